import { prefetchedPaths } from "~/content/navigation";

/** Whether a link to `to` (a path, with any query or #hash) fetches its page ahead of the click. */
export function isPrefetched(to: string): boolean {
  return prefetchedPaths.includes(to.replace(/[?#].*$/, ""));
}

/** What marks such a link (`SiteLink` sets it). */
export const PREFETCHED_LINK = "a[data-prefetch]";

/**
 * The page's speculation rules: the browser fetches the page of a marked link as the pointer
 * rests on it (200 ms) or presses it, never as the page loads, and uses that answer for the
 * click. The browser leaves them out with data saver or battery saver on and for another site's
 * pages; a browser without speculation rules fetches the page on the click, as for any link.
 */
export const prefetchRules = JSON.stringify({
  prefetch: [
    { source: "document", where: { selector_matches: PREFETCHED_LINK }, eagerness: "moderate" },
  ],
});
