import * as LabelPrimitive from "@radix-ui/react-label";
import type { ComponentProps } from "react";

import { cn } from "~/lib/utils";

const weights = {
  /** A field's name above its control. */
  field: "leading-none font-medium",
  /** The text beside a checkbox or radio, which may wrap. */
  option: "leading-snug font-normal",
} as const;

export function Label({
  className,
  weight = "field",
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { weight?: keyof typeof weights }) {
  return (
    <LabelPrimitive.Root
      className={cn("text-sm select-none", weights[weight], className)}
      {...props}
    />
  );
}
