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
 * Resolves once the element with this id comes within `margin` of the viewport, or once the
 * browser is idle after loading the page, whichever is first: a heavy widget further down the
 * page stays off the critical path yet is ready when the visitor gets there. Resolves at once
 * on the server and where IntersectionObserver is missing.
 */
export function whenNearOrIdle(id: string, margin = "1000px"): Promise<void> {
  if (typeof window === "undefined" || typeof IntersectionObserver === "undefined") {
    return Promise.resolve();
  }
  const near = new Promise<void>((resolve) => {
    const observe = (attempt: number) => {
      const element = document.getElementById(id);
      if (!element) {
        // After a client-side navigation the section is not in the DOM yet; look again shortly.
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
  return Promise.race([near, whenIdle()]);
}
