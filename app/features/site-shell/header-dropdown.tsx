import ChevronDown from "lucide-react/icons/chevron-down";

import type { NavigationDropdown } from "~/content/navigation";
import { HEADER_HOOKS } from "~/lib/header-controls";
import { slug } from "~/lib/slug";

import { topLinkClasses } from "./header-links";
import { MenuItemLink } from "./menu-item-link";

/**
 * A header dropdown, closed as the page is built: the button toggles a panel of links. The
 * page's script (`app/lib/header-controls.ts`) drives it: click, Enter or Space, a mouse resting
 * on it, Escape, a click elsewhere or focus leaving.
 */
export function HeaderDropdown({ path, menu }: { path: string; menu: NavigationDropdown }) {
  const panelId = `header-menu-${slug(menu.title)}`;
  return (
    <div {...{ [HEADER_HOOKS.dropdown]: "" }} className="relative">
      <button
        {...{ [HEADER_HOOKS.dropdownTrigger]: "" }}
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        data-state="closed"
        className={`${topLinkClasses} group cursor-pointer gap-1 data-[state=open]:bg-accent`}
      >
        {menu.title}
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
      <div
        id={panelId}
        hidden
        className="absolute top-full left-1/2 w-[32rem] -translate-x-1/2 pt-2 motion-safe:animate-[fade-up_0.2s_ease-out]"
      >
        <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-border bg-popover p-3 text-popover-foreground shadow-2xl">
          {menu.items.map((item) => (
            <li key={item.href}>
              <MenuItemLink
                path={path}
                item={item}
                className="block rounded-xl p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
