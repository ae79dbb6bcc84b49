import { describe, expect, it } from "vitest";

import { THEME_STORAGE_KEY, parseTheme, themeBootScript } from "~/lib/theme";

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
});
