import type { ClientDirective } from "astro";

/** How far ahead of the screen an island starts loading: a screen's height above and below. */
const AHEAD = "100% 0px";

/**
 * Whether the visitor has moved down the page. Until then only islands on the screen load:
 * one a screen below waits for a first scroll, so a reader who stays on the first screen
 * downloads nothing for it.
 */
const movedOnPage = () => window.scrollY !== 0;

const onScreen = (rect: DOMRectReadOnly) => rect.bottom > 0 && rect.top < window.innerHeight;

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

/** What the visitor does to an island that wakes it at once, wherever it is. */
const WAKING = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * What does its job without the island's code: typing into a field, opening a `<details>`. Taps
 * and keys on them are never held, so that nothing acts twice.
 */
const NATIVE = "input, textarea, select, label, summary, [contenteditable]";

/**
 * Whether `target` is the submit button of a form the browser checks, with a field still wrong:
 * the browser answers that tap itself (it flags the field and sends nothing), so it is not held.
 */
const refusedByBrowser = (target: Element) => {
  const button = target.closest("button");
  const form = button?.form;
  return Boolean(
    button?.type === "submit" &&
    form &&
    !form.noValidate &&
    !button.formNoValidate &&
    form.matches(":invalid"),
  );
};

/**
 * A send held while the form's code loads is answered at once where HTML can: the browser flags
 * the first field that fails its own checks (required, e-mail), and the form's messages follow
 * once it is live and the send is replayed. Checking again then is harmless, unlike acting twice.
 */
const flagWrongField = (target: Element) => {
  const button = target.closest("button");
  if (button?.type === "submit" && !button.formNoValidate) button.form?.reportValidity();
};

/** The keys that press a control. */
const PRESSING_KEYS = new Set(["Enter", " "]);

/** The controls a press may be on; the one pressed shows the press. */
const CONTROL =
  "button, a[href], [role='button'], [role='tab'], [role='radio'], [role='checkbox'], [role='switch'], [role='option'], [role='slider'], [tabindex]";

/**
 * A press made before the island was live, answered once it is: `target` is what it landed on
 * (replayed there), `control` the control that shows it as pressed.
 */
type HeldPress =
  | { kind: "pointer"; target: Element; control: Element; init: PointerEventInit }
  | { kind: "key"; target: Element; control: Element; init: KeyboardEventInit };

/** Presses a control again as the visitor did, for the handlers that are now attached. */
function replay(press: HeldPress) {
  const { target } = press;
  if (!target.isConnected) return;
  if (press.kind === "pointer") {
    // Some widgets act as the pointer goes down (tabs, sliders), others on the click.
    const init = { ...press.init, bubbles: true, cancelable: true, composed: true, view: window };
    target.dispatchEvent(new PointerEvent("pointerdown", init));
    target.dispatchEvent(new MouseEvent("mousedown", init));
    target.dispatchEvent(new PointerEvent("pointerup", init));
    target.dispatchEvent(new MouseEvent("mouseup", init));
    // Dispatched rather than `click()`: the tap may have landed on an icon, and an SVG element
    // has no `click()`; a dispatched click still activates the button or link around it.
    target.dispatchEvent(new MouseEvent("click", { ...init, detail: 1 }));
    return;
  }
  const init = { ...press.init, bubbles: true, cancelable: true, composed: true, view: window };
  const handled = !target.dispatchEvent(new KeyboardEvent("keydown", init));
  target.dispatchEvent(new KeyboardEvent("keyup", init));
  // A button or a link pressed from the keyboard is clicked, which a replayed key does not do.
  if (!handled && target.matches("button, a[href], [role='button'], [role='tab'], [role='link']")) {
    (target as HTMLElement).click();
  }
}

/**
 * `client:near`: the island hydrates as it comes within a screen of view (once the visitor has
 * moved down the page; before, as it comes into view), or at once when the visitor jumps to its
 * section, points at it, touches it, focuses it or presses a key in it. A tap or a pressing key on
 * one of its controls before it is live is held, the control marked as pressed
 * (`data-held`), and answered once when it is: a visitor who taps the moment a widget appears
 * (after a jump to an anchor or a fling) gets what the tap asks for. Fields, `<details>` and the
 * submit button of a form the browser refuses to send do their job natively and are never held
 * (see docs/decisions/004-page-weight.md).
 */
