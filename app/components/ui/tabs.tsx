import { type VariantProps, cva } from "class-variance-authority";
import {
  type ComponentProps,
  type KeyboardEvent,
  createContext,
  use,
  useId,
  useMemo,
  useState,
} from "react";

import { cn } from "~/lib/utils";

/*
 * Tabs after the WAI-ARIA pattern with automatic activation: only the chosen tab is in the Tab
 * order; arrow keys (wrapping), Home and End move to another tab and choose it. Written here
 * rather than taken from a library because the home page's first screen has tabs, and a
 * library's version would add several kilobytes to every visitor's first download.
 *
 * Without scripts every panel shows, one after the other, and each tab is a link to its panel;
 * the chosen tab is not marked. With scripts the other panels are hidden by CSS from the first
 * paint, so the page looks the same before and after its island wakes.
 */

interface TabsState {
  value: string;
  /** Only the chosen panel is in the page (see `unmountInactive`): a tab links to none. */
  unmountInactive: boolean;
  choose: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

/**
 * `unmountInactive` renders only the chosen panel, for a widget whose panels are costly to render
 * or start work of their own (the home page's hero demo): its tabs need scripts, so its list
 * should be hidden without them.
 */
export function Tabs({
  value: controlledValue,
  defaultValue,
  onValueChange,
  unmountInactive = false,
  ...props
}: Omit<ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  unmountInactive?: boolean;
}) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? "");
  const value = controlledValue ?? ownValue;
  const idBase = useId();
  const state = useMemo<TabsState>(
    () => ({
      value,
      unmountInactive,
      choose: (next) => {
        setOwnValue(next);
        onValueChange?.(next);
      },
      idOf: (part, tab) => `${idBase}-${part}-${tab}`,
    }),
    [value, unmountInactive, onValueChange, idBase],
  );
  return (
    <TabsContext value={state}>
      <div {...props} />
    </TabsContext>
  );
}

const listVariants = cva("", {
  variants: {
    variant: {
      /** Centred pills that wrap on narrow screens. */
      pills:
        "inline-flex flex-wrap items-center justify-center gap-1 rounded-xl border border-border bg-muted p-1",
      /** Equal columns filling the width. */
      segmented:
        "grid w-full auto-cols-fr grid-flow-col gap-1 rounded-xl border border-border bg-muted p-1",
      /** Numbered steps: stacked on phones, one row from small screens up. */
      steps:
        "grid w-full gap-2 rounded-2xl border border-border bg-glass p-2 sm:auto-cols-fr sm:grid-flow-col",
    },
  },
  defaultVariants: { variant: "pills" },
});

/** Which tab an arrow, Home or End key moves to from `index` (wrapping), if any. */
function keyTarget(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight" || key === "ArrowDown") return (index + 1) % count;
  if (key === "ArrowLeft" || key === "ArrowUp") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Arrow keys, Home and End: focus and choose another tab of the same list. Space (and Enter on a
 * tab that links nowhere) chooses the focused tab, as it would press a button.
 */
function moveBetweenTabs(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === " " || (event.key === "Enter" && !event.currentTarget.hasAttribute("href"))) {
    event.preventDefault();
    event.currentTarget.click();
    return;
  }
  const list = event.currentTarget.closest('[role="tablist"]');
  const tabs = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const target = keyTarget(event.key, tabs.indexOf(event.currentTarget), tabs.length);
  if (target === null) return;
  event.preventDefault();
  tabs[target]!.focus();
  tabs[target]!.click();
}

export function TabsList({
  className,
  variant,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof listVariants>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(listVariants({ variant }), className)}
      {...props}
    />
  );
}

const triggerVariants = cva(
  "inline-flex cursor-pointer items-center font-medium text-muted-foreground transition-colors hover:text-foreground not-noscript:data-[state=active]:bg-primary not-noscript:data-[state=active]:text-primary-foreground not-noscript:data-[state=active]:shadow",
  {
    variants: {
      variant: {
        pills: "min-h-9 justify-center gap-2 rounded-lg px-4 py-1.5 text-sm",
        segmented: "min-h-9 justify-center gap-2 rounded-lg px-2 py-1.5 text-xs sm:text-sm",
        steps:
          "justify-start gap-3 rounded-xl px-4 py-2 text-left text-sm whitespace-normal sm:flex-col sm:justify-center sm:gap-1 sm:py-3 sm:text-center",
      },
    },
    defaultVariants: { variant: "pills" },
  },
);

export function TabsTrigger({
  value,
  className,
  variant,
  onClick,
  onKeyDown,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & VariantProps<typeof triggerVariants> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const panelId = tabs.idOf("panel", value);
  return (
    <a
      href={tabs.unmountInactive ? undefined : `#${panelId}`}
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={(event) => {
        onClick?.(event);
        // Chosen in place: the link only leads to the panel when scripts are off.
        event.preventDefault();
        tabs.choose(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveBetweenTabs(event);
      }}
      className={cn(triggerVariants({ variant }), className)}
      {...props}
    >
      {children}
    </a>
  );
}

/**
 * A tab's panel. Every panel is rendered, so the prerendered page holds them all (a visitor
 * without scripts and search engines read them); with scripts the others are not displayed
 * until their tab is chosen (with the root's `unmountInactive`, only the chosen one is rendered).
 * `label` names a panel that does not name itself, above it when every panel shows (its tab names it to
 * assistive technologies).
 */
export function TabsContent({
  value,
  label,
  className,
  children,
  ...props
}: ComponentProps<"div"> & { value: string; label?: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && tabs.unmountInactive) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      tabIndex={0}
      data-state={active ? "active" : "inactive"}
      className={cn("data-[state=inactive]:not-noscript:hidden noscript:mb-10", className)}
      {...props}
    >
      {label ? (
        <p aria-hidden className="mb-4 hidden text-center text-xl font-semibold noscript:block">
          {label}
        </p>
      ) : null}
      {children}
    </div>
  );
}
