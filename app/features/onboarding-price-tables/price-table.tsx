import type { ReactNode } from "react";

import { cn } from "~/lib/utils";

export interface PriceTableRow {
  label: ReactNode;
  cells: readonly ReactNode[];
  highlight?: boolean;
}

/** Every price table of the site: a captioned, scrollable table with row headers. */
export function PriceTable({
  caption,
  columns,
  rows,
  rowHeader,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly PriceTableRow[];
  rowHeader: string;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-glass backdrop-blur">
      <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border bg-muted/60">
            <th scope="col" className="px-5 py-4 font-semibold">
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-5 py-4 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={index}
              className={cn(
                "border-b border-border last:border-b-0",
                row.highlight && "bg-accent/60 font-semibold",
              )}
            >
              <th scope="row" className="px-5 py-4 font-medium">
                {row.label}
              </th>
              {row.cells.map((cell, cellIndex) => (
                <td key={cellIndex} className="px-5 py-4 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
