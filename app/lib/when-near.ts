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
 * The boxes that stand for `element` on screen: the element itself, or, for a wrapper that
 * generates no box (`display: contents`), the boxes of its children.
 */
function boxesOf(element: Element): Element[] {
  if (getComputedStyle(element).display !== "contents") return [element];
  return [...element.children].flatMap(boxesOf);
}

/**
 * Resolves once the element with this id, or any box of `part` (the content of the part that
 * waits, wherever the visitor happens to be: below the element, after a jump to a #hash or a
 * restored scroll position), comes within `NEAR_MARGIN_PX` of the viewport. Resolves at once
 * when there is no element with this id yet (a page rendered by client-side navigation). Never
 * resolves once `signal` aborts.
 */
export function whenNear(id: string, signal?: AbortSignal, part?: Element): Promise<void> {
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
    for (const box of new Set([element, ...(part ? boxesOf(part) : [])])) observer.observe(box);
    signal?.addEventListener("abort", () => observer.disconnect());
  });
}
