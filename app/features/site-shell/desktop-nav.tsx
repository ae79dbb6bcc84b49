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
 * The header's links on wide screens: two pages, the two dropdowns (one open at a time, driven
 * natively, see HeaderDropdown) and Contact.
 */
export function DesktopNav({ path, leading, menus, trailing }: HeaderNavigation) {
  return (
    <ul className="flex items-center gap-1">
      {leading.map((link) => (
        <TopLink key={link.href} path={path} {...link} />
      ))}
      {menus.map((menu) => (
        <li key={menu.title}>
          <HeaderDropdown path={path} menu={menu} />
        </li>
      ))}
      {trailing.map((link) => (
        <TopLink key={link.href} path={path} {...link} />
      ))}
    </ul>
  );
}
