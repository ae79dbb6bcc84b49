import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";

import { prefetchedPaths } from "~/content/navigation";
import { idleLoadsDone } from "~/lib/idle-loads";

/**
 * Fetches the most visited pages' code once the visitor starts using the page, the page's own
 * code is in (see `loadAtIdle`) and the browser is idle, so it never competes with the first
 * paint or with what they are looking at.
 */
export function ActivityPrefetch() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleHandle = 0;
    let mounted = true;
    // This page's own code first: other pages' code waits until it is all in.
    void idleLoadsDone().then(() => {
      if (mounted) idleHandle = requestIdleCallback(() => setReady(true), { timeout: 2000 });
    });
    return () => {
      mounted = false;
      cancelIdleCallback(idleHandle);
    };
  }, []);
  if (!ready) return null;
  return prefetchedPaths.map((path) => <PrefetchPageLinks key={path} page={path} />);
}
