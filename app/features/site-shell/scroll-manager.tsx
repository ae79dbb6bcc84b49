import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { smoothScrollToId } from "~/lib/scroll";

/**
 * A new path starts at the top; a link with a #hash glides to its target over 500 ms
 * (silently nothing when the target is missing).
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const firstRender = previousPath.current === null;
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash) {
      // On first load the page may still be laying out; pages that need it scroll themselves later.
      if (!firstRender) smoothScrollToId(hash.slice(1));
      return;
    }
    if (pathChanged && !firstRender) window.scrollTo(0, 0);
  }, [pathname, hash, key]);

  return null;
}
