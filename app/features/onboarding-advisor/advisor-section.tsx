import type { ReactNode } from "react";

import { ScriptsNeededNote } from "~/components/ui/scripts-needed-note";
import { Section, SectionHeading } from "~/components/ui/section";

/**
 * The onboarding advisor section of the sales-rep page (#onboarding-advisor); `advisor` is the
 * `OnboardingAdvisor` island.
 */
export function OnboardingAdvisorSection({ advisor }: { advisor?: ReactNode }) {
  return (
    <Section id="onboarding-advisor" className="bg-muted/30">
      <SectionHeading
        eyebrow="Onboarding advisor"
        title="Which Onboarding Fits Your Customer?"
        intro="Five quick questions about your customer's team, timeline and ambitions. The advisor recommends the onboarding tier that fits, with a summary you can print or save as a PDF."
      />
      <ScriptsNeededNote widget="onboarding advisor" priceTables="#pricing-reference" />
      {advisor}
    </Section>
  );
}
