import { ADMIN_API, type AnalyticsQuery, analyticsQuerySchema } from "~/lib/admin-api";
import type { AnalyticsReport, DayRange, RangePreset } from "~/lib/analytics";
import { dayCount, formatNumber } from "~/lib/format";

import { longDayLabel } from "./daily-chart-data";

/** The range control's choices, in its order. */
export const RANGE_LABELS: Record<RangePreset | "custom", string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
  custom: "Custom",
};

/** The range the page's address names; the server's default (30 days) when it names none it can be. */
export function rangeFromSearch(search: URLSearchParams): AnalyticsQuery {
  const parsed = analyticsQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : { range: "30d" };
}

/** The query that names a range: the preset alone, or a custom range's days. */
export function searchOfRange(query: AnalyticsQuery): URLSearchParams {
  return new URLSearchParams(
    query.range === "custom"
      ? { range: "custom", from: query.from ?? "", to: query.to ?? "" }
      : { range: query.range },
  );
}

export const analyticsRequestPath = (query: AnalyticsQuery) =>
  `${ADMIN_API.analytics}?${searchOfRange(query)}`;

export const analyticsExportPath = (query: AnalyticsQuery) =>
  `${ADMIN_API.analyticsExport}?${searchOfRange(query)}`;

/** A range as the status line says it: "Tue, Dec 1 – Mon, Dec 7 (7 days)", or one day. */
export function rangeText({ from, to }: DayRange, days: number): string {
  if (from === to) return longDayLabel(from);
  return `${longDayLabel(from)} – ${longDayLabel(to)} (${dayCount(days)})`;
}

/** The chart in words, for its text alternative: the range's figures and its busiest day. */
export function dailySummary(report: AnalyticsReport): string {
  const { totals, daily } = report;
  const figures = `${formatNumber(totals.visitors)} visitors, ${formatNumber(totals.pageViews)} page views and ${formatNumber(totals.leads)} visitors with a lead`;
  if (totals.visitors === 0)
    return `No visitors from ${longDayLabel(report.from)} to ${longDayLabel(report.to)}.`;
  const busiest = daily.reduce((best, day) => (day.visitors > best.visitors ? day : best));
  return `${figures} from ${longDayLabel(report.from)} to ${longDayLabel(report.to)}; the busiest day was ${longDayLabel(busiest.day)} with ${formatNumber(busiest.visitors)} visitors.`;
}
