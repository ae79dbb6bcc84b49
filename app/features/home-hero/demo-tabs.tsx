import { type KeyboardEvent, type ReactNode, useRef } from "react";

/*
 * The demo's tabs, written here rather than with the shared Radix tabs: those would add about
 * 10 KB to the home page's first download, and the demo is part of its first screen. They follow
 * the WAI-ARIA tabs pattern with automatic activation, like the shared ones, and look the same.
 */

const tabIdOf = (idBase: string, value: string) => `${idBase}-tab-${value}`;
const panelIdOf = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/** Which tab an arrow, Home or End key moves to from `index` (wrapping), if any. */
function keyTarget(key: string, index: number, count: number) {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * The row of tabs. Only the chosen tab is in the Tab order; the arrow keys, Home and End move
 * to another tab and choose it.
 */
export function DemoTabList<T extends string>({
  idBase,
  label,
  tabs,
  value,
  onValueChange,
  onTabIntent,
}: {
  /** Shared with the panel, so that tab and panel name each other. */
  idBase: string;
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onValueChange: (value: T) => void;
  /** The pointer is over a tab or it has focus: a chance to fetch its panel's code early. */
  onTabIntent: (value: T) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = keyTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    onValueChange(tabs[target]!.value);
    buttons.current[target]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      aria-label={label}
      className="grid w-full auto-cols-fr grid-flow-col gap-1 rounded-xl border border-border bg-muted p-1"
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={tabIdOf(idBase, tab.value)}
            aria-selected={selected}
            aria-controls={panelIdOf(idBase, tab.value)}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? "active" : "inactive"}
            onClick={() => onValueChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerEnter={() => onTabIntent(tab.value)}
            onFocus={() => onTabIntent(tab.value)}
            className="inline-flex min-h-9 cursor-pointer items-center justify-center gap-2 rounded-lg px-2 py-1.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow sm:text-sm"
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The chosen tab's panel; the other panels are not mounted. Key it by `value`. */
export function DemoTabPanel({
  idBase,
  value,
  className,
  children,
}: {
  idBase: string;
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelIdOf(idBase, value)}
      aria-labelledby={tabIdOf(idBase, value)}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
