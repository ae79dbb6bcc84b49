import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableScroller,
} from "~/components/ui/table";

/**
 * The inbox's charts (Recharts) in the theme's colours: series, axes and grid are drawn in
 * `currentColor`, set by these classes, so both themes need no second set of props; the
 * tooltip's inline style gives way to the theme's popover.
 */
export const CHART_FRAME_CLASS =
  "text-muted-foreground text-[11px] [&_.recharts-cartesian-grid]:text-border [&_.recharts-default-tooltip]:rounded-lg [&_.recharts-default-tooltip]:!border-border [&_.recharts-default-tooltip]:!bg-popover [&_.recharts-default-tooltip]:text-sm [&_.recharts-default-tooltip]:!text-popover-foreground";

/** The axes' and the grid's look, the same in every chart of the inbox. */
export const AXIS_PROPS = {
  tick: { fill: "currentColor" },
  tickLine: false,
  axisLine: false,
} as const;

export const CHART_HEIGHT = 220;

/** A chart's figures as a table, for screen readers and anyone who wants the numbers. */
export function ChartFigures({
  label,
  caption,
  columns,
  rows,
}: {
  label: string;
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; label: string; values: readonly (number | string)[] }[];
}) {
  return (
    <details className="group mt-4 text-sm">
      <summary className="w-fit cursor-pointer rounded-md font-medium text-text-purple hover:underline">
        Show the figures
      </summary>
      <TableScroller label={label} className="mt-3 rounded-xl border border-border">
        <Table>
          <TableCaption className="sr-only">{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Day</TableHead>
              {columns.map((column) => (
                <TableHead key={column} className="text-right">
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableHead scope="row" className="font-medium text-foreground normal-case">
                  {row.label}
                </TableHead>
                {row.values.map((value, index) => (
                  <TableCell key={columns[index]} className="text-right tabular-nums">
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
    </details>
  );
}
