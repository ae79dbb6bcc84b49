/**
 * When deferred parts of a page load their code. Everything resolves at once on the server and
 * where IntersectionObserver is missing, so that prerendering renders the real content.
 */

/**
 * Resolves once the element with this id comes within `margin` of the viewport, or at once when
 * there is no such element yet (a page rendered by client-side navigation).
 */
export function whenNear(id: string, margin = "800px"): Promise<void> {
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
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
  });
}
