export const SMOOTH_SCROLL_MS = 500;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** The element's distance from the top of the page, in layout: transforms do not count. */
function layoutTop(element: HTMLElement): number {
  let top = 0;
  for (
    let node: HTMLElement | null = element;
    node;
    node = node.offsetParent as HTMLElement | null
  ) {
    top += node.offsetTop;
  }
  return top;
}

/**
 * Scroll position that puts the element just below the fixed header (its scroll-margin-top).
 * Measured from layout, not from the rendered box, so that a section still sliding in as it
 * fades in is reached where it will come to rest.
 */
function targetTop(element: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return Math.max(0, layoutTop(element) - margin);
}

let activeAnimation = 0;

/**
 * Scrolls to the element with the given id over `duration` ms (instantly under reduced motion).
 * Keyboard focus moves to it at once, so a Tab pressed during the glide continues from the
 * target. A missing target is silently ignored. Returns whether the target existed.
 */
export function smoothScrollToId(id: string, duration = SMOOTH_SCROLL_MS): boolean {
  const element = document.getElementById(decodeURIComponent(id.replace(/^#/, "")));
  if (!element) return false;
  const end = targetTop(element);
  focusWithoutScroll(element);
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, end);
    return true;
  }
  const start = window.scrollY;
  const startedAt = performance.now();
  const animation = ++activeAnimation;
  const step = (now: number) => {
    if (animation !== activeAnimation) return;
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, start + (end - start) * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  return true;
}

/** Moves keyboard focus to a scroll target so that the next Tab continues from there. */
function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute("tabindex") && !element.matches("a,button,input,select,textarea")) {
    element.setAttribute("tabindex", "-1");
  }
  element.focus({ preventScroll: true });
}
