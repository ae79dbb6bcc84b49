import type { ReactNode } from "react";

import { Wordmark } from "./wordmark";

/**
 * The site's header; `path` is the page it is on. Its controls are islands that the layout
 * fills in: the links with their two dropdowns (`desktopNav`: `DesktopNav`, live on wide
 * screens) and the menu toggle (`mobileMenu`: `MobileMenu`, live on narrow ones).
 */
export function Header({
  path,
  desktopNav,
  mobileMenu,
}: {
  path: string;
  desktopNav?: ReactNode;
  mobileMenu?: ReactNode;
}) {
  return (
    <header
      data-site-header
      className="fixed inset-x-0 top-0 z-40 border-b border-border bg-header backdrop-blur-xl"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Wordmark path={path} />
        <nav aria-label="Main" className="hidden lg:block">
          {desktopNav}
        </nav>
        {mobileMenu}
      </div>
    </header>
  );
}
