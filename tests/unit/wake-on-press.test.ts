// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { wakeOnPress } from "~/lib/wake-on-press";

/** How long the island's code takes to arrive and hydrate. */
const WAKE_MS = 1000;

/** An island of prerendered HTML; `wake` resolves (or fails) `WAKE_MS` after it is called. */
function island(html: string, { fails = false } = {}) {
  const element = document.createElement("astro-island");
  element.innerHTML = html;
  document.body.append(element);
  const wake = vi.fn(
    () =>
      new Promise<void>((resolve, reject) =>
        setTimeout(() => (fails ? reject(new Error("no code")) : resolve()), WAKE_MS),
      ),
  );
  const start = wakeOnPress(element, wake);
  return { element, wake, start };
}

/** What a tap sends: the pointer down, then the click; returns whether the click went ahead. */
function tap(target: Element) {
  target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0 }));
  return target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));

/** Counts the clicks that reach `target`'s own handlers, as the island's code would see them. */
function clicksOn(target: Element) {
  const clicks = vi.fn();
  target.addEventListener("click", clicks);
  return clicks;
}

const awake = () => vi.advanceTimersByTimeAsync(WAKE_MS);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("wakeOnPress", () => {
  it.each([
    [
      "a pointer going down",
      (target: Element) => target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })),
    ],
    [
      "focus",
      (target: Element) => target.dispatchEvent(new FocusEvent("focusin", { bubbles: true })),
    ],
    ["a key", (target: Element) => press(target, "Tab")],
  ])("wakes the island at %s in it, once", (_kind, act) => {
    const { element, wake } = island(`<button>Gold</button>`);
    expect(wake).not.toHaveBeenCalled();
    act(element.querySelector("button")!);
    act(element.querySelector("button")!);
    expect(wake).toHaveBeenCalledOnce();
  });

  it("does not wake for what happens elsewhere on the page", () => {
    const { wake } = island(`<button>Gold</button>`);
    const outside = document.createElement("button");
    document.body.append(outside);
    tap(outside);
    outside.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
  });

  it("holds a tap made before the island is live and answers it once when it is", async () => {
    const { element } = island(`<button role="tab">Gold <svg><path /></svg></button>`);
    const tab = element.querySelector("button")!;
    const clicks = clicksOn(tab);
    // Tapped on its icon: the control around it shows the press.
    expect(tap(element.querySelector("path")!)).toBe(false);
    expect(clicks).not.toHaveBeenCalled();
    expect(tab.hasAttribute("data-held")).toBe(true);

    await awake();
    expect(clicks).toHaveBeenCalledOnce();
    expect(tab.hasAttribute("data-held")).toBe(false);

    // Live, the island is on its own: a tap goes straight through, once.
    expect(tap(tab)).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it("replays a held tap as the pointer's press too, for widgets that act on it", async () => {
    const { element } = island(`<div role="slider" tabindex="0"></div>`);
    const slider = element.querySelector("div")!;
    const downs = vi.fn();
    slider.addEventListener("pointerdown", downs);
    tap(slider);
    // The visitor's own press reached the slider before its code did: nothing listened.
    expect(downs).toHaveBeenCalledOnce();
    await awake();
    expect(downs).toHaveBeenCalledTimes(2);
  });

  it("answers only the latest of two taps made before the island is live", async () => {
    const { element } = island(`<button>3</button><button>5</button>`);
    const [third, fifth] = element.querySelectorAll("button");
    const clicksOnThird = clicksOn(third!);
    const clicksOnFifth = clicksOn(fifth!);
    tap(third!);
    tap(fifth!);
    expect(third!.hasAttribute("data-held")).toBe(false);
    expect(fifth!.hasAttribute("data-held")).toBe(true);
    await awake();
    expect(clicksOnThird).not.toHaveBeenCalled();
    expect(clicksOnFifth).toHaveBeenCalledOnce();
  });

  it("answers once a tap whose pointer went down while the island woke and whose click came after", async () => {
    const { element } = island(`<button>Apply</button>`);
    const button = element.querySelector("button")!;
    const clicks = clicksOn(button);
    button.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0 }));
    await awake();
    expect(clicks).not.toHaveBeenCalled();
    // The click of that press arrives once the island is live: its press went unheard, so the
    // whole tap is replayed, once.
    expect(button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(
      false,
    );
    expect(clicks).toHaveBeenCalledOnce();
    expect(tap(button)).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it.each(["Enter", " "])("holds a press of %j on a control and answers it once", async (key) => {
    const { element } = island(`<button>Enterprise</button>`);
    const button = element.querySelector("button")!;
    const clicks = clicksOn(button);
    const keys = vi.fn();
    button.addEventListener("keydown", keys);
    expect(press(button, key)).toBe(false);
    expect(keys).not.toHaveBeenCalled();
    expect(button.hasAttribute("data-held")).toBe(true);
    await awake();
    // The key again for the island's handlers; nobody handled it, so the button is clicked.
    expect(keys).toHaveBeenCalledOnce();
    expect(clicks).toHaveBeenCalledOnce();
    expect(button.hasAttribute("data-held")).toBe(false);
  });

  it("never holds what works without the island's code: typing, a label, a question", async () => {
    const { element } = island(
      `<label for="name">Name</label><input id="name" /><details><summary>Why?</summary></details>`,
    );
    const field = element.querySelector("input")!;
    expect(press(field, " ")).toBe(true);
    expect(press(field, "Enter")).toBe(true);
    expect(tap(element.querySelector("label")!)).toBe(true);
    expect(tap(element.querySelector("summary")!)).toBe(true);
    expect(element.querySelector("[data-held]")).toBeNull();
    const clicks = clicksOn(field);
    await awake();
    expect(clicks).not.toHaveBeenCalled();
  });

  it("lets the browser refuse the send of a form whose fields fail its own checks", () => {
    const { element } = island(`<form><input name="email" required /><button>Send</button></form>`);
    // Where the browser's own check would stop it (jsdom posts nothing).
    element.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
    expect(tap(element.querySelector("button")!)).toBe(true);
    expect(element.querySelector("[data-held]")).toBeNull();
  });

  it("holds the send of a form its code checks, flags a field at once, and sends it once", async () => {
    const { element } = island(
      `<form novalidate><input name="email" type="email" required /><button>Send</button></form>`,
    );
    const form = element.querySelector("form")!;
    const button = element.querySelector("button")!;
    const invalid = vi.fn();
    element.querySelector("input")!.addEventListener("invalid", invalid);
    const sends = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", sends);
    tap(button);
    expect(invalid).toHaveBeenCalledOnce();
    expect(sends).not.toHaveBeenCalled();
    expect(button.hasAttribute("data-held")).toBe(true);
    await awake();
    expect(sends).toHaveBeenCalledOnce();
  });

  it("holds a form sent from a field (Enter) until the island is live, and sends it once", async () => {
    const { element } = island(
      `<form><input name="name" value="Ada" /><button>Send</button></form>`,
    );
    const form = element.querySelector("form")!;
    const sends = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", (event) => {
      if (!event.defaultPrevented) sends(event);
    });
    const submitter = element.querySelector("button")!;
    // Enter in the field, twice while the code is on its way: a double press.
    press(element.querySelector("input")!, "Enter");
    form.requestSubmit(submitter);
    form.requestSubmit(submitter);
    expect(sends).not.toHaveBeenCalled();
    expect(submitter.hasAttribute("data-held")).toBe(true);
    await awake();
    expect(sends).toHaveBeenCalledOnce();
    expect(submitter.hasAttribute("data-held")).toBe(false);
  });

  it("answers a held tap with the prerendered HTML when the island's code fails", async () => {
    const { element, start } = island(`<a href="#demo">Schedule a Demo</a>`, { fails: true });
    const link = element.querySelector("a")!;
    const clicks = clicksOn(link);
    tap(link);
    const failed = expect(start()).rejects.toThrow("no code");
    await awake();
    await failed;
    expect(clicks).toHaveBeenCalledOnce();
    // Not live, but no longer holding either: the page's own HTML answers from now on.
    expect(tap(link)).toBe(true);
  });

  it("wakes once whatever calls it: its own presses or the directive's triggers", async () => {
    const { element, wake, start } = island(`<button>Gold</button>`);
    void start();
    tap(element.querySelector("button")!);
    void start();
    await awake();
    expect(wake).toHaveBeenCalledOnce();
  });
});
