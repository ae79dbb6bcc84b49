import type { ComponentProps } from "react";

import { cn } from "~/lib/utils";

const fieldClasses =
  "w-full rounded-lg border border-input bg-background/60 px-3 py-2 text-base text-foreground placeholder:text-muted-foreground transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn("h-10", fieldClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn("min-h-28 resize-y", fieldClasses, className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn("h-10 cursor-pointer", fieldClasses, className)} {...props} />;
}
