import ChevronDown from "lucide-react/icons/chevron-down";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";

import { SiteNavLink } from "~/components/ui/site-link";
import { HEADER_HOOKS } from "~/lib/header-controls";

import type { HeaderNavigation, TopLinkData } from "./header-links";
import { MenuItemLink } from "./menu-item-link";
import { Wordmark } from "./wordmark";

const MENU_ID = "mobile-menu";
/** The sections' shared `<details name>`: the browser keeps one open at a time. */
const SECTIONS = `${MENU_ID}-sections`;

/**
 * A button that opens or closes the sheet by itself, before the page's script runs (HTML's
 * invoker commands; the script does the same where the browser lacks them).
 */
const commands = (command: "show-modal" | "close"): Record<string, string> => ({
  commandfor: MENU_ID,
  command,
});

const linkClasses =
  "block rounded-lg px-3 py-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-text-purple";

/**
 * The small-screen menu: the toggle and a sheet from the right with one section open at a time.
 * The sheet is the browser's own modal dialog, rendered with the page: its buttons open and
 * close it and its sections (`<details name>`) open natively, so the first tap works at once
 * with no code to fetch; the page's script (`app/lib/header-controls.ts`) adds the rest. The
 * browser makes the page behind it inert, closes it on Escape and gives focus back to the
 * toggle.
 */
export function MobileMenu({ path, leading, menus, trailing }: HeaderNavigation) {
  const topLink = (link: TopLinkData) => (
    <SiteNavLink key={link.href} from={path} to={link.href} className={linkClasses}>
      {link.title}
    </SiteNavLink>
  );

  return (
    <>
      <button
        {...{ [HEADER_HOOKS.menuOpen]: "" }}
        {...commands("show-modal")}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-foreground hover:bg-accent lg:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <dialog
        id={MENU_ID}
        aria-label="Menu"
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-80 max-w-[90vw] overflow-y-auto border-l border-border bg-popover p-0 text-popover-foreground shadow-2xl backdrop:bg-slate-950/70 backdrop:backdrop-blur-sm open:animate-[slide-in-right_0.25s_ease-out] motion-reduce:open:animate-none"
      >
        {/* Fills the sheet, so that only the dimmed page outside it counts as a tap beside it. */}
        <div className="flex min-h-full flex-col gap-6 p-6">
          <div>
            <Wordmark path={path} />
          </div>
          <nav aria-label="Mobile">
            {leading.map(topLink)}
            <ul className="px-3">
              {menus.map((menu) => (
                <li key={menu.title} className="border-b border-border last:border-b-0">
                  <details name={SECTIONS} className="group">
                    <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-base font-medium transition-colors hover:text-text-purple [&::-webkit-details-marker]:hidden">
                      {menu.title}
                      <ChevronDown
                        aria-hidden
                        className="size-4 shrink-0 transition-transform duration-200 group-open:rotate-180"
                      />
                    </summary>
                    <ul className="pb-2">
                      {menu.items.map((item) => (
                        <li key={item.href}>
                          <MenuItemLink
                            path={path}
                            item={item}
                            className="block rounded-lg px-3 py-2 text-foreground hover:bg-accent"
                          />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
            {trailing.map(topLink)}
          </nav>
          <button
            {...{ [HEADER_HOOKS.menuClose]: "" }}
            {...commands("close")}
            type="button"
            aria-label="Close menu"
            className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-muted-foreground transition-colors hover:text-foreground"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
      </dialog>
    </>
  );
}
