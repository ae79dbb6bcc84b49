import { useSyncExternalStore } from "react";

import { DEFAULT_THEME, type Theme, currentTheme } from "~/lib/theme";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** The active theme, read from the root element so every consumer agrees with the boot script. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME);
}
