import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";

import { SiteNavLink } from "~/components/ui/site-link";

import type { HeaderNavigation, TopLinkData } from "./header-links";
import { MenuItemLink } from "./menu-item-link";

/**
 * Tab from the sheet's last control goes to its first, and Shift+Tab from the first to the last:
 * the browser alone would leave for its own toolbar. (Radix's focus scope does the same in 4 KB
 * more of every phone's first download.)
 */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button")].filter(
    (control) => control.checkVisibility(),
  );
  if (document.activeElement !== (event.shiftKey ? controls[0] : controls.at(-1))) return;
  event.preventDefault();
  (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
}

const linkClasses =
  "block rounded-lg px-3 py-3 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-text-purple";

/**
 * The small-screen menu, one island: the toggle and a sheet from the right with one section
 * open at a time. The sheet is the browser's own modal dialog, rendered with the page, so the
 * first tap opens it at once with no code to fetch. The browser makes the page behind it
 * inert, closes it on Escape and gives focus back to the toggle. The icons and the wordmark are
 * rendered on the server (`icon`, `closeIcon`, `chevron`, `wordmark`), so the island carries no
 * icon code.
 */
export function MobileMenu({
  path,
  leading,
  menus,
  trailing,
  icon,
  closeIcon,
  chevron,
  wordmark,
}: HeaderNavigation & {
  icon?: ReactNode;
  closeIcon?: ReactNode;
  chevron?: ReactNode;
  wordmark?: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [openSection, setOpenSection] = useState<string | null>(null);
  const sectionId = useId();

  const close = () => dialogRef.current?.close();
  // A link closes the sheet (one to this page's own sections would leave it over the page), and
  // so does a tap on the dimmed page beside it, which the dialog element itself receives.
  const onSheetClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest("a")) close();
  };
  const topLink = (link: TopLinkData) => (
    <SiteNavLink key={link.href} from={path} to={link.href} className={linkClasses}>
      {link.title}
    </SiteNavLink>
  );

  return (
    <>
      <button
        type="button"
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-foreground hover:bg-accent lg:hidden"
      >
        {icon}
      </button>
      {/* The clicks it handles are a pointer's shortcuts: the keyboard has Escape, the close
          button and the links themselves; it handles keys only to keep Tab inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-label="Menu"
        onClick={onSheetClick}
        onKeyDown={keepTabInside}
        onClose={() => setOpen(false)}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-80 max-w-[90vw] overflow-y-auto border-l border-border bg-popover p-0 text-popover-foreground shadow-2xl backdrop:bg-slate-950/70 backdrop:backdrop-blur-sm open:animate-[slide-in-right_0.25s_ease-out] motion-reduce:open:animate-none"
      >
        {/* Fills the sheet, so that only the dimmed page outside it counts as a tap beside it. */}
        <div className="flex min-h-full flex-col gap-6 p-6">
          <div>{wordmark}</div>
          <nav aria-label="Mobile">
            {leading.map(topLink)}
            <ul className="px-3">
              {menus.map((menu, index) => {
                const expanded = openSection === menu.title;
                const panelId = `${sectionId}-${index}`;
                return (
                  <li key={menu.title} className="border-b border-border last:border-b-0">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpenSection(expanded ? null : menu.title)}
                      className="group flex w-full cursor-pointer items-center justify-between gap-4 py-4 text-left text-base font-medium transition-colors hover:text-text-purple"
                    >
                      {menu.title}
                      {chevron}
                    </button>
                    <ul id={panelId} hidden={!expanded} className="pb-2">
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
                  </li>
                );
              })}
            </ul>
            {trailing.map(topLink)}
          </nav>
          <button
            type="button"
            onClick={close}
            aria-label="Close menu"
            className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-muted-foreground transition-colors hover:text-foreground"
          >
            {closeIcon}
          </button>
        </div>
      </dialog>
    </>
  );
}
