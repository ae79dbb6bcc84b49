/**
 * The hero demo's live counters: they count up from zero in steps of 50 ms on a 100-step
 * ease-out curve and stop after 3 s, landing exactly on their targets. Under reduced motion they
 * run the same curve in a short moment. The step shown is read from the time gone by, not from
 * the frames drawn, so that a busy machine drawing few frames still stops at 3 s.
 */

export const COUNTER_STEP_MS = 50;
export const COUNTER_STEPS = 100;
export const COUNTER_STOP_AFTER_MS = 3000;
/** The last tick: the counters show their targets from here on. */
export const COUNTER_FINAL_TICK = COUNTER_STOP_AFTER_MS / COUNTER_STEP_MS;
/** How long the count lasts for visitors who prefer less motion: shorter, not skipped. */
export const REDUCED_MOTION_COUNTER_MS = 300;

/** Ticks the counters move on each 50 ms step: one, or several under reduced motion. */
export function counterTicksPerStep(reducedMotion: boolean): number {
  return reducedMotion ? COUNTER_STOP_AFTER_MS / REDUCED_MOTION_COUNTER_MS : 1;
}

/** The tick the counters are at `elapsedMs` after they started: whole 50 ms steps gone by. */
export function counterTickAt(elapsedMs: number, reducedMotion: boolean): number {
  const steps = Math.floor(Math.max(0, elapsedMs) / COUNTER_STEP_MS);
  return Math.min(COUNTER_FINAL_TICK, steps * counterTicksPerStep(reducedMotion));
}

export type CounterFormat = "compact-usd" | "number" | "percent";

/** Ease-out: fast at first, settling gently, so the stop at 3 s is imperceptible. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 4;
}

/** The value a counter shows at a given tick (one tick every 50 ms from the start). */
export function counterValueAt(target: number, tick: number): number {
  if (tick <= 0) return 0;
  if (tick >= COUNTER_FINAL_TICK) return target;
  const value = target * easeOut(Math.min(1, tick / COUNTER_STEPS));
  return Math.min(target, Math.round(value));
}

function trimmed(value: number): string {
  return value.toFixed(1).replace(/\.0$/, "");
}

/** Dollars in short form: 2,400,000 → "$2.4M", 350,000 → "$350K", 900 → "$900". */
export function formatCompactUsd(amount: number): string {
  // From 999,500 up, rounding to thousands would read "$1000K".
  if (amount >= 999_500) return `$${trimmed(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `$${Math.round(amount / 1_000)}K`;
  return `$${Math.round(amount)}`;
}

/** A count in short form: 2,400 → "2.4k", 150 → "150". */
export function formatCompactCount(value: number): string {
  if (value >= 1_000_000) return `${trimmed(value / 1_000_000)}M`;
  if (value >= 1_000) return `${trimmed(value / 1_000)}k`;
  return String(Math.round(value));
}

export function formatCounter(value: number, format: CounterFormat): string {
  switch (format) {
    case "compact-usd":
      return formatCompactUsd(value);
    case "percent":
      return `${Math.round(value)}%`;
    default:
      return formatCompactCount(value);
  }
}
