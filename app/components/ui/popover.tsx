import * as PopoverPrimitive from "@radix-ui/react-popover";
import type { ComponentProps } from "react";

import { cn } from "~/lib/utils";

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

/**
 * A floating panel next to its trigger. `inline` keeps it in the DOM right after the trigger
 * (no portal), so it inherits a local theme and Tab moves straight from the trigger into it.
 */
export function PopoverContent({
  className,
  align = "center",
  sideOffset = 8,
  inline = false,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content> & { inline?: boolean }) {
  const content = (
    <PopoverPrimitive.Content
      align={align}
      sideOffset={sideOffset}
      className={cn(
        "z-50 w-72 rounded-xl border border-border bg-popover p-4 text-popover-foreground shadow-2xl outline-none data-[state=open]:animate-[fade-up_0.15s_ease-out]",
        className,
      )}
      {...props}
    />
  );
  return inline ? content : <PopoverPrimitive.Portal>{content}</PopoverPrimitive.Portal>;
}
