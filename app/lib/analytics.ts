/**
 * The analytics page's figures (decision 021), shared by the server (server/analytics) and the
 * inbox: the shape of a report, its ranges of days, and how its rates are written.
 */
import type { LeadFormId } from "./lead-form-ids";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a time, YYYY-MM-DD: the day a view, its visit and its salt belong to. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The ranges the analytics page offers, and how many days (today included) each covers. */
export const RANGE_PRESET_DAYS = { today: 1, "7d": 7, "30d": 30, "90d": 90 } as const;
export type RangePreset = keyof typeof RANGE_PRESET_DAYS;
export const RANGE_PRESETS = Object.keys(RANGE_PRESET_DAYS) as [RangePreset, ...RangePreset[]];
/** A custom range covers at most this many days: a year, a leap day included. */
export const MAX_RANGE_DAYS = 366;

/** A range of UTC days, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** How many days a range covers, both ends included (0 when it ends before it starts). */
export function rangeLength({ from, to }: DayRange): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1);
}

/** The days a preset covers, ending with `today`: "7d" is today and the six days before it. */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const from = utcDay(new Date(Date.parse(today) - (RANGE_PRESET_DAYS[preset] - 1) * DAY_MS));
  return { from, to: today };
}

/** The report's range as the API reads it (app/lib/admin-api.ts): a preset's days, or custom ones. */
export function reportRange(
  query: { range: RangePreset | "custom"; from?: string; to?: string },
  today: string,
): DayRange {
  return query.range === "custom"
    ? { from: query.from ?? today, to: query.to ?? today }
    : presetRange(query.range, today);
}

/** Visitors, page views, and visitors who sent a lead: one row of a report, or its totals. */
export interface TrafficCounts {
  visitors: number;
  pageViews: number;
  leads: number;
}

/**
 * Where visits came from: the UTM source, medium and campaign of the landing address when it
 * had any, else the referrer's host; all "" for a visit that came straight to the site.
 */
export interface TrafficSource {
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/**
 * A form's visitors (of the pages it is on, summed over the days), those of them who sent it
 * from one of those pages (`leads`, what its conversion counts), and every lead sent with it
 * (`sent`: a lead posted without a counted view of its page, with scripts off, counts here only).
 */
export interface FormCounts {
  form: LeadFormId;
  visitors: number;
  leads: number;
  sent: number;
}

export interface AnalyticsReport {
  /** The first and last UTC day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  totals: TrafficCounts;
  byEntryPage: (TrafficCounts & { entryPage: string })[];
  bySource: (TrafficCounts & TrafficSource)[];
  /** Every form: visitors of its pages, those who sent it, and leads sent with it (spam aside). */
  byForm: FormCounts[];
  /** Every day of the range, those without a visit included. */
  daily: (TrafficCounts & { day: string })[];
}

/** Visitors with a lead ÷ visitors, a fraction; null without visitors (the tables sort on it). */
export function conversion({ visitors, leads }: Pick<TrafficCounts, "visitors" | "leads">) {
  return visitors === 0 ? null : leads / visitors;
}

/** Visitors with a lead ÷ visitors, as a percentage with one decimal ("7.0%"); "—" without visitors. */
export function conversionRate(counts: Pick<TrafficCounts, "visitors" | "leads">) {
  const rate = conversion(counts);
  return rate === null ? "—" : `${(rate * 100).toFixed(1)}%`;
}

/** A source as the owner reads it: "linkedin / social / spring", a host, or "Direct". */
export function sourceLabel(source: TrafficSource): string {
  if (source.utmSource) {
    return [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(" / ");
  }
  return source.referrerHost || "Direct";
}
