// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The observers the directive made, to tell them what comes near. */
const observers: FakeObserver[] = [];

class FakeObserver {
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports each of the observed elements as within the margin, or not. */
  report(isIntersecting: boolean) {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/**
 * An island in a section of a freshly opened page, with the directive on it; its code arrives at
 * once. Each page has its own module, so that the visitor's first activity is its own.
 */
async function islandInSection() {
  vi.resetModules();
  const { default: nearDirective } = await import("~/lib/near-directive");
  document.body.innerHTML = `<main><section id="pricing"><h2>Pricing</h2><astro-island><div role="tablist"><button role="tab">Gold</button></div></astro-island></section></main>`;
  const island = document.querySelector("astro-island")! as HTMLElement;
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  nearDirective(load, { name: "near", value: "" }, island);
  return { island, load, hydrate, observer: observers.at(-1)! };
}

/** The visitor's first sign of life on the page: a scroll. */
async function scroll() {
  window.dispatchEvent(new Event("scroll"));
  await settle();
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  observers.length = 0;
  document.body.innerHTML = "";
});

describe("client:near", () => {
  it("loads nothing until the visitor does something on the page", async () => {
    const { load, observer } = await islandInSection();
    await settle();
    expect(observer.targets).toEqual([]);
    observer.report(true);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it("then watches the island's content a screen ahead of view", async () => {
    const { AHEAD } = await import("~/lib/near-directive");
    const { island, observer } = await islandInSection();
    await scroll();
    expect(AHEAD).toBe("100% 0px");
    expect(observer.options.rootMargin).toBe(AHEAD);
    // The island's element is `display: contents`: its children are what the screen shows.
    expect(observer.targets).toEqual([...island.children]);
  });

  it("a page opened at an anchor counts as moved", async () => {
    location.hash = "#pricing";
    try {
      const { island, observer } = await islandInSection();
      await settle();
      expect(observer.targets).toEqual([...island.children]);
    } finally {
      location.hash = "";
    }
  });

  it("wakes the island as it comes within a screen of view, once", async () => {
    const { load, hydrate, observer } = await islandInSection();
    window.dispatchEvent(new PointerEvent("pointermove"));
    await settle();
    observer.report(false);
    await settle();
    expect(load).not.toHaveBeenCalled();
    observer.report(true);
    observer.report(true);
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
    expect(observer.disconnected).toBe(true);
  });

  it("wakes the island when the visitor jumps to its section, not to the whole content", async () => {
    const { load } = await islandInSection();
    const main = document.querySelector("main")!;
    main.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    document.querySelector("section")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it("wakes the island at a press in it and answers the press once it is live", async () => {
    const { island, load } = await islandInSection();
    const tab = island.querySelector("button")!;
    const clicks = vi.fn();
    tab.addEventListener("click", clicks);
    tab.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0 }));
    tab.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(load).toHaveBeenCalledOnce();
    expect(clicks).not.toHaveBeenCalled();
    await settle();
    expect(clicks).toHaveBeenCalledOnce();
  });
});
