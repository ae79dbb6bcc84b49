import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { site } from "~/config/site";
import { repTestimonial } from "~/content/sales-resources";
import { OnboardingAdvisor } from "~/features/onboarding-advisor/onboarding-advisor";
import { OnboardingCalculator } from "~/features/onboarding-calculator/onboarding-calculator";
import { HubPriceTables } from "~/features/onboarding-price-tables";
import { PartnerAbout, PartnerContactSection } from "~/features/software-reps/partner-contact";
import { PricingReferenceSection } from "~/features/software-reps/pricing-reference";
import { RepResources } from "~/features/software-reps/rep-resources";
import { SalesRoomsPromo } from "~/features/software-reps/sales-rooms-promo";
import softwareRepsPage from "~/content/page-meta/software-reps";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(softwareRepsPage);

export default function SoftwareRepsPage() {
  return (
    <>
      <PageHero
        eyebrow="For software partner sales reps"
        title={
          <>
            Close More Deals, <GradientText>Maximize MRR</GradientText>
          </>
        }
        intro={`Sales resources, onboarding pricing, a cost calculator with quote export and an onboarding advisor: everything you need to sell ${site.crm} onboarding with confidence.`}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#sales-resources">Get Sales Resources</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#contact-form">Partner With Us</Link>
            </Button>
          </>
        }
      />
      <Section id="sales-resources">
        <SectionHeading
          eyebrow="Sales resources"
          title="Everything You Need to Sell Onboarding"
          intro="Templates, sequences, one-pagers and AI links, written by people who sell onboarding every day. Request them free and put them to work in your next deal."
        />
        <RepResources />
      </Section>
      <PricingReferenceSection>
        <HubPriceTables />
      </PricingReferenceSection>
      <Section id="pricing-calculator">
        <SectionHeading
          eyebrow="Cost calculator"
          title="Onboarding Cost Calculator"
          intro="Build an onboarding quote in a minute: choose the package, pick hubs and tiers or start from a preset, add what the customer needs, and export the quote for your deal."
        />
        <OnboardingCalculator />
      </Section>
      <Section id="sales-rooms" className="bg-muted/30">
        <SalesRoomsPromo />
      </Section>
      <Section id="testimonial">
        <SectionHeading
          eyebrow="From a partner rep"
          title="Reps Who Partner With Us Close Faster"
        />
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={repTestimonial} size="large" />
        </div>
      </Section>
      <Section id="onboarding-advisor" className="bg-muted/30">
        <SectionHeading
          eyebrow="Onboarding advisor"
          title="Which Onboarding Fits Your Customer?"
          intro="Five quick questions about your customer's team, timeline and ambitions. The advisor recommends the onboarding tier that fits, with a summary you can print or save as a PDF."
        />
        <OnboardingAdvisor />
      </Section>
      <Section id="about">
        <PartnerAbout />
      </Section>
      <PartnerContactSection />
    </>
  );
}
