import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";

import { prefetchedPaths } from "~/content/navigation";

const ACTIVITY_EVENTS = ["pointermove", "pointerdown", "keydown", "scroll", "touchstart"] as const;

/**
 * Fetches the most visited pages' code once the visitor starts using the page (and the browser
 * is idle), so it never competes with the first paint or with what they are looking at.
 */
export function ActivityPrefetch() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleHandle = 0;
    const start = () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, start);
      idleHandle = requestIdleCallback(() => setReady(true), { timeout: 2000 });
    };
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, start, { once: true, passive: true });
    }
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, start);
      cancelIdleCallback(idleHandle);
    };
  }, []);
  if (!ready) return null;
  return prefetchedPaths.map((path) => <PrefetchPageLinks key={path} page={path} />);
}
