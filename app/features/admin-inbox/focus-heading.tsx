import { type ReactNode, useEffect, useRef } from "react";

import { cn } from "~/lib/utils";

/**
 * The view's h1. When a view replaces another (signed in, signed out, a lead opened), the
 * control that had focus is gone: focus goes to the new heading, so keyboard and screen-reader
 * users start at the top of what they now see. Focus elsewhere is left alone.
 */
export function FocusHeading({ className, children }: { className?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={heading} tabIndex={-1} className={cn("scroll-mt-24", className)}>
      {children}
    </h1>
  );
}
