/**
 * The analytics page's figures (decision 021), shared by the server (server/analytics) and the
 * inbox: the shape of a report and how its rates are written.
 */

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

export interface AnalyticsReport {
  /** The first and last UTC day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  totals: TrafficCounts;
  byEntryPage: (TrafficCounts & { entryPage: string })[];
  bySource: (TrafficCounts & TrafficSource)[];
  /** Every day of the range, those without a visit included. */
  daily: (TrafficCounts & { day: string })[];
}

/** Visitors with a lead ÷ visitors, as a percentage with one decimal ("7.0%"); "—" without visitors. */
export function conversionRate({ visitors, leads }: Pick<TrafficCounts, "visitors" | "leads">) {
  if (visitors === 0) return "—";
  return `${((leads / visitors) * 100).toFixed(1)}%`;
}

/** A source as the owner reads it: "linkedin / social / spring", a host, or "Direct". */
export function sourceLabel(source: TrafficSource): string {
  if (source.utmSource) {
    return [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(" / ");
  }
  return source.referrerHost || "Direct";
}
