import { type FocusEvent, type ReactNode, useCallback, useEffect, useId, useRef } from "react";

import type { NavigationDropdown } from "~/content/navigation";

import { topLinkClasses } from "./header-links";
import { MenuItemLink } from "./menu-item-link";

/** Hover intent: a pointer passing over a trigger on its way elsewhere does not open it. */
const OPEN_DELAY_MS = 100;
/** Time to cross the gap between a trigger and its panel without the panel closing. */
const CLOSE_DELAY_MS = 150;

/**
 * A header dropdown (see DesktopNav, which keeps one of them open at a time): the button toggles
 * a panel of links (click, Enter or Space), a pointer resting on it opens it, and Escape, a click
 * elsewhere or focus leaving closes it. `chevron` is the button's icon.
 */
export function HeaderDropdown({
  path,
  menu,
  open,
  onMenuOpenChange,
  chevron,
}: {
  path: string;
  menu: NavigationDropdown;
  open: boolean;
  /** Opens or closes the menu of that title. */
  onMenuOpenChange: (title: string, open: boolean) => void;
  chevron: ReactNode;
}) {
  const onOpenChange = useCallback(
    (next: boolean) => onMenuOpenChange(menu.title, next),
    [menu.title, onMenuOpenChange],
  );
  const panelId = useId();
  const itemRef = useRef<HTMLDivElement>(null);
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
    <div
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
        {chevron}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 w-[32rem] -translate-x-1/2 pt-2 motion-safe:animate-[fade-up_0.2s_ease-out]"
      >
        <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-border bg-popover p-3 text-popover-foreground shadow-2xl">
          {menu.items.map((item) => (
            <li key={item.href}>
              <MenuItemLink
                path={path}
                item={item}
                onClick={() => onOpenChange(false)}
                className="block rounded-xl p-3 transition-colors hover:bg-accent focus-visible:bg-accent"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
