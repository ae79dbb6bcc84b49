/** The look of the header's top-level links and dropdown buttons. */
export const topLinkClasses =
  "inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-text-purple";
