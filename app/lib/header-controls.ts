// What the page's own script adds to the header's controls, which work without it from the first
// paint (the dropdowns are popovers, the phone menu a dialog with its sections `<details>`): a
// mouse resting on a dropdown, focus leaving it, and the phone menu's finishing touches. Their
// markup is in app/features/site-shell/.

/** The data attributes the markup carries and this script looks for. */
export const HEADER_HOOKS = {
  /** A desktop dropdown: its button (`popovertarget`) and its panel (`popover`) inside. */
  dropdown: "data-header-dropdown",
  /** The phone menu's toggle (its `commandfor` names the dialog). */
  menuOpen: "data-menu-open",
  menuClose: "data-menu-close",
} as const;

const selector = (hook: string) => `[${hook}]`;

/** Hover intent: a pointer passing over a button on its way elsewhere does not open it. */
const OPEN_DELAY_MS = 100;
/** Time to cross the gap between a button and its panel without the panel closing. */
const CLOSE_DELAY_MS = 150;

/**
 * The desktop dropdowns: a mouse resting on one opens it and leaving it closes it; focus
 * leaving it or a link followed closes it. The browser does the rest (see HeaderDropdown).
 */
function headerDropdowns() {
  for (const dropdown of document.querySelectorAll<HTMLElement>(selector(HEADER_HOOKS.dropdown))) {
    const panel = dropdown.querySelector<HTMLElement>("[popover]");
    if (!panel) continue;
    let timer: number | undefined;
    // Opened by the mouse resting on it: a click on the button then keeps it open, as the
    // visitor meant, instead of toggling it shut.
    let openedByRest = false;
    panel.addEventListener("toggle", (event) => {
      if ((event as ToggleEvent).newState === "closed") openedByRest = false;
    });
    const set = (open: boolean) => {
      window.clearTimeout(timer);
      if (panel.matches(":popover-open") === open) return;
      if (open) panel.showPopover();
      else panel.hidePopover();
    };
    const schedule = (open: boolean, ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        set(open);
        openedByRest = open;
      }, ms);
    };
    dropdown.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse") schedule(true, OPEN_DELAY_MS);
    });
    dropdown.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse") schedule(false, CLOSE_DELAY_MS);
    });
    // A click opens or closes it at once, whatever the mouse was about to do.
    dropdown.addEventListener("click", (event) => {
      window.clearTimeout(timer);
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("a[href]")) set(false);
      else if (openedByRest && target?.closest("[popovertarget]")) {
        // A canceled click skips the button's own toggle.
        event.preventDefault();
        openedByRest = false;
      }
    });
    dropdown.addEventListener("focusout", (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) set(false);
    });
  }
}

/**
 * Tab from the sheet's last control goes to its first, and Shift+Tab from the first to the last:
 * the browser alone would leave for its own toolbar.
 */
function keepTabInside(sheet: HTMLElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const controls = [...sheet.querySelectorAll<HTMLElement>("a[href], button, summary")].filter(
    (control) => control.checkVisibility(),
  );
  if (document.activeElement !== (event.shiftKey ? controls[0] : controls.at(-1))) return;
  event.preventDefault();
  (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
}

/**
 * The phone menu, the browser's own modal dialog (which makes the page behind it inert, closes on
 * Escape and gives focus back to the toggle), opened by its toggle natively (`command`): this
 * opens it where the browser lacks that, keeps Tab inside, and closes it on a link, the close
 * button or a tap on the dimmed page beside it.
 */
function mobileMenu() {
  const toggle = document.querySelector<HTMLElement>(selector(HEADER_HOOKS.menuOpen));
  const sheet = document.getElementById(toggle?.getAttribute("commandfor") ?? "");
  if (!toggle || !(sheet instanceof HTMLDialogElement)) return;
  // Opening an open sheet does nothing.
  toggle.addEventListener("click", () => sheet.showModal());
  sheet.addEventListener("keydown", (event) => keepTabInside(sheet, event));
  sheet.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target === sheet || target.closest("a[href], " + selector(HEADER_HOOKS.menuClose))) {
      sheet.close();
    }
  });
}

export function startHeaderControls() {
  headerDropdowns();
  mobileMenu();
}
