import type { PageViews } from "./page-views";
import { type DailySalts, utcDay } from "./salts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AnalyticsRetentionSettings {
  /** ANALYTICS_RAW_DAYS: raw views, visits and the paths they saw. */
  rawDays: number;
  /** The leads' retention: the daily totals; null keeps them. */
  totalsDays: number | null;
}

/** What the daily retention run deletes of the analytics: old salts, raw data and totals. */
export function createAnalyticsRetention(
  salts: DailySalts,
  pageViews: PageViews,
  { rawDays, totalsDays }: AnalyticsRetentionSettings,
) {
  const dayBefore = (now: Date, days: number) => utcDay(new Date(now.getTime() - days * DAY_MS));
  return {
    /** Returns how many salts and analytics rows went. */
    async prune(now = new Date()) {
      const analyticsSalts = await salts.prune(now);
      const analyticsRows = await pageViews.prune(
        dayBefore(now, rawDays),
        totalsDays === null ? null : dayBefore(now, totalsDays),
      );
      return { analyticsSalts, analyticsRows };
    },
  };
}

export type AnalyticsRetention = ReturnType<typeof createAnalyticsRetention>;
