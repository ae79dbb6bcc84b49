import { type Attribution, TOUCH_PARAMS, type Touch } from "~/lib/attribution";
import { CLICK_ID_PARAMS } from "~/lib/page-view";

import type { AnalyticsVisitsTable } from "../db/schema";
import { reportedView } from "../analytics/routes";

/** A lead's attribution from the visit of the day it was sent (see ../analytics/page-views.ts). */
export function visitAttribution(visit: AnalyticsVisitsTable): Attribution {
  const touch: Touch = { landingPage: visit.entry_page, at: visit.started_at };
  if (visit.referrer_host) touch.referrer = visit.referrer_host;
  for (const name of TOUCH_PARAMS) {
    const value = visit[name as keyof AnalyticsVisitsTable];
    if (typeof value === "string" && value) touch[name] = value;
  }
  const [clickId, ...value] = visit.click_id.split("=");
  if (CLICK_ID_PARAMS.some((name) => name === clickId)) {
    touch[clickId as (typeof CLICK_ID_PARAMS)[number]] = value.join("=");
  }
  return { lastTouch: touch };
}

/**
 * A lead's attribution when its sender made no counted view today (the browser posted the form
 * itself, without script): the page it was sent from and that page's campaign parameters, from
 * the post's Referer, as the beacon would have read them. Null when there is none, or it is
 * another site's.
 */
export function addressAttribution(
  referer: string | undefined,
  site: string,
  at: Date,
): Attribution | null {
  const url = URL.parse(referer ?? "");
  if (!url || url.hostname !== site) return null;
  const view = reportedView({ path: url.pathname, ...Object.fromEntries(url.searchParams) });
  if (!view) return null;
  return visitAttribution({
    ...view,
    entry_page: view.path,
    day: "",
    visitor: "",
    started_at: at.toISOString(),
    page_views: 1,
    lead_id: null,
  });
}

/**
 * One line per touch for people: campaign fields, referrer, landing page and time (as stored,
 * or as `formatTime` writes it).
 */
export function describeTouch(
  touch: Touch | undefined,
  formatTime: (at: string) => string = (at) => at,
): string {
  if (!touch) return "—";
  const params = TOUCH_PARAMS.filter((name) => touch[name]).map((name) => `${name}=${touch[name]}`);
  return [
    ...params,
    touch.referrer ? `referrer ${touch.referrer}` : "no referrer",
    `landed on ${touch.landingPage}`,
    formatTime(touch.at),
  ].join(" · ");
}
