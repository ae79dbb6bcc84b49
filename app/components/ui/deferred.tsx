import {
  type ComponentType,
  type ReactNode,
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";

import { whenNear } from "~/lib/when-near";

/**
 * How many deferred parts on screen are not live yet, on `<html data-deferred-pending>`, so
 * that a script (the end-to-end tests, the scroll to a #hash after a navigation) can tell when
 * every part of a page is in place. Each part's wrapper also gets `data-live` once it is.
 */
let pending = 0;
function countPending(change: number) {
  pending += change;
  document.documentElement.dataset.deferredPending = String(pending);
}

const CLICKABLE =
  "a[href], button, input, select, textarea, label, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], [role=option], [role=menuitem]";

function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * A part of a page whose code stays out of the page's first download. It is prerendered with
 * the page, so it shows at once (and reads without JavaScript); in the browser its code loads,
 * and the prerendered HTML comes alive, when the visitor nears the element with id `nearId`.
 * After a client-side navigation it loads at once.
 *
 * A click that lands before the part is live is held back (no stray native form submission
 * or full page load), its code is fetched at once, and the click is replayed once it is live.
 *
 * Give it stable props: React can only keep prerendered HTML that nothing has changed yet. If
 * it does have to drop it early, the fallback shows and the code is fetched at once.
 * Each call makes one chunk, so call it at module level with a dynamic `import()`.
 */
export function deferred<P extends object>(
  nearId: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loadNow = () => {};
  const released = new Promise<void>((resolve) => (loadNow = resolve));
  let live = false;
  /** Instances on screen, each counted in `pending` until the part is live. */
  let waiting = 0;
  /** Their wrappers, marked `data-live` when the part goes live. */
  const wrappers = new Set<HTMLElement>();
  const heldClicks = new Set<HTMLElement>();
  const goLive = () => {
    if (live) return;
    live = true;
    countPending(-waiting);
    waiting = 0;
    for (const element of wrappers) element.dataset.live = "";
    for (const target of heldClicks) if (target.isConnected) target.click();
    heldClicks.clear();
  };

  const Lazy = lazy(async () => {
    await Promise.race([whenNear(nearId), released]);
    const Component = await load();
    function Loaded(props: P) {
      return (
        <>
          <Component {...props} />
          <OnMount run={goLive} />
        </>
      );
    }
    return { default: Loaded };
  });

  function Deferred(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      if (live) {
        element.dataset.live = "";
        return;
      }
      wrappers.add(element);
      waiting += 1;
      countPending(1);
      const holdClick = (event: MouseEvent) => {
        if (live || !(event.target instanceof Element) || !element.contains(event.target)) return;
        // The control itself, not the icon or text inside it, takes the replayed click.
        const target = event.target.closest(CLICKABLE) ?? event.target;
        if (!(target instanceof HTMLElement)) return;
        event.preventDefault();
        event.stopPropagation();
        heldClicks.add(target);
        loadNow();
      };
      // Someone tabbing or clicking into the part is about to use it: fetch its code now.
      const loadOnFocus = (event: FocusEvent) => {
        if (!live && event.target instanceof Node && element.contains(event.target)) loadNow();
      };
      // On the window, ahead of React's own listener, which stops a click on a part that is not
      // live yet but does not prevent its default action.
      window.addEventListener("click", holdClick, true);
      window.addEventListener("focusin", loadOnFocus, true);
      return () => {
        window.removeEventListener("click", holdClick, true);
        window.removeEventListener("focusin", loadOnFocus, true);
        // Gone before it was live (the visitor left the page): it no longer holds the page up.
        wrappers.delete(element);
        if (!live) {
          waiting -= 1;
          countPending(-1);
        }
      };
    }, []);

    // `display: contents`: the wrapper adds no box, so layout is as if it were not there.
    return (
      <div ref={wrapper} data-deferred={nearId} className="contents">
        {/* Its own boundary: the rest of the page hydrates without waiting for this part. */}
        <Suspense
          fallback={
            <>
              {fallback}
              <OnMount run={loadNow} />
            </>
          }
        >
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
