import { vi } from "vitest";

/**
 * jsdom has no IntersectionObserver or ResizeObserver: these observe nothing and never call
 * back, for widgets that only watch whether they are on screen or what size they are. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubInertObservers() {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
