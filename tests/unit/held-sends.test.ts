// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import interactionDirective from "~/lib/interaction-directive";

/** The island's code, on its way until `arrive()`. */
function islandCode() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return async () => {};
  });
  return { load, arrive: () => arrive() };
}

/** Every observed element is in view at once. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const rect = { top: 0, bottom: 10 } as DOMRectReadOnly;
    this.callback(
      [{ target, isIntersecting: true, boundingClientRect: rect } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

/** An island holding a form with its submit button. */
function islandWithForm() {
  const island = document.createElement("astro-island");
  island.innerHTML = `<form><input name="firstName" value="Ada" /><button type="submit">Send</button></form>`;
  document.body.append(island);
  const form = island.querySelector("form")!;
  const button = island.querySelector("button")!;
  return { island, form, button };
}

/** Lets the island's code arrive and every promise waiting on it settle. */
async function settle() {
  for (let step = 0; step < 5; step += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", InViewObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("a send pressed twice while the form's code loads (client:interaction)", () => {
  it("is sent once, when the form is live", async () => {
    const { island, form, button } = islandWithForm();
    const code = islandCode();
    interactionDirective(code.load, { name: "interaction", value: "" }, island);
    window.dispatchEvent(new Event("pointermove"));
    expect(code.load).toHaveBeenCalledOnce();

    // The sends that go ahead: a held one is stopped on its way (its default prevented).
    const sends: Event[] = [];
    form.addEventListener("submit", (event) => {
      if (!event.defaultPrevented) sends.push(event);
      event.preventDefault();
    });
    button.click();
    button.click();
    expect(sends).toEqual([]);
    expect(button.hasAttribute("data-held")).toBe(true);

    code.arrive();
    await settle();
    expect(sends).toHaveLength(1);
    expect(button.hasAttribute("data-held")).toBe(false);
  });
});
