import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { smoothScrollToId } from "~/lib/scroll";

/** The id a click on this link should glide to, when it points into the current page. */
function samePageTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) {
    return null;
  }
  const url = new URL(anchor.href);
  const here = window.location;
  if (!url.hash || url.origin !== here.origin || url.pathname !== here.pathname) return null;
  return url.hash;
}

/**
 * Glides to the #hash target of a page just shown by the router once every deferred part of it
 * (see `deferred`) has its code: until then a target inside one of them is missing, or could
 * still move.
 */
function scrollWhenLaidOut(id: string): () => void {
  const root = document.documentElement;
  const laidOut = () => (root.dataset.deferredPending ?? "0") === "0";
  if (laidOut()) {
    smoothScrollToId(id);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!laidOut()) return;
    observer.disconnect();
    smoothScrollToId(id);
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-deferred-pending"] });
  return () => observer.disconnect();
}

/**
 * A new path starts at the top; a link with a #hash glides to its target over 500 ms
 * (silently nothing when the target is missing).
 *
 * Links within the page are handled here rather than by the router: the address bar takes the
 * hash, but the page is not re-rendered, so parts of it still waiting for their code (see
 * `deferred`) keep their prerendered content.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = samePageTarget(event);
      if (!target) return;
      event.preventDefault();
      window.history.replaceState(window.history.state, "", target);
      smoothScrollToId(target.slice(1));
    };
    // Capture phase: ahead of the router's own link handling.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    const firstRender = previousPath.current === null;
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash) {
      // On first load the page may still be laying out; pages that need it scroll themselves later.
      return firstRender ? undefined : scrollWhenLaidOut(hash.slice(1));
    }
    if (pathChanged && !firstRender) window.scrollTo(0, 0);
  }, [pathname, hash, key]);

  return null;
}
