// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import {
  THEME_STORAGE_KEY,
  THEME_SWITCHING_CLASS,
  applyTheme,
  parseTheme,
  themeBootScript,
} from "~/lib/theme";

describe("theme", () => {
  it("defaults to dark when nothing or something unknown is saved", () => {
    expect(parseTheme(null)).toBe("dark");
    expect(parseTheme("purple")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
  });

  it("reads the saved theme under the key 'theme' before first paint", () => {
    expect(THEME_STORAGE_KEY).toBe("theme");
    expect(themeBootScript).toContain('localStorage.getItem("theme")');
  });

  it("changes the theme with transitions off, then turns them back on, and saves it", () => {
    const root = document.documentElement;
    root.className = "dark";
    const observer = new MutationObserver(() => {});
    observer.observe(root, { attributeFilter: ["class"], attributeOldValue: true });
    applyTheme("light");
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
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });
});
