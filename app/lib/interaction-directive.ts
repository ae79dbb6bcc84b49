import type { ClientDirective } from "astro";

/** What the visitor does on a page before using a widget: point, touch, scroll or type. */
const INTERACTIONS = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "scroll"];
const LISTENING = { capture: true, passive: true } as const;

/**
 * `client:interaction`: the island hydrates once it is in view and the visitor has acted on the
 * page. For a form on the first screen of a wide page: a visitor who only reads downloads none
 * of its code, and one who moves the pointer towards it finds it live. Below the first screen it
 * is `client:near`, reaching it being an action. Until its code starts loading the form posts
 * natively (decision 005); once it has, a submit waits for it. What was typed is kept.
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

  let live = false;
  let waking: Promise<void> | undefined;

  async function hydrateWhenReady() {
    if (!acted || !inView) return;
    waking ??= (async () => {
      const hydrate = await load();
      await hydrate();
      live = true;
    })();
    await waking;
  }

  // A form sent while its code is on the way is sent again once the form is live, so that it
  // checks the fields on the page rather than on a page of its own; if the code fails to load,
  // the browser sends it as it would have. Sent again while that send waits (a double tap), it
  // is still sent once.
  let sendHeld = false;
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (live || !waking || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (sendHeld) return;
    sendHeld = true;
    const { submitter } = event;
    // Shown as pressed until then, as `client:near` shows a held tap, and a field that fails
    // the browser's own checks flagged at once; the form's messages follow once it is live.
    submitter?.setAttribute("data-held", "");
    if (!submitter?.hasAttribute("formnovalidate")) form.reportValidity();
    const send = (sent: () => void) => () => {
      submitter?.removeAttribute("data-held");
      sent();
    };
    waking.then(
      // Pressed again rather than `requestSubmit()`: React hydrates at once for a click, and its
      // submit handler then runs.
      send(() => (submitter?.isConnected ? submitter.click() : form.requestSubmit())),
      send(() => form.submit()),
    );
  };
  element.addEventListener("submit", onSubmit, true);

  // The island's element is `display: contents`: its children are what takes up the screen.
  for (const child of element.children) observer.observe(child);
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, LISTENING);
};

export default interactionDirective;
