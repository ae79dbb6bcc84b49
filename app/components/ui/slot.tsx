import { type HTMLAttributes, type ReactNode, cloneElement, isValidElement } from "react";

import { cn } from "~/lib/utils";

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode };

/**
 * Renders its only child with the slot's props merged in: class names joined, event handlers
 * both called (the child's first), the child's other props winning. What `asChild` needs on the
 * site's buttons, which sit on every page, in a fraction of a general-purpose slot's size.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (
      /^on[A-Z]/.test(name) &&
      typeof slotValue === "function" &&
      typeof childValue === "function"
    ) {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  merged.className = cn(slotProps.className, childProps.className as string | undefined);
  if (slotProps.style || childProps.style) {
    merged.style = { ...slotProps.style, ...(childProps.style as object | undefined) };
  }
  return cloneElement(children, merged);
}
