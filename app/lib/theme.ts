export type Theme = "dark" | "light";

export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "dark";

/** The attribute of a button that switches between the dark and light themes. */
export const THEME_TOGGLE = "data-theme-toggle";

export function parseTheme(value: string | null | undefined): Theme {
  return value === "light" ? "light" : DEFAULT_THEME;
}

/**
 * Runs in <head> before first paint: applies the saved theme so the page never flashes the wrong
 * one, and makes every theme switch work from then on (a tap needs no other script, so none is
 * lost while the page's script loads): the other theme is applied and saved.
 */
/**
 * On <html> while the theme changes: transitions are off (app.css), so every colour changes at
 * once rather than the controls' own lagging behind the page's.
 */
export const THEME_SWITCHING_CLASS = "theme-switching";

export const themeBootScript = `(() => {
  const root = document.documentElement;
  const show = (theme) => {
    root.classList.add(${JSON.stringify(THEME_SWITCHING_CLASS)});
    root.classList.toggle("dark", theme !== "light");
    root.classList.toggle("light", theme === "light");
    // Laid out now, with transitions off: the new colours are the computed ones when they return.
    void root.offsetWidth;
    root.classList.remove(${JSON.stringify(THEME_SWITCHING_CLASS)});
  };
  try {
    show(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}));
  } catch {}
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[${THEME_TOGGLE}]")) return;
    const theme = root.classList.contains("light") ? "dark" : "light";
    show(theme);
    try {
      localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)}, theme);
    } catch {}
  });
})();`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}
