import { IconCardGrid } from "~/components/ui/icon-card";
import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { ADVISORY_CALL_MINUTES } from "~/content/advisory-call";
import { advisoryBenefits, advisoryProblems, advisorySteps } from "~/content/advisory";
import type { Testimonial } from "~/lib/testimonial-schema";

import { CallAgenda } from "./call-agenda";

/**
 * Why the call is worth it, below the hero: the problems, the steps, the benefits, the agenda, a
 * result (`testimonial`, the published one).
 */
export function AdvisoryOverview({ testimonial }: { testimonial: Testimonial }) {
  return (
    <>
      <Section id="why-guidance">
        <SectionHeading
          eyebrow="Why guidance matters"
          title="Software Should Save You Time, Not Cost You More"
          intro="Without a plan, even great software turns into busywork. These are the three problems we hear about most."
        />
        <IconCardGrid items={advisoryProblems} />
      </Section>
      <Section id="how-it-works" className="bg-muted/30">
        <SectionHeading
          eyebrow="How it works"
          title="Three Steps to Clarity"
          intro="One conversation, three outcomes: you know where you stand, what to do next and why."
        />
        <IconCardGrid items={advisorySteps} numbered />
      </Section>
      <Section id="benefits">
        <SectionHeading eyebrow="Benefits" title="What You Get from the Call" />
        <IconCardGrid items={advisoryBenefits} columns={4} />
      </Section>
      <Section id="agenda" className="bg-muted/30">
        <SectionHeading
          eyebrow="Call agenda"
          title={`Your ${ADVISORY_CALL_MINUTES} Minutes, Well Spent`}
          intro="A focused agenda, so every minute goes to your questions and your setup."
        />
        <CallAgenda />
      </Section>
      <Section id="testimonial">
        <SectionHeading eyebrow="Results" title="What One Call Can Change" />
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={testimonial} size="large" />
        </div>
      </Section>
    </>
  );
}
