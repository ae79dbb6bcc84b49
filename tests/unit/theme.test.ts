// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  THEME_STORAGE_KEY,
  THEME_SWITCHING_CLASS,
  THEME_TOGGLE,
  parseTheme,
  themeBootScript,
} from "~/lib/theme";

/** Runs the head's script on a page whose root says `dark`, as the prerendered HTML does. */
function boot() {
  document.documentElement.className = "dark";
  document.body.innerHTML = `<footer><button ${THEME_TOGGLE}><span>Switch to light theme</span></button></footer>`;
  // Each run adds its listener to the one document: a fresh controller removes it afterwards.
  const listeners = new AbortController();
  const addEventListener = document.addEventListener.bind(document);
  document.addEventListener = ((type: string, listener: EventListener) =>
    addEventListener(type, listener, { signal: listeners.signal })) as typeof addEventListener;
  try {
    new Function(themeBootScript)();
  } finally {
    document.addEventListener = addEventListener;
  }
  return { stop: () => listeners.abort(), toggle: document.querySelector("span")! };
}

let stop = () => {};
beforeEach(() => localStorage.clear());
afterEach(() => stop());

describe("theme", () => {
  it("defaults to dark when nothing or something unknown is saved", () => {
    expect(parseTheme(null)).toBe("dark");
    expect(parseTheme("purple")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
  });

  it("applies the theme saved under the key 'theme' before first paint", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
    localStorage.setItem("theme", "light");
    ({ stop } = boot());
    expect(document.documentElement.classList.contains("light")).toBe(true);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("keeps dark when nothing is saved", () => {
    ({ stop } = boot());
    expect(document.documentElement.className).toBe("dark");
  });

  it("switches and saves the theme at a tap on a switch, with no other script on the page", () => {
    const page = boot();
    ({ stop } = page);
    page.toggle.click();
    expect(document.documentElement.className).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
    page.toggle.click();
    expect(document.documentElement.className).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    document.body.click();
    expect(document.documentElement.className).toBe("dark");
  });

  it("changes the theme with transitions off, then turns them back on", () => {
    const page = boot();
    ({ stop } = page);
    const root = document.documentElement;
    const observer = new MutationObserver(() => {});
    observer.observe(root, { attributeFilter: ["class"], attributeOldValue: true });
    page.toggle.click();
    const states = [...observer.takeRecords().map((record) => record.oldValue), root.className];
    observer.disconnect();
    // The theme's classes change only while the switching class is on.
    expect(states).toEqual([
      "dark",
      `dark ${THEME_SWITCHING_CLASS}`,
      THEME_SWITCHING_CLASS,
      `${THEME_SWITCHING_CLASS} light`,
      "light",
    ]);
  });
});
