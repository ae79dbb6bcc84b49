import { SiteNavLink } from "~/components/ui/site-link";
import type { NavigationItem } from "~/content/navigation";

/** A link of a header dropdown or a mobile menu section: the page's title over a line on it. */
export function MenuItemLink({
  path,
  item,
  className,
  onClick,
}: {
  /** The page the menu is on. */
  path: string;
  item: NavigationItem;
  className: string;
  onClick?: () => void;
}) {
  return (
    <SiteNavLink to={item.href} from={path} onClick={onClick} className={className}>
      <span className="block text-sm font-semibold">{item.title}</span>
      <span className="mt-1 block text-xs leading-snug text-muted-foreground">
        {item.description}
      </span>
    </SiteNavLink>
  );
}
