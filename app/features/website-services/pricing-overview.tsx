import ArrowRight from "lucide-react/icons/arrow-right";
import Mail from "lucide-react/icons/mail";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { GradientText } from "~/components/ui/gradient-text";
import { ScriptsNeededNote } from "~/components/ui/scripts-needed-note";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { whyChoosePoints } from "~/content/website-pricing";
import type { WebsitePrices } from "~/lib/website-price-schema";
import type { WebsiteServices } from "~/lib/website-service-schema";

import { BenefitGrid } from "./benefit-grid";
import { WebsitePricingTables } from "./pricing-tables";

/**
 * The website design pricing page below its hero: tier tables of `prices` for the `services`
 * (the published ones), the estimator (`estimator`: the `PageEstimator` island), why us, the
 * quote call.
 */
export function WebsitePricingOverview({
  prices,
  services,
  estimator,
}: {
  prices: WebsitePrices;
  services: WebsiteServices;
  estimator?: ReactNode;
}) {
  return (
    <>
      <Section id="services">
        <SectionHeading
          eyebrow="Pricing"
          title="Migration and Redesign Prices"
          intro="Every page of your project is charged at the rate of the tier your page count falls in."
        />
        <WebsitePricingTables prices={prices} services={services} />
      </Section>
      <Section id="estimate" className="pt-0 lg:pt-0">
        <SectionHeading
          title="What Will Your Website Cost?"
          intro={`Move the slider or type your page count for an instant estimate. Sites over ${prices.maxEstimatePages} pages get a custom quote.`}
        />
        <ScriptsNeededNote widget="estimator" priceTables="#services" />
        {estimator}
      </Section>
      <Section id="why-choose" className="bg-muted/30">
        <SectionHeading
          eyebrow={`Why ${site.brand}`}
          title={`Why Choose ${site.brand} for Your Website`}
        />
        <BenefitGrid items={whyChoosePoints} />
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Let's Build Your <GradientText>Next Website</GradientText>
          </>
        }
        intro="Send us your page list or your current URL and we'll confirm a fixed price within 24 hours."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <a href="/contact">
                Request a Quote <ArrowRight aria-hidden className="size-4" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={`mailto:${site.emails.general}`}>
                <Mail aria-hidden className="size-4" /> Email Us Directly
              </a>
            </Button>
          </>
        }
      />
    </>
  );
}
