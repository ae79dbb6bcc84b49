import { leadForms } from "~/content/lead-forms";
import { type AnalyticsReport, type TrafficCounts, conversion, sourceLabel } from "~/lib/analytics";

import { csvFile } from "../leads/export";

const COLUMNS = [
  "section",
  "name",
  "visitors",
  "page_views",
  "leads",
  "leads_sent",
  "conversion_percent",
];

/**
 * A row's counts and its conversion as a percentage with one decimal ("" without visitors);
 * `leads` are visitors with a lead, `leads_sent` every lead sent (counted for forms only).
 */
function figures(
  counts: Pick<TrafficCounts, "visitors" | "leads"> & { pageViews?: number; sent?: number },
) {
  const rate = conversion(counts);
  return [
    counts.visitors,
    counts.pageViews ?? "",
    counts.leads,
    counts.sent ?? "",
    rate === null ? "" : (rate * 100).toFixed(1),
  ];
}

/**
 * The analytics page's report as one CSV table, a row per figure the page shows: the totals,
 * then each entry page, source, form (visitors of its pages, those who sent it, every lead sent
 * with it; page views are not counted per form) and day. Cells go through the inbox export's
 * spreadsheet guard: a source is a visitor's typing.
 */
export function reportToCsv(report: AnalyticsReport): string {
  return csvFile(COLUMNS, [
    ["total", `${report.from} to ${report.to}`, ...figures(report.totals)],
    ...report.byEntryPage.map((row) => ["entry page", row.entryPage, ...figures(row)]),
    ...report.bySource.map((row) => ["source", sourceLabel(row), ...figures(row)]),
    ...report.byForm.map((row) => ["form", leadForms[row.form].title, ...figures(row)]),
    ...report.daily.map((row) => ["day", row.day, ...figures(row)]),
  ]);
}
