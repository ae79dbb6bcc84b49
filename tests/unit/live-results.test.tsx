// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { counters, staticTiles } from "~/content/home-hero";
import { LiveResults } from "~/features/home-hero/live-results";
import { COUNTER_STOP_AFTER_MS, REDUCED_MOTION_COUNTER_MS, formatCounter } from "~/lib/counters";

/** The browser's frames, drawn by hand: a busy machine that draws one every `gap` ms. */
function sparseFrames() {
  let now = 0;
  let waiting: FrameRequestCallback[] = [];
  vi.spyOn(performance, "now").mockImplementation(() => now);
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    waiting.push(callback);
    return waiting.length;
  });
  vi.stubGlobal("cancelAnimationFrame", () => {
    waiting = [];
  });
  return {
    /** Lets `ms` go by, then draws one frame. */
    drawAfter(ms: number) {
      now += ms;
      const due = waiting;
      waiting = [];
      act(() => due.forEach((callback) => callback(now)));
    },
    pending: () => waiting.length,
  };
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener() {},
    removeEventListener() {},
  }));
}

const shown = (container: HTMLElement) =>
  counters.map(
    (counter) => container.querySelector(`[data-counter="${counter.id}"] dd`)?.textContent,
  );
const targets = counters.map((counter) => formatCounter(counter.target, counter.format));

describe("LiveResults", () => {
  beforeEach(() => reduceMotion(false));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lands on the targets at 3 s of wall-clock time with one frame every 500 ms", () => {
    const frames = sparseFrames();
    const { container } = render(<LiveResults animate />);
    for (let elapsed = 500; elapsed < COUNTER_STOP_AFTER_MS; elapsed += 500) {
      frames.drawAfter(500);
      expect(shown(container)).not.toEqual(targets);
    }
    frames.drawAfter(500);
    expect(shown(container)).toEqual(targets);
    // Done: no further frame is asked for.
    expect(frames.pending()).toBe(0);
  });

  it("shows $0 until it is reported on screen, then counts; the static tiles hold still", () => {
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const frames = sparseFrames();
    const { container } = render(<LiveResults animate />);
    const counting = () => container.querySelector("[data-counting]");
    const zeros = counters.map((counter) => formatCounter(0, counter.format));
    frames.drawAfter(500);
    expect(shown(container)).toEqual(zeros);
    expect(counting()).toBeNull();
    expect(frames.pending()).toBe(0);

    act(() =>
      report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(counting()).not.toBeNull();
    frames.drawAfter(500);
    expect(shown(container)).not.toEqual(zeros);
    expect(shown(container)).not.toEqual(targets);
    frames.drawAfter(COUNTER_STOP_AFTER_MS - 500);
    expect(shown(container)).toEqual(targets);
    for (const tile of staticTiles) {
      expect(container.querySelector(`[data-tile="${tile.id}"]`)).toHaveTextContent(tile.value);
    }
  });

  it("lands on the targets after the short moment under reduced motion", () => {
    reduceMotion(true);
    const frames = sparseFrames();
    const { container } = render(<LiveResults animate />);
    frames.drawAfter(REDUCED_MOTION_COUNTER_MS / 2);
    expect(shown(container)).not.toEqual(targets);
    expect(shown(container)).not.toEqual(
      counters.map((counter) => formatCounter(0, counter.format)),
    );
    frames.drawAfter(REDUCED_MOTION_COUNTER_MS / 2);
    expect(shown(container)).toEqual(targets);
  });
});
