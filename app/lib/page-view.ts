/**
 * The page-view beacon (decision 021): what each public page load tells the server, with no
 * cookie, no web storage and no request to anyone else. The server counts it (server/analytics).
 */

export const PAGE_VIEW_ENDPOINT = "/api/views";

export const UTM_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/** The ad networks' click ids a landing address may carry. */
export const CLICK_ID_PARAMS = ["gclid", "msclkid", "fbclid"] as const;

/** The beacon's field for the referrer's host name. */
export const REFERRER_FIELD = "referrer";

/** The host name of a referrer address; "" for none, or one that is not an address. */
function referrerHost(referrer: string): string {
  try {
    return new URL(referrer).hostname;
  } catch {
    return "";
  }
}

type PageAddress = Pick<Location, "pathname" | "search" | "hostname">;

/**
 * What the beacon sends of a page load: its path, the campaign parameters of its address, and
 * the host of the page that linked to it when that is another site (moves between the site's
 * own pages are not where a visitor came from).
 */
export function pageViewFields(location: PageAddress, referrer: string): URLSearchParams {
  const fields = new URLSearchParams({ path: location.pathname });
  const query = new URLSearchParams(location.search);
  for (const name of [...UTM_PARAMS, ...CLICK_ID_PARAMS]) {
    const value = query.get(name);
    if (value) fields.set(name, value);
  }
  const host = referrerHost(referrer);
  if (host && host !== location.hostname) fields.set(REFERRER_FIELD, host);
  return fields;
}

/**
 * Sends this page load's view, once the page is shown: a page the browser prerenders is counted
 * only if the visitor goes to it (a prefetched one runs no script).
 */
export function sendPageView() {
  const send = () =>
    navigator.sendBeacon(PAGE_VIEW_ENDPOINT, pageViewFields(window.location, document.referrer));
  // Speculation rules' prerendering: not yet in TypeScript's DOM types.
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", send, { once: true });
  } else {
    send();
  }
}
