import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";

import { prefetchedPaths } from "~/content/navigation";

/**
 * Fetches the most visited pages' code once the current page is loaded and the browser is
 * idle, so it never competes with what the visitor is looking at.
 */
export function IdlePrefetch() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const schedule = () => {
      if ("requestIdleCallback" in window) requestIdleCallback(() => setIdle(true));
      else setTimeout(() => setIdle(true), 1000);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => window.removeEventListener("load", schedule);
  }, []);
  if (!idle) return null;
  return prefetchedPaths.map((path) => <PrefetchPageLinks key={path} page={path} />);
}
