import ArrowDown from "lucide-react/icons/arrow-down";
import { type RefObject, useEffect, useState } from "react";

import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** Whether any part of the element is on screen. */
function useOnScreen(target: RefObject<HTMLElement | null>) {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // The last entry is the latest state when several changes come in one batch.
    const observer = new IntersectionObserver((entries) =>
      setOnScreen(entries.at(-1)?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

/**
 * The quote's total, held at the foot of a narrow screen while the visitor works the controls
 * above it (sticky at the end of the controls, so it shows only while they are on screen), with
 * a link down to the full quote. Hidden while the quote's own total is on screen, and on wide
 * screens, where the quote stands beside the controls. Not a live region: the calculator already
 * announces each new total once.
 */
export function QuoteTotalBar({
  total,
  quoteId,
  quoteTotal,
}: {
  /** Already formatted, e.g. "$4,500". */
  total: string;
  quoteId: string;
  /** The quote's own total. */
  quoteTotal: RefObject<HTMLElement | null>;
}) {
  const quoteTotalOnScreen = useOnScreen(quoteTotal);
  return (
    <div
      data-testid="quote-total-bar"
      className={cn(
        "sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-xl border border-border bg-card py-2 pr-2 pl-4 shadow-lg transition-[opacity,visibility] motion-reduce:transition-none lg:hidden",
        quoteTotalOnScreen && "invisible opacity-0",
      )}
    >
      <p className="flex items-baseline gap-2">
        <span className="text-sm text-muted-foreground">Total</span>
        <span data-testid="quote-bar-total" className="text-xl font-extrabold tabular-nums">
          {total}
        </span>
      </p>
      <a href={`#${quoteId}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
        See full quote
        <ArrowDown aria-hidden className="size-4" />
      </a>
    </div>
  );
}
