import { SiteNavLink } from "~/components/ui/site-link";
import type { NavigationItem } from "~/content/navigation";

/** A link of a header dropdown or a mobile menu section: the page's title over a line on it. */
export function MenuItemLink({
  path,
  item,
  className,
}: {
  /** The page the menu is on. */
  path: string;
  item: NavigationItem;
  className: string;
}) {
  return (
    <SiteNavLink to={item.href} from={path} className={className}>
      <span className="block text-sm font-semibold">{item.title}</span>
      <span className="mt-1 block text-xs leading-snug text-muted-foreground">
        {item.description}
      </span>
    </SiteNavLink>
  );
}
