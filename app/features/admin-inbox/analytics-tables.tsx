import { createColumnHelper, useTable } from "@tanstack/react-table";
import { useId } from "react";

import { Card } from "~/components/ui/card";
import {
  type AnalyticsReport,
  type TrafficCounts,
  conversion,
  conversionRate,
  sourceLabel,
} from "~/lib/analytics";
import { formatNumber } from "~/lib/format";

import { DataTable, sortableTableFeatures } from "./data-table";
import { formTitle } from "./lead-values";

/**
 * A row of a table: what it names, and its counts (a form's page views are not counted; only a
 * form's leads sent are counted apart from its visitors with a lead).
 */
interface AnalyticsRow extends Pick<TrafficCounts, "visitors" | "leads"> {
  id: string;
  name: string;
  pageViews?: number;
  sent?: number;
}

const column = createColumnHelper<typeof sortableTableFeatures, AnalyticsRow>();
const FIGURE = { className: "text-right tabular-nums" };
const count = ({ getValue }: { getValue: () => number | undefined }) =>
  formatNumber(getValue() ?? 0);

/**
 * A table's columns: its name column, visitors, page views where counted, visitors with a lead,
 * leads sent where counted apart, conversion.
 */
function analyticsColumns(
  names: { name: string; visitors: string; leads: string },
  counted: { pageViews: boolean; sent: boolean },
) {
  return column.columns([
    column.accessor("name", {
      header: names.name,
      sortFn: "text",
      // Long enough for most paths on one line; a long campaign wraps rather than widening the table.
      cell: ({ getValue }) => (
        <span className="block min-w-48 [overflow-wrap:anywhere]">{getValue()}</span>
      ),
    }),
    column.accessor("visitors", { header: names.visitors, meta: FIGURE, cell: count }),
    ...(counted.pageViews
      ? [column.accessor("pageViews", { header: "Page views", meta: FIGURE, cell: count })]
      : []),
    column.accessor("leads", { header: names.leads, meta: FIGURE, cell: count }),
    ...(counted.sent
      ? [column.accessor("sent", { header: "Leads sent", meta: FIGURE, cell: count })]
      : []),
    // Rows without visitors have no rate: they sort last, whichever way.
    column.accessor((row) => conversion(row) ?? undefined, {
      id: "conversion",
      header: "Conversion",
      meta: FIGURE,
      sortUndefined: "last",
      cell: ({ row }) => conversionRate(row.original),
    }),
  ]);
}

const TABLES = {
  entryPages: {
    title: "Entry pages",
    columns: analyticsColumns(
      { name: "Entry page", visitors: "Visitors", leads: "Leads" },
      { pageViews: true, sent: false },
    ),
    rows: (report: AnalyticsReport) =>
      report.byEntryPage.map((row) => ({ id: row.entryPage, name: row.entryPage, ...row })),
  },
  sources: {
    title: "Sources",
    columns: analyticsColumns(
      { name: "Source", visitors: "Visitors", leads: "Leads" },
      { pageViews: true, sent: false },
    ),
    rows: (report: AnalyticsReport) =>
      report.bySource.map((row) => ({ id: JSON.stringify(row), name: sourceLabel(row), ...row })),
  },
  forms: {
    title: "Forms",
    columns: analyticsColumns(
      { name: "Form", visitors: "Visitors who saw it", leads: "Visitors who sent it" },
      { pageViews: false, sent: true },
    ),
    rows: (report: AnalyticsReport) =>
      report.byForm.map(({ form, ...counts }) => ({ id: form, name: formTitle(form), ...counts })),
  },
};

/** One table of the report, most visitors first; a press on a column's name sorts by it. */
function AnalyticsTable({ kind, report }: { kind: keyof typeof TABLES; report: AnalyticsReport }) {
  const { title, columns, rows } = TABLES[kind];
  const headingId = useId();
  const data: AnalyticsRow[] = rows(report);
  const table = useTable({
    features: sortableTableFeatures,
    data,
    columns,
    getRowId: (row) => row.id,
    initialState: { sorting: [{ id: "visitors", desc: true }] },
  });
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="px-5 pt-5 pb-3 text-lg font-semibold sm:px-6">
          {title}
        </h2>
        {data.length > 0 ? (
          <DataTable
            table={table}
            label={title}
            caption={`${title}, with their visitors, leads and conversion`}
            className="rounded-b-2xl"
            tableClassName="min-w-[34rem]"
          />
        ) : (
          <p className="px-5 pb-6 text-sm text-muted-foreground sm:px-6">
            No visits in this range.
          </p>
        )}
      </section>
    </Card>
  );
}

/** The report per entry page, per source and per form. */
export function AnalyticsTables({ report }: { report: AnalyticsReport }) {
  return (
    <>
      <AnalyticsTable kind="entryPages" report={report} />
      <AnalyticsTable kind="sources" report={report} />
      <AnalyticsTable kind="forms" report={report} />
    </>
  );
}
