import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "~/lib/utils";

import { Slot } from "./slot";

export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold transition-[color,background-color,box-shadow,transform] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default:
          "bg-primary text-primary-foreground shadow-lg shadow-purple-500/20 hover:bg-purple-700",
        gradient:
          "bg-gradient-to-r from-purple-600 to-cyan-700 text-white shadow-lg shadow-purple-500/25 hover:from-purple-700 hover:to-cyan-800",
        outline:
          "border border-input bg-glass text-foreground backdrop-blur hover:border-purple-400 hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "text-text-purple underline-offset-4 hover:underline",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
      },
      size: {
        default: "px-5 text-sm",
        sm: "px-3 text-sm",
        lg: "px-7 text-base",
        icon: "size-10 text-sm",
        /** No box of its own: for link-style buttons inline with text. */
        inline: "text-sm",
      },
      /**
       * One line at the size's height, or (for a long label in a narrow column, such as a plan
       * card on a 320 px phone) as many lines as it takes, the button growing from that height
       * rather than pushing the page sideways.
       */
      wrap: {
        false: "whitespace-nowrap",
        true: "text-center text-balance whitespace-normal",
      },
    },
    compoundVariants: [
      { size: "default", wrap: false, className: "h-10 py-2" },
      { size: "sm", wrap: false, className: "h-9" },
      { size: "lg", wrap: false, className: "h-12" },
      { size: "default", wrap: true, className: "min-h-10 py-2" },
      { size: "sm", wrap: true, className: "min-h-9 py-1.5" },
      { size: "lg", wrap: true, className: "min-h-12 py-2.5" },
    ],
    defaultVariants: { variant: "default", size: "default", wrap: false },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, wrap, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component className={cn(buttonVariants({ variant, size, wrap }), className)} {...props} />
  );
}
