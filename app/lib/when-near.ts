/**
 * When deferred parts of a page load their code. Everything resolves at once on the server and
 * where IntersectionObserver is missing, so that prerendering renders the real content.
 */

/**
 * How far ahead of the viewport a part starts loading: enough to be live by the time it is on
 * screen, little enough that a visitor who stays on the first screen does not download it.
 */
export const NEAR_MARGIN_PX = 200;

/**
 * Resolves once the element with this id comes within `NEAR_MARGIN_PX` of the viewport, or at
 * once when there is no such element yet (a page rendered by client-side navigation). Never
 * resolves once `signal` aborts.
 */
export function whenNear(id: string, signal?: AbortSignal): Promise<void> {
  if (typeof window === "undefined" || typeof IntersectionObserver === "undefined") {
    return Promise.resolve();
  }
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    signal?.addEventListener("abort", () => observer.disconnect());
  });
}
