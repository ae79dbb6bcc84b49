import type { ClientDirective } from "astro";

import { wakeOnPress } from "./wake-on-press";

/** How far ahead of the screen an island starts waking: a screen's height above and below. */
export const AHEAD = "100% 0px";

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
 * `client:near`: the island wakes as it comes within a screen of view, when the visitor jumps to
 * its section, or at once when they press, focus or type in it; a press made before it is live
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
  const wake = wakeOnPress(element, async () => {
    observer.disconnect();
    document.removeEventListener("focusin", onFocusElsewhere, true);
    const hydrate = await load();
    await hydrate();
  });
  document.addEventListener("focusin", onFocusElsewhere, { capture: true, passive: true });
  // The island's element is `display: contents`: its children are what takes up the screen.
  for (const child of element.children) observer.observe(child);
};

export default nearDirective;
