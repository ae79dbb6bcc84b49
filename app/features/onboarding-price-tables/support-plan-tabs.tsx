import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import {
  type Tier,
  supportLevelLabels,
  supportLevels,
  tierTitles,
  tiers,
} from "~/content/onboarding-options";
import { formatUsd } from "~/lib/format";
import type { SupportPlans } from "~/lib/onboarding-price-schema";

import { type PriceTableColumn, PriceTable } from "./price-table";

const columns: readonly PriceTableColumn[] = [
  "Hours per month",
  "Response time",
  { label: "Services", align: "left" },
  "Monthly price",
];

function plural(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

function planRows(plans: SupportPlans, tier: Tier) {
  return supportLevels.map((level) => {
    const plan = plans[tier][level];
    return {
      label: supportLevelLabels[level],
      cells: [
        plural(plan.hoursPerMonth, "hour"),
        plural(plan.responseHours, "hour"),
        <ul key="services" className="min-w-48 space-y-1">
          {plan.services.map((service) => (
            <li key={service} className="flex gap-2">
              <span aria-hidden className="text-text-cyan">
                ✓
              </span>
              {service}
            </li>
          ))}
        </ul>,
        <span key="price" className="font-semibold whitespace-nowrap">
          {formatUsd(plan.monthlyPrice)}
          <span className="font-normal text-muted-foreground">/month</span>
        </span>,
      ],
    };
  });
}

/**
 * Monthly support plans, the published ones as a prop from the page: tabs Basic (DIY) (default),
 * Advanced (DFY), Intelligent (DFY+AI).
 */
export function SupportPlanTabs({ plans }: { plans: SupportPlans }) {
  return (
    <Tabs defaultValue="basic" className="flex flex-col items-center">
      <TabsList aria-label="Support plan">
        {tiers.map((tier) => (
          <TabsTrigger key={tier} value={tier}>
            {tierTitles[tier]}
          </TabsTrigger>
        ))}
      </TabsList>
      {tiers.map((tier) => (
        <TabsContent key={tier} value={tier} label={tierTitles[tier]} className="mt-6 w-full">
          <PriceTable
            caption={`${tierTitles[tier]} support plans: Bronze, Silver and Gold per month`}
            rowHeader="Support level"
            columns={columns}
            rows={planRows(plans, tier)}
            minWidth="wide"
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
