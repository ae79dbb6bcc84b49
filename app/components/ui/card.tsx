import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "~/lib/utils";

const cardVariants = cva("rounded-2xl border text-card-foreground backdrop-blur-md", {
  variants: {
    tone: {
      default: "border-border bg-glass shadow-sm",
      /** Lifted off the page: a form or a showcase beside copy. */
      elevated: "border-border bg-glass shadow-2xl shadow-purple-500/10",
      /** The recommended choice in a row of plans. */
      featured: "border-purple-500 bg-glass shadow-xl ring-1 shadow-purple-500/20 ring-purple-500",
      /** Tinted with the brand gradient, e.g. a call to action among plain cards. */
      accent: "border-purple-500/60 bg-gradient-to-br from-purple-600/15 to-cyan-500/10 shadow-sm",
    },
  },
  defaultVariants: { tone: "default" },
});

/** A frosted-glass card, the site's basic surface. */
export function Card({
  className,
  tone,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div className={cn(cardVariants({ tone }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3 className={cn("text-lg leading-tight font-semibold", className)} {...props}>
      {children}
    </h3>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center p-6 pt-0", className)} {...props} />;
}
