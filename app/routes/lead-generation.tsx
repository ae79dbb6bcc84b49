import { ArrowRight, Clock, ShieldCheck } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Faq } from "~/components/ui/faq";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { site } from "~/config/site";
import {
  DELIVERY_TIME,
  LEADS_PER_LIST,
  leadGenerationFaq,
  leadTestimonials,
  whyChooseLeads,
} from "~/content/lead-generation";
import { BuyerIntent } from "~/features/lead-generation/buyer-intent";
import { CtaBanner } from "~/components/ui/cta-banner";
import { LeadInterestForm } from "~/features/lead-generation/interest-form";
import { LeadPackages } from "~/features/lead-generation/packages";
import { WhyChooseLeads } from "~/features/lead-generation/why-choose";
import { leadGenerationSchema } from "~/lib/page-schemas";
import leadGenerationPage from "~/content/page-meta/lead-generation";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(
    leadGenerationPage,
    import.meta.env.SSR && [leadGenerationSchema(), faqPageSchema(leadGenerationFaq)],
  );

export default function LeadGenerationPage() {
  return (
    <>
      <PageHero
        eyebrow="Lead generation"
        title={
          <>
            Qualified Leads with <GradientText>Buyer-Intent Data</GradientText>
          </>
        }
        intro={`Lists of ${LEADS_PER_LIST} qualified leads with contact details, intent signals, tech stacks and decision-maker insights, delivered in ${DELIVERY_TIME}.`}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#packages">View Packages</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#consultation">Book a Consultation</Link>
            </Button>
          </>
        }
      />
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
        <LeadPackages />
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
          {leadTestimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="consultation" className="overflow-hidden">
        <FloatingParticles area="form" />
        <div className="relative grid gap-12 lg:grid-cols-[1fr_32rem] lg:items-start">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
              Get started
            </p>
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
              Tell Us Who You <GradientText>Want to Reach</GradientText>
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Share your ideal customer and the lists that interest you. A lead specialist will
              confirm your targeting, answer your questions and send a sample before you buy.
            </p>
            <ul className="mt-8 space-y-4">
              <li className="flex gap-3">
                <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                <span>Leads delivered in {DELIVERY_TIME} after your targeting is agreed.</span>
              </li>
              <li className="flex gap-3">
                <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                <span>Your details are only used to prepare your list, never shared.</span>
              </li>
            </ul>
          </div>
          <Card className="p-6 sm:p-8">
            <h3 className="mb-6 text-xl font-semibold">Request Your Leads</h3>
            <LeadInterestForm />
          </Card>
        </div>
      </Section>
      <Section id="faq" className="bg-muted/30">
        <SectionHeading eyebrow="FAQ" title="Frequently Asked Questions" />
        <Faq items={leadGenerationFaq} />
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Ready to Fill Your <GradientText>Pipeline</GradientText>?
          </>
        }
        intro="Talk to us about your market and your targets. We'll recommend the right list and have it in your inbox within days."
        actions={
          <Button asChild size="lg" variant="gradient">
            <Link to="/contact">
              Contact Us Today <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Button>
        }
      />
    </>
  );
}
