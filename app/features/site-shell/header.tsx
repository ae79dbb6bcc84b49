import { DesktopNav } from "./desktop-nav";
import type { HeaderNavigation } from "./header-links";
import { MobileMenu } from "./mobile-menu";
import { Wordmark } from "./wordmark";

/**
 * The site's header; `path` is the page it is on. Its controls are static HTML that works
 * natively (popovers, a dialog), which the page's script (`app/lib/header-controls.ts`) only
 * finishes: the links with their two dropdowns on wide screens, the menu toggle and its sheet on
 * narrow ones.
 */
export function Header(navigation: HeaderNavigation) {
  return (
    <header
      data-site-header
      className="fixed inset-x-0 top-0 z-40 border-b border-border bg-header backdrop-blur-xl"
    >
      <div className="mx-auto flex h-header max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Wordmark path={navigation.path} />
        <nav aria-label="Main" className="hidden lg:block">
          <DesktopNav {...navigation} />
        </nav>
        <MobileMenu {...navigation} />
      </div>
    </header>
  );
}
