import * as DialogPrimitive from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import type { ComponentProps } from "react";

import { cn } from "~/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The dimmed page behind a modal panel. Not Radix's Overlay: its scroll lock injects a <style>
 * element measured at run time, which the pages' CSP refuses (docs/decisions/014-style-policy.md).
 * `data-modal-backdrop` holds the page still instead (app.css).
 */
function DialogBackdrop() {
  return (
    <div
      aria-hidden
      data-modal-backdrop=""
      className="fixed inset-0 z-50 animate-[fade-up_0.2s_ease-out] bg-slate-950/70 backdrop-blur-sm motion-reduce:animate-none"
    />
  );
}

const sideClasses = {
  center:
    "top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6",
  right: "inset-y-0 right-0 h-full w-80 max-w-[90vw] overflow-y-auto border-l p-6",
} as const;

/** A modal panel: centred dialog, or a sheet sliding in from the right. Focus is trapped inside. */
export function DialogContent({
  className,
  children,
  side = "center",
  closeLabel = "Close",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  side?: keyof typeof sideClasses;
  closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogBackdrop />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 border border-border bg-popover text-popover-foreground shadow-2xl",
          side === "right" &&
            "data-[state=open]:animate-[slide-in-right_0.25s_ease-out] motion-reduce:animate-none",
          sideClasses[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-muted-foreground transition-colors hover:text-foreground"
          aria-label={closeLabel}
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-xl font-semibold", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
