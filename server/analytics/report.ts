import { type Kysely, sql } from "kysely";

import type { AnalyticsReport, TrafficCounts } from "~/lib/analytics";

import type { Database } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every UTC day from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** Sums of the daily totals as numbers (PostgreSQL's sums of integers arrive as text). */
function counts(row: { visitors: unknown; page_views: unknown; leads: unknown }): TrafficCounts {
  return {
    visitors: Number(row.visitors ?? 0),
    pageViews: Number(row.page_views ?? 0),
    leads: Number(row.leads ?? 0),
  };
}

/**
 * The analytics page's report over a range of days, read from the daily totals only: a few rows
 * a day whatever the traffic, never the raw views.
 */
export function createAnalyticsReport(db: Kysely<Database>) {
  const inRange = (from: string, to: string) =>
    db
      .selectFrom("analytics_daily_sources")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .select((eb) => [
        eb.fn.sum<number>("visitors").as("visitors"),
        eb.fn.sum<number>("page_views").as("page_views"),
        eb.fn.sum<number>("leads").as("leads"),
      ]);

  return async function report(from: string, to: string): Promise<AnalyticsReport> {
    // A UTM source names the source; the referrer counts only for visits without one.
    const referrer = sql<string>`case when utm_source = '' then referrer_host else '' end`;
    const [totals, entryPages, sources, days] = await Promise.all([
      inRange(from, to).executeTakeFirstOrThrow(),
      inRange(from, to).select("entry_page").groupBy("entry_page").execute(),
      inRange(from, to)
        .select([referrer.as("referrer_host"), "utm_source", "utm_medium", "utm_campaign"])
        .groupBy([referrer, "utm_source", "utm_medium", "utm_campaign"])
        .execute(),
      inRange(from, to).select("day").groupBy("day").execute(),
    ]);
    const byDay = new Map(days.map((row) => [row.day, counts(row)]));
    return {
      from,
      to,
      totals: counts(totals),
      byEntryPage: entryPages.map((row) => ({ entryPage: row.entry_page, ...counts(row) })),
      bySource: sources.map((row) => ({
        referrerHost: row.referrer_host,
        utmSource: row.utm_source,
        utmMedium: row.utm_medium,
        utmCampaign: row.utm_campaign,
        ...counts(row),
      })),
      daily: daysBetween(from, to).map((day) => ({
        day,
        ...(byDay.get(day) ?? { visitors: 0, pageViews: 0, leads: 0 }),
      })),
    };
  };
}
