import ChevronDown from "lucide-react/icons/chevron-down";
import type { ComponentProps } from "react";

import { cn } from "~/lib/utils";

/*
 * A disclosure list built on the browser's own `<details>` and `<summary>`: every answer is in the
 * prerendered page, the browser opens and closes the items with a click, Enter or Space (no
 * script, so no island), and find in page opens the item that holds a match. Items that share a
 * `name` form an exclusive group: opening one closes the others.
 */

export function Accordion({ className, ...props }: ComponentProps<"div">) {
  return <div className={className} {...props} />;
}

/** One item; `name` groups it with the others that only one of may be open, `open` opens it. */
export function AccordionItem({ className, ...props }: ComponentProps<"details">) {
  return (
    <details className={cn("group border-b border-border last:border-b-0", className)} {...props} />
  );
}

/** The item's question: the `<summary>` that opens and closes it, with a chevron turning. */
export function AccordionTrigger({ className, children, ...props }: ComponentProps<"summary">) {
  return (
    <summary
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium transition-colors hover:text-text-purple [&::-webkit-details-marker]:hidden",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden
        className="size-4 shrink-0 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
      />
    </summary>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div className="text-sm" {...props}>
      <div className={cn("pb-4 text-muted-foreground", className)}>{children}</div>
    </div>
  );
}
