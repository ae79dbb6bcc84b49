import * as TabsPrimitive from "@radix-ui/react-tabs";
import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "~/lib/utils";

export const Tabs = TabsPrimitive.Root;

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

const triggerVariants = cva(
  "inline-flex cursor-pointer items-center font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow",
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

export function TabsList({
  className,
  variant,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof listVariants>) {
  return <TabsPrimitive.List className={cn(listVariants({ variant }), className)} {...props} />;
}

export function TabsTrigger({
  className,
  variant,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & VariantProps<typeof triggerVariants>) {
  return (
    <TabsPrimitive.Trigger className={cn(triggerVariants({ variant }), className)} {...props} />
  );
}

export const TabsContent = TabsPrimitive.Content;
