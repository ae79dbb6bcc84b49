import type { ReactNode } from "react";

import { Section, SectionHeading } from "~/components/ui/section";

import { PricingReferenceSection } from "./pricing-reference";
import { RepResources } from "./rep-resources";

/**
 * The sales resources (#sales-resources) and the onboarding price reference
 * (#pricing-reference) of the sales-rep page; the price tables come in as slots: `hubPrices`
 * (the `HubPriceTables` island) and `integrationPrices` (the integrations' `AddOnPriceTable`).
 */
export function ResourcesAndPricing({
  hubPrices,
  integrationPrices,
}: {
  hubPrices?: ReactNode;
  integrationPrices?: ReactNode;
}) {
  return (
    <>
      <Section id="sales-resources">
        <SectionHeading
          eyebrow="Sales resources"
          title="Everything You Need to Sell Onboarding"
          intro="Templates, sequences, one-pagers and AI links, written by people who sell onboarding every day. Request them free and put them to work in your next deal."
        />
        <RepResources />
      </Section>
      <PricingReferenceSection hubPrices={hubPrices} integrationPrices={integrationPrices} />
    </>
  );
}
