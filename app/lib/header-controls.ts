// The header's controls and the footer's theme toggle, driven by the page's own script from the
// prerendered HTML (no React on a page for them): the desktop dropdowns, the phone menu's sheet
// and sections, and the theme switch. Their markup is in app/features/site-shell/.
import { switchTheme } from "./theme";

/** The data attributes the markup carries and this script looks for. */
export const HEADER_HOOKS = {
  /** A desktop dropdown: its trigger button and panel inside. */
  dropdown: "data-header-dropdown",
  dropdownTrigger: "data-dropdown-trigger",
  /** The phone menu's toggle (its `commandfor` names the dialog). */
  menuOpen: "data-menu-open",
  menuClose: "data-menu-close",
  /** A section button of the phone menu (its `aria-controls` names the list it shows). */
  menuSection: "data-menu-section",
  themeToggle: "data-theme-toggle",
} as const;

const selector = (hook: string) => `[${hook}]`;

/** Where the head's inline script keeps a press made before this script ran. */
const EARLY_PRESS = "grevvyEarlyPress";
/** The controls that wait for this script (the phone menu's toggle opens natively). */
const SCRIPTED_CONTROLS = [
  HEADER_HOOKS.dropdownTrigger,
  HEADER_HOOKS.menuSection,
  HEADER_HOOKS.themeToggle,
]
  .map(selector)
  .join(",");

interface EarlyPress {
  listener: (event: Event) => void;
  control?: Element;
}

/**
 * Runs inline in <head>: a press on one of the scripted controls before this script has run (a
 * slow network) shows as pressed (`data-held`, as an island's held press does) and is kept, the
 * last one only, for `answerEarlyPress`.
 */
export const earlyPressScript = `(function(){var k=${JSON.stringify(EARLY_PRESS)};var p={listener:function(e){var c=e.target instanceof Element&&e.target.closest(${JSON.stringify(SCRIPTED_CONTROLS)});if(!c)return;if(p.control)p.control.removeAttribute("data-held");p.control=c;c.setAttribute("data-held","")}};window[k]=p;document.addEventListener("click",p.listener,true)})();`;

/** Answers, once, the press the head's script kept, now that the controls are live. */
function answerEarlyPress() {
  const store = window as unknown as Record<string, EarlyPress | undefined>;
  const early = store[EARLY_PRESS];
  if (!early) return;
  document.removeEventListener("click", early.listener, true);
  delete store[EARLY_PRESS];
  if (!early.control) return;
  early.control.removeAttribute("data-held");
  (early.control as HTMLElement).click();
}

/** Hover intent: a pointer passing over a trigger on its way elsewhere does not open it. */
const OPEN_DELAY_MS = 100;
/** Time to cross the gap between a trigger and its panel without the panel closing. */
const CLOSE_DELAY_MS = 150;

/** Shows or hides the panel a toggle button controls, and says so on the button. */
function setExpanded(button: HTMLElement, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  button.dataset.state = open ? "open" : "closed";
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (panel) panel.hidden = !open;
}

const isOpen = (button: Element) => button.getAttribute("aria-expanded") === "true";

/**
 * The desktop dropdowns, one open at a time: the button toggles its panel (click, Enter or
 * Space), a mouse resting on it opens it, and Escape, a click elsewhere, focus leaving or a link
 * followed closes it.
 */
function headerDropdowns() {
  const dropdowns = [...document.querySelectorAll<HTMLElement>(selector(HEADER_HOOKS.dropdown))];
  const triggerOf = (dropdown: Element) =>
    dropdown.querySelector<HTMLElement>(selector(HEADER_HOOKS.dropdownTrigger));
  const timers = new Map<Element, number>();
  const set = (dropdown: HTMLElement, open: boolean) => {
    window.clearTimeout(timers.get(dropdown));
    const trigger = triggerOf(dropdown);
    if (!trigger || isOpen(trigger) === open) return;
    if (open) for (const other of dropdowns) if (other !== dropdown) set(other, false);
    setExpanded(trigger, open);
  };
  const schedule = (dropdown: HTMLElement, open: boolean, ms: number) => {
    window.clearTimeout(timers.get(dropdown));
    timers.set(
      dropdown,
      window.setTimeout(() => set(dropdown, open), ms),
    );
  };
  for (const dropdown of dropdowns) {
    const trigger = triggerOf(dropdown);
    trigger?.addEventListener("click", () => set(dropdown, !isOpen(trigger)));
    dropdown.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse") schedule(dropdown, true, OPEN_DELAY_MS);
    });
    dropdown.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse") schedule(dropdown, false, CLOSE_DELAY_MS);
    });
    dropdown.addEventListener("focusout", (event) => {
      if (!dropdown.contains(event.relatedTarget as Node | null)) set(dropdown, false);
    });
    dropdown.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) set(dropdown, false);
    });
  }
  document.addEventListener("pointerdown", (event) => {
    for (const dropdown of dropdowns) {
      if (!dropdown.contains(event.target as Node)) set(dropdown, false);
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const dropdown of dropdowns) {
      const trigger = triggerOf(dropdown);
      if (!trigger || !isOpen(trigger)) continue;
      const hadFocus = dropdown.contains(document.activeElement);
      set(dropdown, false);
      if (hadFocus) trigger.focus();
    }
  });
}

/**
 * Tab from the sheet's last control goes to its first, and Shift+Tab from the first to the last:
 * the browser alone would leave for its own toolbar.
 */
function keepTabInside(sheet: HTMLElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const controls = [...sheet.querySelectorAll<HTMLElement>("a[href], button")].filter((control) =>
    control.checkVisibility(),
  );
  if (document.activeElement !== (event.shiftKey ? controls[0] : controls.at(-1))) return;
  event.preventDefault();
  (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
}

/**
 * The phone menu: the toggle opens the sheet, the browser's own modal dialog (which makes the
 * page behind it inert, closes on Escape and gives focus back to the toggle); a link, the close
 * button or a tap on the dimmed page beside it closes it. One section open at a time.
 */
function mobileMenu() {
  const toggle = document.querySelector<HTMLElement>(selector(HEADER_HOOKS.menuOpen));
  const sheet = document.getElementById(toggle?.getAttribute("commandfor") ?? "");
  if (!toggle || !(sheet instanceof HTMLDialogElement)) return;
  const sections = [...sheet.querySelectorAll<HTMLElement>(selector(HEADER_HOOKS.menuSection))];
  // The toggle opens the sheet natively too (`command`), even before this runs: opening an open
  // sheet does nothing.
  toggle.addEventListener("click", () => sheet.showModal());
  sheet.addEventListener("keydown", (event) => keepTabInside(sheet, event));
  sheet.addEventListener("click", (event) => {
    const target = event.target as Element;
    if (target === sheet || target.closest("a[href], " + selector(HEADER_HOOKS.menuClose))) {
      sheet.close();
      return;
    }
    const section = target.closest<HTMLElement>(selector(HEADER_HOOKS.menuSection));
    if (!section) return;
    const open = !isOpen(section);
    for (const other of sections) setExpanded(other, other === section && open);
  });
}

/** The footer's switch between the dark and light themes. */
function themeToggles() {
  document.addEventListener("click", (event) => {
    const toggle =
      event.target instanceof Element && event.target.closest(selector(HEADER_HOOKS.themeToggle));
    if (toggle) switchTheme();
  });
}

export function startHeaderControls() {
  headerDropdowns();
  mobileMenu();
  themeToggles();
  answerEarlyPress();
}
