import type { ReactNode } from "react";

import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { site } from "~/config/site";
import { whyChooseLeads } from "~/content/lead-generation";
import type { Testimonial } from "~/lib/testimonial-schema";

import { BuyerIntent } from "./buyer-intent";
import { WhyChooseLeads } from "./why-choose";

/**
 * From buyer intent to what clients say: why intent data, the packages (`packages`: the
 * `LeadPackages` island), why us, `testimonials` (the published ones).
 */
export function LeadGenerationOverview({
  packages,
  testimonials,
}: {
  packages?: ReactNode;
  testimonials: readonly Testimonial[];
}) {
  return (
    <>
      <Section id="buyer-intent">
        <SectionHeading
          eyebrow="Buyer intent"
          title="Reach Buyers Who Are Already Looking"
          intro="Cold lists waste your reps' time. Intent data shows which companies are researching a solution like yours right now, so you call them first."
        />
        <BuyerIntent />
      </Section>
      <Section id="packages" className="bg-muted/30">
        <SectionHeading
          eyebrow="Packages"
          title="Choose Your Lead List"
          intro="Verified contacts matched to your ideal customer profile, ready to import into your CRM."
        />
        {packages}
      </Section>
      <Section id="why-choose">
        <SectionHeading
          eyebrow={`Why ${site.brand}`}
          title="Leads Your Sales Team Will Actually Call"
        />
        <WhyChooseLeads items={whyChooseLeads} />
      </Section>
      <Section id="testimonials" className="bg-muted/30">
        <SectionHeading eyebrow="Results" title="What Our Clients Say" />
        <ul className="grid gap-8 md:grid-cols-3">
          {testimonials.map((testimonial, place) => (
            <li key={place}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
