import { prefetchedPaths } from "~/content/navigation";

/**
 * How a link to `to` (a path, with any query or #hash) is fetched ahead of the click: links to
 * the site's most visited pages as the pointer rests on them or they get keyboard focus, never
 * as the page loads; other links not at all. Astro's prefetch script reads the value and skips
 * it on a connection with data saver on or a 2G one, and for a page on another origin.
 */
export function prefetchStrategy(to: string): "hover" | undefined {
  return prefetchedPaths.includes(to.replace(/[?#].*$/, "")) ? "hover" : undefined;
}
