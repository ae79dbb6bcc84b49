import { ChevronDown } from "lucide-react";
import { type FocusEvent, useEffect, useId, useRef, useState } from "react";

import { SiteLink, SiteNavLink } from "~/components/ui/site-link";
import {
  type NavigationDropdown,
  headerLinks,
  resourcesMenu,
  servicesMenu,
} from "~/content/navigation";

import { MobileMenu } from "./mobile-menu";
import { Wordmark } from "./wordmark";

const topLinkClasses =
  "inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-text-purple";

/** Hover intent: a pointer passing over a trigger on its way elsewhere does not open it. */
const OPEN_DELAY_MS = 100;
/** Time to cross the gap between a trigger and its panel without the panel closing. */
const CLOSE_DELAY_MS = 150;

/**
 * A disclosure dropdown: the button toggles a panel of links (click, Enter or Space), a pointer
 * resting on it opens it, and Escape, a click elsewhere or focus leaving closes it.
 */
function Dropdown({
  path,
  menu,
  open,
  onOpenChange,
}: {
  path: string;
  menu: NavigationDropdown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);

  const schedule = (next: boolean, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onOpenChange(next), ms);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const hadFocus = itemRef.current?.contains(document.activeElement);
      onOpenChange(false);
      if (hadFocus) triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open, onOpenChange]);

  const onBlur = (event: FocusEvent) => {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li
      ref={itemRef}
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && schedule(true, OPEN_DELAY_MS)}
      onPointerLeave={(event) => event.pointerType === "mouse" && schedule(false, CLOSE_DELAY_MS)}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? "open" : "closed"}
        onClick={() => {
          window.clearTimeout(timer.current);
          onOpenChange(!open);
        }}
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
        hidden={!open}
        className="absolute top-full left-1/2 w-[32rem] -translate-x-1/2 pt-2 motion-safe:animate-[fade-up_0.2s_ease-out]"
      >
        <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-border bg-popover p-3 text-popover-foreground shadow-2xl">
          {menu.items.map((item) => (
            <li key={item.href}>
              <SiteLink
                to={item.href}
                from={path}
                onClick={() => onOpenChange(false)}
                className="block rounded-xl p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
              >
                <span className="block text-sm font-semibold">{item.title}</span>
                <span className="mt-1 block text-xs leading-snug text-muted-foreground">
                  {item.description}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function TopLink({ path, title, href }: { path: string; title: string; href: string }) {
  return (
    <li>
      <SiteNavLink to={href} from={path} className={topLinkClasses}>
        {title}
      </SiteNavLink>
    </li>
  );
}

/** The site's header; `path` is the page it is on. */
export function Header({ path }: { path: string }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);

  const dropdown = (menu: NavigationDropdown) => (
    <Dropdown
      path={path}
      menu={menu}
      open={openMenu === menu.title}
      onOpenChange={(open) =>
        setOpenMenu((current) => (open ? menu.title : current === menu.title ? null : current))
      }
    />
  );

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
            {dropdown(servicesMenu)}
            {dropdown(resourcesMenu)}
            <TopLink path={path} {...headerLinks.contact} />
          </ul>
        </nav>
        <MobileMenu path={path} />
      </div>
    </header>
  );
}
