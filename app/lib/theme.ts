export type Theme = "dark" | "light";

export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME: Theme = "dark";

export function parseTheme(value: string | null | undefined): Theme {
  return value === "light" ? "light" : DEFAULT_THEME;
}

/**
 * Runs in <head> before first paint: applies the saved theme so the page never flashes the
 * wrong one, and marks that script is available.
 */
export const themeBootScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});var d=document.documentElement;if(t==="light"){d.classList.remove("dark");d.classList.add("light")}}catch(e){}})();`;

/**
 * On <html> while the theme changes: transitions are off (app.css), so every colour changes at
 * once rather than the controls' own lagging behind the page's.
 */
export const THEME_SWITCHING_CLASS = "theme-switching";

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.add(THEME_SWITCHING_CLASS);
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  // Laid out now, with transitions off: the new colours are the computed ones when they return.
  void root.offsetWidth;
  root.classList.remove(THEME_SWITCHING_CLASS);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode); the theme still applies for this page view.
  }
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

/** Switches to the other theme. */
export function switchTheme() {
  applyTheme(currentTheme() === "dark" ? "light" : "dark");
}
