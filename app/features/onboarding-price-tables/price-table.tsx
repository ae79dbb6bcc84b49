import MoveHorizontal from "lucide-react/icons/move-horizontal";
import type { ReactNode } from "react";

import { cn } from "~/lib/utils";

export interface PriceTableRow {
  label: ReactNode;
  cells: readonly ReactNode[];
  highlight?: boolean;
}

/** A column heading; prices align right, text columns (such as a list of services) left. */
export type PriceTableColumn = string | { label: string; align: "left" | "right" };

function columnLabel(column: PriceTableColumn) {
  return typeof column === "string" ? column : column.label;
}

function alignClass(column: PriceTableColumn | undefined) {
  return typeof column === "object" && column.align === "left"
    ? "text-left"
    : "text-right tabular-nums";
}

/**
 * The width below which a table scrolls sideways instead of squeezing its columns, and the
 * container query that shows the scroll cue exactly when the table is wider than its room.
 */
const minWidths = {
  narrow: { table: "min-w-[26rem]", cue: "@max-[26rem]:flex" },
  default: { table: "min-w-[34rem]", cue: "@max-[34rem]:flex" },
  wide: { table: "min-w-[40rem]", cue: "@max-[40rem]:flex" },
} as const;

/**
 * Every price table of the site: a captioned table with row headers that scrolls sideways
 * when its room is narrower than the table, with a visible cue saying so.
 */
export function PriceTable({
  caption,
  columns,
  rows,
  rowHeader,
  className,
  minWidth = "default",
}: {
  caption: string;
  columns: readonly PriceTableColumn[];
  rows: readonly PriceTableRow[];
  rowHeader: string;
  className?: string;
  minWidth?: keyof typeof minWidths;
}) {
  return (
    <div className={cn("@container", className)}>
      <p
        className={cn(
          "mb-3 hidden items-center justify-center gap-2 text-sm text-muted-foreground",
          minWidths[minWidth].cue,
        )}
      >
        <MoveHorizontal aria-hidden className="size-4 shrink-0 text-text-cyan" />
        Scroll sideways to see every price
      </p>
      <div
        role="region"
        aria-label={caption}
        // Narrow screens scroll the table sideways: the region takes focus so keys can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-border bg-glass backdrop-blur focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table
          className={cn("w-full border-collapse text-left text-sm", minWidths[minWidth].table)}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border bg-muted/60">
              <th scope="col" className="px-5 py-4 font-semibold">
                {rowHeader}
              </th>
              {columns.map((column) => (
                <th
                  key={columnLabel(column)}
                  scope="col"
                  className={cn("px-5 py-4 font-semibold", alignClass(column))}
                >
                  {columnLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                key={index}
                className={cn(
                  "border-b border-border align-top last:border-b-0",
                  row.highlight && "bg-accent/60 font-semibold",
                )}
              >
                <th scope="row" className="px-5 py-4 font-medium">
                  {row.label}
                </th>
                {row.cells.map((cell, cellIndex) => (
                  <td key={cellIndex} className={cn("px-5 py-4", alignClass(columns[cellIndex]))}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
