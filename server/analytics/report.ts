import { type Kysely, sql } from "kysely";

import { leadFormPages } from "~/content/lead-form-pages";
import { pathsOf } from "~/content/page-paths";
import {
  type AnalyticsReport,
  type FormCounts,
  type TrafficCounts,
  sourceLabel,
} from "~/lib/analytics";
import { type LeadFormId, leadFormIds } from "~/lib/lead-form-ids";

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

/** The counts of `rows` added up. */
function sumOf(rows: readonly TrafficCounts[]): TrafficCounts {
  return rows.reduce(
    (sum, row) => ({
      visitors: sum.visitors + row.visitors,
      pageViews: sum.pageViews + row.pageViews,
      leads: sum.leads + row.leads,
    }),
    { visitors: 0, pageViews: 0, leads: 0 },
  );
}

/** `rows` grouped by what `keyOf` picks of them, each group's counts added up. */
function summedBy<R extends TrafficCounts, K extends object>(
  rows: readonly R[],
  keyOf: (row: R) => K,
): (K & TrafficCounts)[] {
  const groups = new Map<string, { key: K; rows: R[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()].map(({ key, rows: grouped }) => ({ ...key, ...sumOf(grouped) }));
}

/** Rows with the most visitors first, then by their label: the same order on both databases. */
function mostVisitedFirst<T extends TrafficCounts>(rows: T[], label: (row: T) => string): T[] {
  return rows.sort((a, b) => b.visitors - a.visitors || label(a).localeCompare(label(b)));
}

/** Each form's pages, at every address they answer at. */
const formPaths = leadFormIds.map((form) => ({
  form,
  paths: leadFormPages[form].flatMap(pathsOf),
}));

/** The start of a UTC day, `plusDays` later, as leads' `created_at` is written (ISO-8601). */
function dayStart(day: string, plusDays = 0): string {
  return new Date(Date.parse(day) + plusDays * DAY_MS).toISOString();
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

  /**
   * Each form: the visitors of its pages (a day's visitors of two of its pages count twice: the
   * daily totals keep no visitor), those who sent it from one of them, and the leads sent with
   * it, spam aside.
   */
  async function byForm(from: string, to: string): Promise<FormCounts[]> {
    const [pages, leads] = await Promise.all([
      db
        .selectFrom("analytics_daily_pages")
        .where("day", ">=", from)
        .where("day", "<=", to)
        .where(
          "path",
          "in",
          formPaths.flatMap(({ paths }) => paths),
        )
        .select((eb) => [
          "path",
          eb.fn.sum<number>("visitors").as("visitors"),
          eb.fn.sum<number>("leads").as("leads"),
        ])
        .groupBy("path")
        .execute(),
      db
        .selectFrom("leads")
        .where("created_at", ">=", dayStart(from))
        .where("created_at", "<", dayStart(to, 1))
        .where("status", "!=", "spam")
        .select((eb) => ["form", eb.fn.countAll<number>().as("leads")])
        .groupBy("form")
        .execute(),
    ]);
    const pageCounts = new Map(pages.map((row) => [row.path, row]));
    const sumOver = (paths: string[], count: "visitors" | "leads") =>
      paths.reduce((sum, path) => sum + Number(pageCounts.get(path)?.[count] ?? 0), 0);
    const sentOf = new Map(leads.map((row) => [row.form as LeadFormId, Number(row.leads)]));
    return formPaths.map(({ form, paths }) => ({
      form,
      visitors: sumOver(paths, "visitors"),
      leads: sumOver(paths, "leads"),
      sent: sentOf.get(form) ?? 0,
    }));
  }

  return async function report(from: string, to: string): Promise<AnalyticsReport> {
    // A UTM source names the source; the referrer counts only for visits without one.
    const referrer = sql<string>`case when utm_source = '' then referrer_host else '' end`;
    // Two passes over the range's totals, not one per table: each entry page with each source,
    // summed below by page and by source; and each day, summed below into the range's totals.
    const [pairs, days, forms] = await Promise.all([
      inRange(from, to)
        .select([
          "entry_page",
          referrer.as("referrer_host"),
          "utm_source",
          "utm_medium",
          "utm_campaign",
        ])
        .groupBy(["entry_page", referrer, "utm_source", "utm_medium", "utm_campaign"])
        .execute(),
      inRange(from, to).select("day").groupBy("day").execute(),
      byForm(from, to),
    ]);
    const byDay = new Map(days.map((row) => [row.day, counts(row)]));
    const daily = daysBetween(from, to).map((day) => ({
      day,
      ...(byDay.get(day) ?? { visitors: 0, pageViews: 0, leads: 0 }),
    }));
    const sources = pairs.map((row) => ({
      entryPage: row.entry_page,
      referrerHost: row.referrer_host,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      ...counts(row),
    }));
    return {
      from,
      to,
      totals: sumOf(daily),
      byEntryPage: mostVisitedFirst(
        summedBy(sources, ({ entryPage }) => ({ entryPage })),
        (row) => row.entryPage,
      ),
      bySource: mostVisitedFirst(
        summedBy(sources, ({ referrerHost, utmSource, utmMedium, utmCampaign }) => ({
          referrerHost,
          utmSource,
          utmMedium,
          utmCampaign,
        })),
        sourceLabel,
      ),
      byForm: forms,
      daily,
    };
  };
}
