import { Badge } from "~/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { site } from "~/config/site";
import {
  type PackageType,
  hubs,
  packageTypeLabels,
  packageTypes,
  tierLabels,
  tiers,
} from "~/content/onboarding-options";
import { formatUsd } from "~/lib/format";
import type { OnboardingPrices } from "~/lib/onboarding-price-schema";
import { hubPrice, suitePrice } from "~/lib/onboarding-prices";

import { PriceTable, type PriceTableRow } from "./price-table";

const SUITE_LABEL = "Suite (all five hubs, 10% off)";

/** The part of the published price list the tables show, a prop from the page. */
export type HubPriceTablePrices = Pick<OnboardingPrices, "hubPrices" | "freeStarterHubPrices">;

function packageRows(prices: HubPriceTablePrices, packageType: PackageType): PriceTableRow[] {
  return [
    ...hubs.map((hub) => ({
      label: hub,
      cells: tiers.map((tier) => formatUsd(hubPrice(prices.hubPrices, packageType, hub, tier))),
    })),
    {
      // Only the Professional suite is marked Best Value.
      label:
        packageType === "professional" ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            {SUITE_LABEL} <Badge>Best Value</Badge>
          </span>
        ) : (
          SUITE_LABEL
        ),
      cells: tiers.map((tier) => formatUsd(suitePrice(prices.hubPrices, packageType, tier))),
      highlight: true,
    },
  ];
}

/** Onboarding prices per hub and tier, with tabs Professional (default) and Enterprise. */
export function HubPriceTables({ prices }: { prices: HubPriceTablePrices }) {
  const columns = tiers.map((tier) => tierLabels[tier]);
  const freeStarterRow: PriceTableRow = {
    label: "Free and Starter levels (per hub)",
    cells: tiers.map((tier) => formatUsd(prices.freeStarterHubPrices[tier])),
  };
  return (
    <Tabs defaultValue="professional" className="flex flex-col items-center">
      <TabsList aria-label="Package">
        {packageTypes.map((packageType) => (
          <TabsTrigger key={packageType} value={packageType}>
            {packageTypeLabels[packageType]}
          </TabsTrigger>
        ))}
      </TabsList>
      {packageTypes.map((packageType) => (
        <TabsContent
          key={packageType}
          value={packageType}
          label={packageTypeLabels[packageType]}
          className="mt-6 w-full"
        >
          <PriceTable
            caption={`${site.crm} ${packageTypeLabels[packageType]} onboarding prices per hub and tier`}
            rowHeader={`${packageTypeLabels[packageType]} hub`}
            columns={columns}
            rows={[...packageRows(prices, packageType), freeStarterRow]}
          />
          <p className="mt-4 text-center text-sm text-muted-foreground">
            One-time onboarding fees in US dollars. The suite price is 10% off the five hubs of the
            same package and tier.
          </p>
        </TabsContent>
      ))}
    </Tabs>
  );
}
