import {
  type ComponentType,
  type ReactNode,
  Suspense,
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

import { loadAtIdle } from "~/lib/idle-loads";
import { type ValueStore, valueStore } from "~/lib/value-store";
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

const INTENT_EVENTS = ["focusin", "pointerover", "pointerdown"] as const;
/** Keys that move within a composite widget (tabs, a slider): held like clicks, then replayed. */
const NAVIGATION_KEYS = new Set([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);
const COMPOSITE_ITEM =
  "[role=tab], [role=slider], [role=radio], [role=option], [role=menuitem], [role=gridcell], [role=treeitem]";

function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * A part of a page whose code stays out of the page's first download. It is prerendered with
 * the page, so it shows at once (and reads without JavaScript). In the browser its code loads
 * while the page is idle once the visitor is active, with the page's other parts in page order
 * (`loadAtIdle`), so that it is there before the visitor is; the prerendered HTML comes alive
 * (loading the code then, if it is not there yet) when the visitor nears the element with id
 * `near` (a fixed id, or one derived from the props) or any of the part's own content, which is
 * on screen at once for a visitor who lands in the middle of it (a #hash, a restored scroll
 * position), or points at, taps or tabs into the part. After a client-side navigation it loads at once.
 *
 * A click that lands before the part is live (its code still on its way: a slow network, a
 * visitor quicker than the idle loads) is held back (no stray native form submission or full
 * page load), its code is fetched at once, and the click is replayed once it is live,
 * unless the visitor has typed in the part since. Arrow, Home and End keys on a tab, slider or
 * similar item are held and replayed the same way.
 * Text typed into prerendered fields before then stays: React keeps it when it hydrates them.
 *
 * Each call makes one chunk, so call it at module level with a dynamic `import()`.
 */
export function deferred<P extends object>(
  near: string | ((props: P) => string),
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  // Its code, fetched once: at idle in page order (see `loadAtIdle`), or as the part is needed.
  let code: Promise<ComponentType<P>> | undefined;
  const loadCode = () => (code ??= load());
  loadAtIdle(
    loadCode,
    () =>
      [...wrappers].find((element) => element.isConnected) ??
      (typeof near === "string" ? document.querySelector(`[data-deferred="${near}"]`) : null),
  );
  let loadNow = () => {};
  const released = new Promise<void>((resolve) => (loadNow = resolve));
  let live = false;
  /** Its code could not be loaded: the prerendered HTML stays as it is and works natively. */
  let broken = false;
  /** Instances on screen, each counted in `pending` until the part is live. */
  let waiting = 0;
  /** Their wrappers, marked `data-live` when the part goes live. */
  const wrappers = new Set<HTMLElement>();
  /** What the visitor did before the part was live, replayed in order once it is. */
  let held: (() => void)[] = [];
  const goLive = () => {
    if (live) return;
    live = true;
    countPending(-waiting);
    waiting = 0;
    for (const element of wrappers) element.dataset.live = "";
    const replays = held;
    held = [];
    for (const replay of replays) replay();
  };

  /**
   * The code did not arrive (a blocked file, a dropped connection): the part keeps its
   * prerendered HTML, and what the visitor did is done the browser's own way, so a held click
   * on a submit button posts the form and a held click on a link follows it.
   */
  const giveUp = () => {
    broken = true;
    countPending(-waiting);
    waiting = 0;
    const replays = held;
    held = [];
    for (const replay of replays) replay();
  };

  const Lazy = lazy(async () => {
    // Prerendering renders every part in full.
    if (!import.meta.env.SSR) await released;
    const Component = await loadCode().catch(() => {
      giveUp();
      // Never settles: React keeps the server's HTML in place instead of showing an error.
      return new Promise<never>(() => {});
    });
    function Loaded({ source }: { source: ValueStore<P> }) {
      const props = useSyncExternalStore(source.subscribe, source.get, source.get);
      return (
        <>
          <Component {...props} />
          <OnMount run={goLive} />
        </>
      );
    }
    return { default: Loaded };
  });

  function DeferredPart(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // While the part's HTML waits for its code, React keeps it only if nothing re-renders the
    // boundary: so the part reads the latest props from this one unchanging store, not from
    // props. A change of props before the part is live must leave its HTML as prerendered
    // (values a form applies itself, callbacks); React renders the part afresh if it does not.
    const [source] = useState(() => valueStore(props));
    const [nearId] = useState(() => (typeof near === "string" ? near : near(props)));
    // Created once: a parent's re-render leaves the boundary, and its waiting HTML, untouched.
    const [content] = useState(() => (
      // Its own boundary: the rest of the page hydrates without waiting for this part.
      <Suspense
        fallback={
          <>
            {fallback}
            <OnMount run={loadNow} />
          </>
        }
      >
        <Lazy source={source} />
      </Suspense>
    ));
    useLayoutEffect(() => source.set(props));

    useLayoutEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      if (live) {
        element.dataset.live = "";
        return;
      }
      if (broken) return;
      wrappers.add(element);
      waiting += 1;
      countPending(1);
      const stopWatching = new AbortController();
      void whenNear(nearId, stopWatching.signal, element).then(loadNow);
      const inside = (event: Event) =>
        !live && !broken && event.target instanceof Node && element.contains(event.target);
      const holdClick = (event: MouseEvent) => {
        if (!inside(event) || !(event.target instanceof Element)) return;
        // The control itself, not the icon or text inside it, takes the replayed click.
        const target = event.target.closest(CLICKABLE) ?? event.target;
        if (!(target instanceof HTMLElement)) return;
        event.preventDefault();
        event.stopPropagation();
        // Only the latest click counts: an earlier one was overtaken by the visitor's next move.
        held = [() => target.isConnected && target.click()];
        loadNow();
      };
      const holdKey = (event: KeyboardEvent) => {
        if (!inside(event) || !(event.target instanceof HTMLElement)) return;
        const target = event.target;
        if (NAVIGATION_KEYS.has(event.key) && target.matches(COMPOSITE_ITEM)) {
          event.preventDefault();
          event.stopPropagation();
          const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
          const init = {
            key,
            code,
            shiftKey,
            ctrlKey,
            altKey,
            metaKey,
            bubbles: true,
            cancelable: true,
          };
          held.push(
            () => target.isConnected && target.dispatchEvent(new KeyboardEvent("keydown", init)),
          );
          loadNow();
        } else {
          // Typing or moving on after a held click: the visitor has moved on, e.g. filled in the
          // fields an empty submit would have flagged, so nothing held is replayed.
          held = [];
        }
      };
      const forgetHeld = (event: Event) => {
        if (inside(event)) held = [];
      };
      // Someone pointing, tabbing or tapping into the part is about to use it: fetch it now.
      const loadOnIntent = (event: Event) => {
        if (inside(event)) loadNow();
      };
      // On the window, ahead of React's own listener, which stops a click on a part that is not
      // live yet but does not prevent its default action.
      window.addEventListener("click", holdClick, true);
      for (const type of INTENT_EVENTS) window.addEventListener(type, loadOnIntent, true);
      window.addEventListener("keydown", holdKey, true);
      window.addEventListener("input", forgetHeld, true);
      return () => {
        stopWatching.abort();
        window.removeEventListener("click", holdClick, true);
        for (const type of INTENT_EVENTS) window.removeEventListener(type, loadOnIntent, true);
        window.removeEventListener("keydown", holdKey, true);
        window.removeEventListener("input", forgetHeld, true);
        // Gone before it was live (the visitor left the page): it no longer holds the page up.
        wrappers.delete(element);
        if (!live && !broken) {
          waiting -= 1;
          countPending(-1);
        }
      };
    }, [nearId]);

    // `display: contents`: the wrapper adds no box, so layout is as if it were not there.
    return (
      <div ref={wrapper} data-deferred={nearId} className="contents">
        {content}
      </div>
    );
  }
  return DeferredPart;
}
