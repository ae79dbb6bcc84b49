// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

/**
 * The page's own script (app/lib/page-shell.ts) fades in every section below the first screen
 * once, when it is first reached: those on the first screen, the one the address's #hash leads
 * to and sections inside another section never fade, and nothing does under reduced motion. Its
 * layout is given here (each section's top) and what the browser sees is an IntersectionObserver
 * stand-in; sections.spec.ts watches the fades on a real page.
 */

interface Observer {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  observed: Set<Element>;
}

let observers: Observer[];

class ObserverStandIn {
  private readonly record: Observer;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.record = { callback, options, observed: new Set() };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.add(element);
  }
  unobserve(element: Element) {
    this.record.observed.delete(element);
  }
  disconnect() {
    this.record.observed.clear();
  }
}

/** The sections' tops, in px from the top of the page; the screen is 768 px high in jsdom. */
const layout = { intro: 0, second: 500, services: 1200, testimonials: 2400, contact: 3600 };

async function loadPage({ reducedMotion = false, hash = "" } = {}) {
  document.body.innerHTML = `<main>${Object.keys(layout)
    .map((id) => `<section id="${id}"><h2 id="${id}-title">${id}</h2></section>`)
    .join("")}</main>`;
  document.querySelector("#services")!.append(document.createElement("section"));
  for (const [id, top] of Object.entries(layout)) {
    vi.spyOn(document.getElementById(id)!, "getBoundingClientRect").mockReturnValue({
      top,
      bottom: top + 400,
    } as DOMRect);
  }
  window.history.replaceState(null, "", `/${hash}`);
  vi.stubGlobal("IntersectionObserver", ObserverStandIn);
  // The page-view beacon the script sends, which jsdom lacks.
  Object.defineProperty(navigator, "sendBeacon", { value: vi.fn(), configurable: true });
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes("prefers-reduced-motion"),
      addEventListener() {},
      removeEventListener() {},
    })),
  );
  vi.resetModules();
  await import("~/lib/page-shell");
}

const fades = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLElement>("section[data-fade]")].map((section) => [
      section.id,
      section.dataset.fade,
    ]),
  );

/** The observer watching the sections for their fade. */
const sectionObserver = () =>
  observers.find((observer) =>
    [...observer.observed].some((element) => element.matches("section")),
  )!;

/** The browser telling the observer that `id` came into view. */
function reach(id: string) {
  const { callback, observed } = sectionObserver();
  const target = document.getElementById(id)!;
  expect(observed.has(target)).toBe(true);
  callback(
    [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );
}

beforeEach(() => {
  observers = [];
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("section fades", () => {
  test("sections below the first screen are hidden until reached, those on it never", async () => {
    await loadPage();
    expect(fades()).toEqual({ services: "hidden", testimonials: "hidden", contact: "hidden" });
    // The nested section fades with its own.
    expect(document.querySelectorAll("[data-fade]")).toHaveLength(3);
    // Shown a little before it is fully on screen: 10 % above the screen's bottom edge.
    expect(sectionObserver().options?.rootMargin).toBe("0px 0px -10% 0px");
  });

  test("a section reached fades in once, even when the visitor jumps to it at once", async () => {
    await loadPage();
    reach("contact");
    expect(fades()).toEqual({ services: "hidden", testimonials: "hidden", contact: "visible" });
    // No longer watched: leaving and coming back does not hide it again.
    expect(sectionObserver().observed.has(document.getElementById("contact")!)).toBe(false);
    reach("services");
    expect(fades()).toMatchObject({ services: "visible", contact: "visible" });
  });

  test("the section the address's #hash leads to is never hidden", async () => {
    await loadPage({ hash: "#testimonials-title" });
    expect(fades()).toEqual({ services: "hidden", contact: "hidden" });
  });

  test("nothing fades under reduced motion", async () => {
    await loadPage({ reducedMotion: true });
    expect(fades()).toEqual({});
  });
});
