/** What the visitor does in an island that wakes it at once. */
const WAKING = ["pointerdown", "focusin", "keydown"] as const;

/**
 * What does its job without the island's code: typing into a field, opening a `<details>`. Presses
 * on them are never held, so that nothing acts twice.
 */
const NATIVE = "input, textarea, select, label, summary, [contenteditable]";

/** The keys that press a control. */
const PRESSING_KEYS = new Set(["Enter", " "]);

/** The controls a press may be on; the one pressed shows the press. */
const CONTROL =
  "button, a[href], [role='button'], [role='tab'], [role='radio'], [role='checkbox'], [role='switch'], [role='option'], [role='slider'], [tabindex]";

/** The submit button pressed, if `target` is one and the browser checks its form's fields. */
function checkedSubmit(target: Element) {
  const button = target.closest("button");
  return button?.type === "submit" && button.form && !button.formNoValidate ? button : null;
}

/**
 * A send of a form whose fields are wrong by HTML's own checks (required, e-mail): the browser
 * answers it itself (it flags the field and sends nothing), so it is not held.
 */
const refusedByBrowser = (target: Element) => {
  const form = checkedSubmit(target)?.form;
  return Boolean(form && !form.noValidate && form.matches(":invalid"));
};

/**
 * A press made before the island was live, answered once it is: `target` is what it landed on,
 * `control` the control that shows it as pressed.
 */
type HeldPress =
  | { kind: "pointer"; target: Element; control: Element; init: PointerEventInit }
  | { kind: "key"; target: Element; control: Element; init: KeyboardEventInit }
  | { kind: "submit"; target: HTMLFormElement; control: Element; submitter: HTMLElement | null };

/** Presses again what the visitor pressed, for the handlers that are now attached. */
function replay(press: HeldPress) {
  const { target } = press;
  if (!target.isConnected) return;
  if (press.kind === "submit") {
    const { submitter } = press;
    // Pressed again rather than `requestSubmit()` alone: the submit button's own handlers run.
    if (submitter?.isConnected) submitter.click();
    else press.target.requestSubmit();
    return;
  }
  const init = { ...press.init, bubbles: true, cancelable: true, composed: true };
  if (press.kind === "pointer") {
    // Some widgets act as the pointer goes down (tabs, sliders), others on the click.
    target.dispatchEvent(new PointerEvent("pointerdown", init));
    target.dispatchEvent(new MouseEvent("mousedown", init));
    target.dispatchEvent(new PointerEvent("pointerup", init));
    target.dispatchEvent(new MouseEvent("mouseup", init));
    // Dispatched rather than `click()`: the tap may have landed on an icon, and an SVG element
    // has no `click()`; a dispatched click still activates the button or link around it.
    target.dispatchEvent(new MouseEvent("click", { ...init, detail: 1 }));
    return;
  }
  const handled = !target.dispatchEvent(new KeyboardEvent("keydown", init));
  target.dispatchEvent(new KeyboardEvent("keyup", init));
  // A button or a link pressed from the keyboard is clicked, which a dispatched key does not do.
  if (!handled && target.matches("button, a[href], [role='button'], [role='tab'], [role='link']")) {
    (target as HTMLElement).click();
  }
}

/**
 * Makes `island` wake (`wake()`: load and hydrate it) at the visitor's first pointer down, focus
 * or key in it, and answers a press made before it is live exactly once when it is: a tap or a
 * pressing key on one of its controls, or a form sent from a field. The press shows at once
 * (`data-held` on its control); only the latest is kept, and a press whose pointer went down
 * before the island was live but whose click came after is answered too. Fields, labels,
 * `<details>` and the send of a form the browser refuses do their job natively and are never
 * held. If `wake` fails the press is answered by the prerendered HTML (a link is followed, a
 * form posts). Returns `wake`, for the directive's other triggers; it runs once.
 */
export function wakeOnPress(island: HTMLElement, wake: () => Promise<void>): () => Promise<void> {
  let live = false;
  let waking: Promise<void> | undefined;
  let held: HeldPress | undefined;
  /** The control a pointer went down on before the island was live (its click comes later). */
  let pressedEarly: Element | undefined;

  /** The element pressed, when a press on it is one to hold. */
  const pressed = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !island.contains(target) || target.closest(NATIVE) || refusedByBrowser(target)) {
      return null;
    }
    return target;
  };
  const controlOf = (target: Element) => {
    const found = target.closest(CONTROL);
    return found && island.contains(found) ? found : target;
  };
  /** Stops the press on its way and keeps it, in place of any press kept before. */
  const hold = (event: Event, press: HeldPress) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held?.control.removeAttribute("data-held");
    held = press;
    press.control.setAttribute("data-held", "");
  };
  /**
   * A send held is answered at once where HTML can: the browser flags the first field that
   * fails its own checks; the form's messages follow once it is live and the send is replayed.
   */
  const flagWrongField = (target: Element) => checkedSubmit(target)?.form?.reportValidity();
  const release = () => {
    const press = held;
    held = undefined;
    if (!press) return;
    press.control.removeAttribute("data-held");
    replay(press);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (!live && event.button === 0) pressedEarly = pressed(event) ?? undefined;
  };
  const onClick = (event: MouseEvent) => {
    const target = pressed(event);
    // A click whose pointer went down while the island woke is held as well: the press is what
    // some widgets act on, and it went unheard.
    if (!target || (live && pressedEarly !== target)) return;
    pressedEarly = undefined;
    const { clientX, clientY, screenX, screenY } = event;
    // Replayed as the mouse's press (pointer 1): the finger that tapped is gone, and a slider
    // captures the pointer that pressed it.
    hold(event, {
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
    if (live) finish();
    else flagWrongField(target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (live || !PRESSING_KEYS.has(event.key) || event.repeat) return;
    const target = pressed(event);
    if (!target) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    hold(event, {
      kind: "key",
      target,
      control: controlOf(target),
      init: { key, code, shiftKey, ctrlKey, altKey, metaKey },
    });
    flagWrongField(target);
  };
  // Enter in a field sends its form; sent again (a double press), it is still sent once.
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (live || !(form instanceof HTMLFormElement)) return;
    const { submitter } = event;
    hold(event, { kind: "submit", target: form, control: submitter ?? form, submitter });
    if (!submitter?.hasAttribute("formnovalidate")) form.reportValidity();
  };

  const start = () => {
    waking ??= (async () => {
      for (const type of WAKING) island.removeEventListener(type, start, true);
      try {
        await wake();
      } finally {
        live = true;
        island.removeEventListener("keydown", onKeyDown, true);
        island.removeEventListener("submit", onSubmit, true);
        // A press whose pointer went down while waking still has its click held and answered.
        if (pressedEarly) release();
        else finish();
      }
    })();
    return waking;
  };
  function finish() {
    island.removeEventListener("pointerdown", onPointerDown, true);
    island.removeEventListener("click", onClick, true);
    release();
  }

  // Waking first: holding a key stops its event.
  for (const type of WAKING) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener("pointerdown", onPointerDown, true);
  island.addEventListener("click", onClick, true);
  island.addEventListener("keydown", onKeyDown, true);
  island.addEventListener("submit", onSubmit, true);
  return start;
}
