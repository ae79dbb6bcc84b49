/**
 * Deferred loading for heavy widgets far down a page: their code loads only when the visitor
 * heads there. Both helpers resolve at once on the server and where IntersectionObserver is
 * missing, so that prerendering renders the real widget.
 */

/** Resolves once the element with this id comes within `margin` of the viewport. */
export function whenNear(id: string, margin = "800px"): Promise<void> {
  if (typeof window === "undefined" || typeof IntersectionObserver === "undefined") {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observe = (attempt: number) => {
      const element = document.getElementById(id);
      if (!element) {
        // After a client-side navigation the section may not be in the DOM yet.
        if (attempt >= 20) resolve();
        else window.setTimeout(() => observe(attempt + 1), 50);
        return;
      }
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
    };
    observe(0);
  });
}

/** Resolves when the browser is idle after the page has loaded. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const schedule = () => {
      if (typeof window.requestIdleCallback === "function") {
        window.requestIdleCallback(() => resolve());
      } else {
        window.setTimeout(resolve, 1000);
      }
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
  });
}

/**
 * Like `whenNear`, or once the browser is idle after loading the page, whichever is first: the
 * widget stays off the critical path yet is ready when the visitor gets there.
 */
export function whenNearOrIdle(id: string, margin = "1000px"): Promise<void> {
  if (typeof window === "undefined" || typeof IntersectionObserver === "undefined") {
    return Promise.resolve();
  }
  return Promise.race([whenNear(id, margin), whenIdle()]);
}
