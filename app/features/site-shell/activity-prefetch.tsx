import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";

import { prefetchedPaths } from "~/content/navigation";
import { idleLoadsDone } from "~/lib/idle-loads";

const ACTIVITY_EVENTS = ["pointermove", "pointerdown", "keydown", "scroll", "touchstart"] as const;

/**
 * Fetches the most visited pages' code once the visitor starts using the page, the page's own
 * code is in (see `loadAtIdle`) and the browser is idle, so it never competes with the first
 * paint or with what they are looking at.
 */
export function ActivityPrefetch() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleHandle = 0;
    let active = true;
    const start = () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, start);
      // This page's own code first: other pages' code waits until it is all in.
      void idleLoadsDone().then(() => {
        if (active) idleHandle = requestIdleCallback(() => setReady(true), { timeout: 2000 });
      });
    };
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, start, { once: true, passive: true });
    }
    return () => {
      active = false;
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, start);
      cancelIdleCallback(idleHandle);
    };
  }, []);
  if (!ready) return null;
  return prefetchedPaths.map((path) => <PrefetchPageLinks key={path} page={path} />);
}
