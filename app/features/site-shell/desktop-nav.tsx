import { type ReactNode, useCallback, useState } from "react";

import { SiteNavLink } from "~/components/ui/site-link";

import { HeaderDropdown } from "./header-dropdown";
import { type HeaderNavigation, type TopLinkData, topLinkClasses } from "./header-links";

function TopLink({ path, title, href }: TopLinkData & { path: string }) {
  return (
    <li>
      <SiteNavLink to={href} from={path} className={topLinkClasses}>
        {title}
      </SiteNavLink>
    </li>
  );
}

/**
 * The header's links on wide screens, one island: two pages, the two dropdowns (one open at a
 * time) and Contact. `chevron` is the dropdowns' icon, rendered on the server, so the island
 * carries no icon code.
 */
export function DesktopNav({
  path,
  leading,
  menus,
  trailing,
  chevron,
}: HeaderNavigation & { chevron?: ReactNode }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const onMenuOpenChange = useCallback((title: string, open: boolean) => {
    setOpenMenu((current) => (open ? title : current === title ? null : current));
  }, []);

  return (
    <ul className="flex items-center gap-1">
      {leading.map((link) => (
        <TopLink key={link.href} path={path} {...link} />
      ))}
      {menus.map((menu) => (
        <li key={menu.title}>
          <HeaderDropdown
            path={path}
            menu={menu}
            open={openMenu === menu.title}
            onMenuOpenChange={onMenuOpenChange}
            chevron={chevron}
          />
        </li>
      ))}
      {trailing.map((link) => (
        <TopLink key={link.href} path={path} {...link} />
      ))}
    </ul>
  );
}
