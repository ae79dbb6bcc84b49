// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SMOOTH_SCROLL_MS, smoothScrollToId } from "~/lib/scroll";

describe("smoothScrollToId", () => {
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  const positions: number[] = [];

  beforeEach(() => {
    now = 0;
    frames = [];
    positions.length = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    vi.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
      positions.push(y);
    }) as typeof window.scrollTo);
    document.body.innerHTML = '<section id="pricing">Pricing</section>';
    // Its place in the layout; a transform (a section still fading in) must not count.
    const pricing = document.getElementById("pricing")!;
    pricing.style.transform = "translateY(24px)";
    vi.spyOn(pricing, "offsetTop", "get").mockReturnValue(1000);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function runFrames(until: number) {
    while (frames.length > 0) {
      now = Math.min(until, now + 16);
      const callback = frames.shift()!;
      callback(now);
    }
  }

  it("lasts 500 ms and ends on the target, focused", () => {
    expect(SMOOTH_SCROLL_MS).toBe(500);
    expect(smoothScrollToId("pricing")).toBe(true);
    runFrames(SMOOTH_SCROLL_MS);
    expect(now).toBe(SMOOTH_SCROLL_MS);
    expect(positions.length).toBeGreaterThan(20);
    expect(positions.at(-1)).toBe(1000);
    expect(positions[0]).toBeLessThan(1000);
    expect(document.activeElement?.id).toBe("pricing");
  });

  it("accepts a leading # and jumps at once under reduced motion", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    expect(smoothScrollToId("#pricing")).toBe(true);
    expect(positions).toEqual([1000]);
    expect(frames).toHaveLength(0);
  });

  it("silently does nothing when the target is missing", () => {
    expect(smoothScrollToId("nowhere")).toBe(false);
    expect(positions).toEqual([]);
    expect(frames).toHaveLength(0);
  });
});
