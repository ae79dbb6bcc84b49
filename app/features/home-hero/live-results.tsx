import { useEffect, useRef, useState } from "react";

import { usePrefersReducedMotion } from "~/components/ui/use-client-state";
import { counters, staticTiles } from "~/content/home-hero";
import { COUNTER_FINAL_TICK, counterTickAt, counterValueAt, formatCounter } from "~/lib/counters";

/** Heights of the decorative trend bars, in percent. */
const TREND = [34, 42, 38, 55, 49, 63, 58, 72, 69, 84, 80, 96];

/**
 * Four counters that count up once they are on screen (briefly under reduced motion), plus two
 * static tiles. The prerendered HTML shows the final values.
 */
export function LiveResults({
  animate,
}: {
  /** False on the server: show the final values. */
  animate: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [tick, setTick] = useState(0);
  // Said on the element, so that one can tell a counter yet to start from one that started.
  const [started, setStarted] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!animate || !element) return;
    let frame: number | undefined;
    const start = () => {
      setStarted(true);
      const startedAt = performance.now();
      // Each frame shows the step the time gone by has reached, however far apart frames come.
      const draw = (now: number) => {
        const reached = counterTickAt(now - startedAt, reducedMotion);
        setTick(reached);
        if (reached < COUNTER_FINAL_TICK) frame = requestAnimationFrame(draw);
      };
      frame = requestAnimationFrame(draw);
    };
    const stop = () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
    if (typeof IntersectionObserver === "undefined") {
      start();
      return stop;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [animate, reducedMotion]);

  return (
    <div ref={ref} data-counting={started || undefined} className="space-y-3">
      <dl className="grid grid-cols-2 gap-3">
        {counters.map((counter) => {
          const value = animate ? counterValueAt(counter.target, tick) : counter.target;
          return (
            <div
              key={counter.id}
              data-counter={counter.id}
              className="rounded-xl border border-border bg-muted/40 p-4"
            >
              <dt className="text-xs font-medium text-muted-foreground">{counter.label}</dt>
              <dd className="mt-1 bg-gradient-to-r from-purple-300 to-cyan-300 bg-clip-text text-2xl font-extrabold text-transparent tabular-nums sm:text-3xl">
                {formatCounter(value, counter.format)}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="grid grid-cols-[1fr_auto_auto] items-stretch gap-3">
        <div
          aria-hidden
          className="flex h-20 items-end gap-1 rounded-xl border border-border bg-muted/40 px-3 py-3"
        >
          {TREND.map((height, index) => (
            <span
              key={index}
              className="flex-1 rounded-sm bg-gradient-to-t from-purple-600 to-cyan-400"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        {staticTiles.map((tile) => (
          <div
            key={tile.id}
            data-tile={tile.id}
            className="flex min-w-20 flex-col justify-center rounded-xl border border-border bg-muted/40 px-3 text-center"
          >
            <span className="text-xl font-bold text-text-cyan">{tile.value}</span>
            <span className="text-xs text-muted-foreground">{tile.label}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