const nearDirective: ClientDirective = (load, _options, element) => {
  let live = false;
  let waking: Promise<void> | undefined;
  let held: HeldPress | undefined;
  /** The control a pointer went down on before the island was live (its click comes later). */
  let pressedEarly: Element | undefined;

  /** The island's parts within a screen of view. */
  const near = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) near.add(entry.target);
        else near.delete(entry.target);
      }
      const due = entries.some(
        (entry) => entry.isIntersecting && (movedOnPage() || onScreen(entry.boundingClientRect)),
      );
      if (due) wake();
    },
    { rootMargin: AHEAD },
  );
  const onScroll = () => {
    if (near.size > 0 && movedOnPage()) wake();
  };
  const onFocusElsewhere = (event: FocusEvent) => {
    if (jumpedTo(event.target, element)) wake();
  };

  const hold = (press: HeldPress) => {
    held?.control.removeAttribute("data-held");
    held = press;
    press.control.setAttribute("data-held", "");
  };
  /** The control a press on `target` is for, within the island. */
  const controlOf = (target: Element) => {
    const found = target.closest(CONTROL);
    return found && element.contains(found) ? found : target;
  };

  const control = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (
      !target ||
      !element.contains(target) ||
      target.closest(NATIVE) ||
      refusedByBrowser(target)
    ) {
      return null;
    }
    return target;
  };

  const onPointerDown = (event: PointerEvent) => {
    if (live || event.button !== 0) return;
    pressedEarly = control(event) ?? undefined;
  };

  const onClick = (event: MouseEvent) => {
    const target = control(event);
    // A click whose press came while the island was waking is held as well: the press is what
    // some widgets act on, and it went unheard.
    if (!target || (live && pressedEarly !== target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressedEarly = undefined;
    if (!live) flagWrongField(target);
    const { clientX, clientY, screenX, screenY } = event;
    // Replayed as the mouse's press (pointer 1, always active): the finger that tapped is gone,
    // and a slider captures the pointer that pressed it.
    hold({
      kind: "pointer",
      target,
      control: controlOf(target),
      init: {
        clientX,
        clientY,
        screenX,
        screenY,
        button: 0,
        isPrimary: true,
        pointerType: "mouse",
        pointerId: 1,
      },
    });
    if (live) {
      release();
      stopHolding();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (live || !PRESSING_KEYS.has(event.key) || event.repeat) return;
    const target = control(event);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    flagWrongField(target);
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    hold({
      kind: "key",
      target,
      control: controlOf(target),
      init: { key, code, shiftKey, ctrlKey, altKey, metaKey },
    });
  };

  const release = () => {
    const press = held;
    held = undefined;
    if (!press) return;
    press.control.removeAttribute("data-held");
    replay(press);
  };

  function wake() {
    waking ??= (async () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("focusin", onFocusElsewhere, true);
      for (const type of WAKING) element.removeEventListener(type, wake, true);
      const hydrate = await load();
      await hydrate();
      live = true;
      element.removeEventListener("keydown", onKeyDown, true);
      release();
      // A press that started while waking still gets its click held and answered; then the
      // island is on its own.
      if (!pressedEarly) stopHolding();
    })();
  }

  function stopHolding() {
    element.removeEventListener("pointerdown", onPointerDown, true);
    element.removeEventListener("click", onClick, true);
  }

  // Waking first: holding a key stops its event.
  for (const type of WAKING) element.addEventListener(type, wake, { capture: true, passive: true });
  element.addEventListener("pointerdown", onPointerDown, true);
  element.addEventListener("click", onClick, true);
  element.addEventListener("keydown", onKeyDown, true);
  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("focusin", onFocusElsewhere, { capture: true, passive: true });
  // The island's element is `display: contents`: its children are what takes up the screen.
  for (const child of element.children) observer.observe(child);
};

export default nearDirective;
