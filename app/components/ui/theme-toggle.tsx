import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";

import { THEME_TOGGLE } from "~/lib/theme";

/**
 * Switches between the dark and light themes, in a public page's static footer and in the inbox
 * alike, through the head's theme script (`themeBootScript`, which finds it by its attribute).
 * What it shows follows the theme through CSS (`dark:` variants), so the prerendered button is
 * right from the first paint.
 */
export function ThemeToggle() {
  return (
    <button
      {...{ [THEME_TOGGLE]: "" }}
      type="button"
      className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground"
    >
      <span className="hidden items-center gap-2 dark:inline-flex">
        <Sun aria-hidden className="size-4" />
        <span className="sr-only">Switch to light theme</span>
        <span aria-hidden>Light mode</span>
      </span>
      <span className="inline-flex items-center gap-2 dark:hidden">
        <Moon aria-hidden className="size-4" />
        <span className="sr-only">Switch to dark theme</span>
        <span aria-hidden>Dark mode</span>
      </span>
    </button>
  );
}
