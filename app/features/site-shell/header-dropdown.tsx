import ChevronDown from "lucide-react/icons/chevron-down";

import type { NavigationDropdown } from "~/content/navigation";
import { HEADER_HOOKS } from "~/lib/header-controls";
import { slug } from "~/lib/slug";

import { topLinkClasses } from "./header-links";
import { MenuItemLink } from "./menu-item-link";

/**
 * A header dropdown: the button toggles a panel of links, the browser's own popover, which opens
 * on the first tap with no script, keeps one open at a time and closes on Escape or a tap
 * elsewhere (the button says whether it is open). The page's script (`app/lib/header-controls.ts`)
 * adds a mouse resting on it and focus leaving it. The panel sits under its button (CSS anchor
 * positioning; where a browser lacks it, centred under the header).
 */
export function HeaderDropdown({ path, menu }: { path: string; menu: NavigationDropdown }) {
  const panelId = `header-menu-${slug(menu.title)}`;
  return (
    <div {...{ [HEADER_HOOKS.dropdown]: "" }} className="group/dropdown [anchor-scope:--dropdown]">
      <button
        type="button"
        popoverTarget={panelId}
        className={`${topLinkClasses} cursor-pointer gap-1 [anchor-name:--dropdown] group-has-[:popover-open]/dropdown:bg-accent`}
      >
        {menu.title}
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform duration-200 group-has-[:popover-open]/dropdown:rotate-180"
        />
      </button>
      <div
        id={panelId}
        popover="auto"
        className="inset-x-0 top-header bottom-auto m-auto w-[32rem] overflow-visible border-0 bg-transparent p-0 pt-2 text-inherit [position-anchor:--dropdown] supports-[anchor-name:--a]:inset-x-auto supports-[anchor-name:--a]:top-[anchor(bottom)] supports-[anchor-name:--a]:m-0 supports-[anchor-name:--a]:[justify-self:anchor-center] motion-safe:animate-[fade-up_0.2s_ease-out]"
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
