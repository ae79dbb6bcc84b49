import type { ReactNode } from "react";

import { ScriptsNeededNote } from "~/components/ui/scripts-needed-note";
import { Section, SectionHeading } from "~/components/ui/section";

/**
 * The cost calculator section of the sales-rep page (#pricing-calculator); `calculator` is the
 * `OnboardingCalculator` island.
 */
export function OnboardingCalculatorSection({ calculator }: { calculator?: ReactNode }) {
  return (
    <Section id="pricing-calculator">
      <SectionHeading
        eyebrow="Cost calculator"
        title="Onboarding Cost Calculator"
        intro="Build an onboarding quote in a minute: choose the package, pick hubs and tiers or start from a preset, add what the customer needs, then export the quote for your deal or send it to our team."
      />
      <ScriptsNeededNote widget="cost calculator" priceTables="#pricing-reference" />
      {calculator}
    </Section>
  );
}
