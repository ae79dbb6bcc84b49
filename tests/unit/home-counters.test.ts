import { describe, expect, it } from "vitest";

import {
  COUNTER_FINAL_TICK,
  COUNTER_STEPS,
  COUNTER_STEP_MS,
  COUNTER_STOP_AFTER_MS,
  REDUCED_MOTION_COUNTER_MS,
  counterTickAt,
  counterTicksPerStep,
  counterValueAt,
  formatCompactCount,
  formatCompactUsd,
  formatCounter,
} from "~/lib/counters";

describe("counter schedule", () => {
  it("counts in about 100 steps of 50 ms and stops after 3 s", () => {
    expect(COUNTER_STEP_MS).toBe(50);
    expect(COUNTER_STEPS).toBe(100);
    expect(COUNTER_STOP_AFTER_MS).toBe(3000);
    expect(COUNTER_FINAL_TICK).toBe(60);
  });

  it("starts at zero, rises steadily and lands exactly on the target at 3 s", () => {
    for (const target of [2_400_000, 150, 42, 96]) {
      expect(counterValueAt(target, 0)).toBe(0);
      let previous = 0;
      for (let tick = 1; tick <= COUNTER_FINAL_TICK; tick += 1) {
        const value = counterValueAt(target, tick);
        expect(value).toBeGreaterThanOrEqual(previous);
        expect(value).toBeLessThanOrEqual(target);
        previous = value;
      }
      expect(counterValueAt(target, COUNTER_FINAL_TICK)).toBe(target);
      expect(counterValueAt(target, COUNTER_FINAL_TICK + 40)).toBe(target);
    }
  });

  it("is well under way after one second and close to the target before the stop", () => {
    expect(counterValueAt(150, 20)).toBeGreaterThan(75);
    expect(counterValueAt(150, COUNTER_FINAL_TICK - 1)).toBeGreaterThan(140);
  });
});

describe("counter time", () => {
  it("reads the step from the time gone by: the final one at 3 s, however few frames came", () => {
    expect(counterTickAt(0, false)).toBe(0);
    expect(counterTickAt(49, false)).toBe(0);
    expect(counterTickAt(500, false)).toBe(10);
    expect(counterTickAt(COUNTER_STOP_AFTER_MS - 1, false)).toBe(COUNTER_FINAL_TICK - 1);
    expect(counterTickAt(COUNTER_STOP_AFTER_MS, false)).toBe(COUNTER_FINAL_TICK);
    expect(counterTickAt(60_000, false)).toBe(COUNTER_FINAL_TICK);
  });

  it("reaches the final step after the short moment under reduced motion", () => {
    expect(counterTickAt(REDUCED_MOTION_COUNTER_MS - 1, true)).toBeLessThan(COUNTER_FINAL_TICK);
    expect(counterTickAt(REDUCED_MOTION_COUNTER_MS, true)).toBe(COUNTER_FINAL_TICK);
  });
});

describe("counters under reduced motion", () => {
  it("still count, on the same curve, in a short moment instead of 3 s", () => {
    expect(counterTicksPerStep(false)).toBe(1);
    const perStep = counterTicksPerStep(true);
    expect(perStep).toBeGreaterThan(1);
    const steps = COUNTER_FINAL_TICK / perStep;
    expect(Number.isInteger(steps)).toBe(true);
    expect(steps * COUNTER_STEP_MS).toBe(REDUCED_MOTION_COUNTER_MS);
    expect(REDUCED_MOTION_COUNTER_MS).toBeLessThanOrEqual(500);
    // More than one visible step between zero and the target.
    expect(steps).toBeGreaterThan(2);
    expect(counterValueAt(150, perStep)).toBeGreaterThan(0);
    expect(counterValueAt(150, perStep)).toBeLessThan(150);
  });
});

describe("counter formatting", () => {
  it("shows revenue generated like $2.4M", () => {
    expect(formatCompactUsd(2_400_000)).toBe("$2.4M");
    expect(formatCounter(2_400_000, "compact-usd")).toBe("$2.4M");
    expect(formatCompactUsd(1_000_000)).toBe("$1M");
    expect(formatCompactUsd(999_600)).toBe("$1M");
    expect(formatCompactUsd(825_600)).toBe("$826K");
    expect(formatCompactUsd(1_000)).toBe("$1K");
    expect(formatCompactUsd(640)).toBe("$640");
    expect(formatCompactUsd(0)).toBe("$0");
  });

  it("shows counts and percentages", () => {
    expect(formatCounter(150, "number")).toBe("150");
    expect(formatCounter(42, "percent")).toBe("42%");
    expect(formatCounter(96, "percent")).toBe("96%");
    expect(formatCompactCount(2_400)).toBe("2.4k");
    expect(formatCompactCount(2_000_000)).toBe("2M");
  });
});
