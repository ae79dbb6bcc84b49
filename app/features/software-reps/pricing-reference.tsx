import Calculator from "lucide-react/icons/calculator";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { tierTitles } from "~/content/onboarding-options";

/**
 * The onboarding price reference (#pricing-reference): the hub price tables, then the
 * integrations price list, both passed in.
 */
export function PricingReferenceSection({
  hubPrices,
  integrationPrices,
}: {
  hubPrices: ReactNode;
  integrationPrices: ReactNode;
}) {
  return (
    <Section id="pricing-reference" className="bg-muted/30">
      <SectionHeading
        eyebrow="Pricing reference"
        title="Software Onboarding Pricing"
        intro={`One-time onboarding prices per hub for ${site.crm} Professional and Enterprise, from ${tierTitles.basic} to ${tierTitles.intelligent}. Quote with confidence: these are the prices your customer pays.`}
      />
      {hubPrices}
      <div className="mt-14">{integrationPrices}</div>
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" variant="gradient">
          <a href="#pricing-calculator">
            <Calculator aria-hidden className="size-4" />
            Try the Calculator
          </a>
        </Button>
      </div>
    </Section>
  );
}
