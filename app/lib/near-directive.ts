import type { ClientDirective } from "astro";

import { wakeOnPress } from "./wake-on-press";

/** How far ahead of the screen an island starts waking: a screen's height above and below. */
export const AHEAD = "100% 0px";

/**
 * What a visitor does on a page before anything else. Until one of them no island loads: a page
 * that is only looked at costs its HTML and the page script, whatever its first screen holds.
 */
const ACTIVITY = [
  "scroll",
  "wheel",
  "pointerover",
  "pointermove",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
] as const;

let visitorActive: Promise<void> | undefined;

/**
 * Resolves at the visitor's first activity on the page, shared by every island. A page that
 * opens already moved (at an anchor, or at a restored scroll position) counts as one.
 */
function firstActivity(): Promise<void> {
  visitorActive ??= new Promise((resolve) => {
    if (window.scrollY !== 0 || location.hash !== "") return resolve();
    const done = () => {
      for (const type of ACTIVITY) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ACTIVITY)
      window.addEventListener(type, done, { capture: true, passive: true });
  });
  return visitorActive;
}

/**
 * Whether focus moved to a part of the page holding the island: a jump to its section (every
 * in-page link and call to action glides there and focuses it), which wakes it as the glide
 * starts. The skip link's jump to the whole content does not count.
 */
const jumpedTo = (target: EventTarget | null, island: Element) =>
  target instanceof Element &&
  target !== island &&
  target.contains(island) &&
  !target.matches("main, body");

/**
 * `client:near`: once the visitor does anything on the page (`firstActivity`), the island wakes
 * as it comes within a screen of view; it wakes at once when the visitor jumps to its section, or
 * presses, focuses or types in it; a press made before it is live
 * is answered once when it is (`wakeOnPress`). See docs/decisions/019-waking-islands.md.
 */
const nearDirective: ClientDirective = (load, _options, element) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void wake();
    },
    { rootMargin: AHEAD },
  );
  const onFocusElsewhere = (event: FocusEvent) => {
    if (jumpedTo(event.target, element)) void wake();
  };
  let woken = false;
  const wake = wakeOnPress(element, async () => {
    woken = true;
    observer.disconnect();
    document.removeEventListener("focusin", onFocusElsewhere, true);
    const hydrate = await load();
    await hydrate();
  });
  document.addEventListener("focusin", onFocusElsewhere, { capture: true, passive: true });
  void firstActivity().then(() => {
    if (woken) return;
    // The island's element is `display: contents`: its children are what takes up the screen.
    for (const child of element.children) observer.observe(child);
  });
};

export default nearDirective;
