import type { ClientDirective } from "astro";

/** What the visitor does on a page before using a widget: point, touch, scroll or type. */
const INTERACTIONS = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "scroll"];
const LISTENING = { capture: true, passive: true } as const;

/**
 * `client:interaction`: the island hydrates once it is in view and the visitor has acted on the
 * page. For a form on the first screen of a wide page: a visitor who only reads downloads none
 * of its code, and one who moves the pointer towards it finds it live. Below the first screen it
 * is `client:near`, reaching it being an action. Until it is live the form posts natively
 * (decision 005), and what was typed into it is kept.
 */
const interactionDirective: ClientDirective = (load, _options, element) => {
  let acted = false;
  let inView = false;

  // Each trigger fires once (the observer stops at the first sight of the island, the listeners
  // at the first action), so the later of the two hydrates it.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    inView = true;
    observer.disconnect();
    void hydrateWhenReady();
  });
  const onInteraction = () => {
    acted = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, LISTENING);
    void hydrateWhenReady();
  };

  async function hydrateWhenReady() {
    if (!acted || !inView) return;
    const hydrate = await load();
    await hydrate();
  }

  // The island's element is `display: contents`: its children are what takes up the screen.
  for (const child of element.children) observer.observe(child);
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, LISTENING);
};

export default interactionDirective;
