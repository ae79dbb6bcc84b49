import ArrowRight from "lucide-react/icons/arrow-right";
import Mail from "lucide-react/icons/mail";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { GradientText } from "~/components/ui/gradient-text";
import { Section, SectionHeading } from "~/components/ui/section";
import { whyPartnerPoints } from "~/content/website-pricing";
import type { WebsitePrices } from "~/lib/website-price-schema";
import type { WebsiteServices } from "~/lib/website-service-schema";

import { BenefitGrid } from "./benefit-grid";
import { WebsiteServiceCards } from "./service-cards";

/**
 * The website services page below its hero: the two services of `services` priced by `prices`
 * (the published ones), why partner, the quote call.
 */
export function WebsiteServicesOverview({
  prices,
  services,
}: {
  prices: WebsitePrices;
  services: WebsiteServices;
}) {
  return (
    <>
      <Section id="services">
        <SectionHeading
          eyebrow="What we do"
          title="Two Ways to a Better Website"
          intro="Keep the site you love and move it to a better platform, or start fresh with a design built to convert. Either way, your CRM, forms and analytics work together from day one."
        />
        <WebsiteServiceCards prices={prices} services={services} />
      </Section>
      <Section id="why-partner" className="bg-muted/30">
        <SectionHeading
          eyebrow="Why partner with us"
          title="A Website That Works as Hard as Your Sales Team"
          intro="We build on the same platform as your CRM, so marketing, sales and service see every visit, form and conversation in one place."
        />
        <BenefitGrid items={whyPartnerPoints} />
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Ready for a Quote, a Migration or a <GradientText>Redesign</GradientText>?
          </>
        }
        intro="Tell us about your current site and your goals. We'll reply with a fixed price and a timeline."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <a href="/contact">
                Get a Free Quote <ArrowRight aria-hidden className="size-4" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="/contact">
                <Mail aria-hidden className="size-4" /> Plan My Migration
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="/contact">Start a Redesign</a>
            </Button>
          </>
        }
      />
    </>
  );
}
