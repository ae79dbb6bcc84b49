import { tierTitles } from "~/content/onboarding-options";
import { formatUsd } from "~/lib/format";
import type { AddOnRow, OnboardingPrices } from "~/lib/onboarding-price-schema";
import { cn } from "~/lib/utils";

import { PriceTable, type PriceTableRow } from "./price-table";

const columns = [tierTitles.advanced, tierTitles.intelligent];

function rowsOf(table: readonly AddOnRow[]): PriceTableRow[] {
  return table.map((row) => ({
    label: row.name,
    cells: [row.advanced, row.intelligent].map((price) =>
      price === null ? (
        <span className="text-muted-foreground">
          <span aria-hidden>N/A</span>
          <span className="sr-only">Not available</span>
        </span>
      ) : (
        formatUsd(price)
      ),
    ),
  }));
}

const groups = {
  auditAndMapping: {
    title: "Audit and Process Mapping",
    caption: "Audit and process mapping add-on prices for the Advanced and Intelligent tiers",
    rowHeader: "Add-on",
    table: "addOnTable",
  },
  integrations: {
    title: "Integrations",
    caption: "Integration prices for the Advanced and Intelligent tiers",
    rowHeader: "Integration",
    table: "integrationTable",
  },
} as const;

export type AddOnPriceGroup = keyof typeof groups;
const allGroups: readonly AddOnPriceGroup[] = ["auditAndMapping", "integrations"];

/** The part of the published price list the tables show. */
export type AddOnTablePrices = Pick<OnboardingPrices, "addOnTable" | "integrationTable">;

/**
 * Add-on and integration prices for the Advanced and Intelligent tiers; "N/A" where none.
 * `show` picks the lists (both by default): the sales-rep page shows the integrations alone.
 */
export function AddOnPriceTable({
  prices,
  show = allGroups,
}: {
  prices: AddOnTablePrices;
  show?: readonly AddOnPriceGroup[];
}) {
  return (
    <div className={cn("grid gap-8", show.length > 1 ? "lg:grid-cols-2" : "mx-auto max-w-2xl")}>
      {/* min-w-0: a grid item would otherwise grow to the table's width and widen the page. */}
      {show
        .map((key) => groups[key])
        .map((group) => (
          <div key={group.title} className="min-w-0">
            <h3 className="mb-4 text-xl font-bold">{group.title}</h3>
            <PriceTable
              caption={group.caption}
              rowHeader={group.rowHeader}
              columns={columns}
              rows={rowsOf(prices[group.table])}
              minWidth="narrow"
            />
          </div>
        ))}
    </div>
  );
}
