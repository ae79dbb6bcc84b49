import type { ReactNode } from "react";

import { SiteNavLink } from "~/components/ui/site-link";
import { headerLinks } from "~/content/navigation";

import { topLinkClasses } from "./header-links";
import { Wordmark } from "./wordmark";

function TopLink({ path, title, href }: { path: string; title: string; href: string }) {
  return (
    <li>
      <SiteNavLink to={href} from={path} className={topLinkClasses}>
        {title}
      </SiteNavLink>
    </li>
  );
}

/**
 * The site's header; `path` is the page it is on. Its links are plain HTML; its controls are
 * islands that the layout fills in: the two dropdowns (`services`, `resources`: `HeaderDropdown`,
 * live on wide screens) and the menu toggle (`mobileMenu`: `MobileMenu`, live on narrow ones).
 */
export function Header({
  path,
  services,
  resources,
  mobileMenu,
}: {
  path: string;
  services?: ReactNode;
  resources?: ReactNode;
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
          <ul className="flex items-center gap-1">
            <TopLink path={path} {...headerLinks.softwareReps} />
            <TopLink path={path} {...headerLinks.aiTrainer} />
            <li>{services}</li>
            <li>{resources}</li>
            <TopLink path={path} {...headerLinks.contact} />
          </ul>
        </nav>
        {mobileMenu}
      </div>
    </header>
  );
}
