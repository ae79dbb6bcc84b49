import type { NavigationDropdown } from "~/content/navigation";

/** The look of the header's top-level links and dropdown buttons. */
export const topLinkClasses =
  "inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-text-purple";

/** A top-level link of the header: a page's title and path. */
export interface TopLinkData {
  title: string;
  href: string;
}

/** What both header controls show, the desktop links and the mobile menu. */
export interface HeaderNavigation {
  /** The page the header is on. */
  path: string;
  /** The links before the dropdowns. */
  leading: readonly TopLinkData[];
  menus: readonly NavigationDropdown[];
  /** The links after them. */
  trailing: readonly TopLinkData[];
}
