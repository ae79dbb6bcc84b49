import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import {
  type Tier,
  supportLevelLabels,
  supportLevels,
  supportPlans,
  tierTitles,
  tiers,
} from "~/content/onboarding-prices";
import { formatUsd } from "~/lib/format";

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

function planRows(tier: Tier) {
  return supportLevels.map((level) => {
    const plan = supportPlans[tier][level];
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

/** Monthly support plans: tabs Basic (DIY) (default), Advanced (DFY), Intelligent (DFY+AI). */
export function SupportPlanTabs() {
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
            rows={planRows(tier)}
            minWidth="wide"
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}
