import type { PointerEvent, ReactNode, RefObject } from "react";

import { Popover, PopoverAnchor, PopoverContent } from "~/components/ui/popover";

/**
 * The ROI result's popover, a chunk of its own: the calculator fetches it as it first shows, so
 * the home page's first screen carries no popover code. The calculator keeps the trigger and the
 * open state; this only places the panel by the trigger.
 */
export default function RoiBreakdown({
  id,
  open,
  onOpenChange,
  triggerRef,
  onPointerEnter,
  onPointerLeave,
  children,
}: {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  children: ReactNode;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={triggerRef} />
      <PopoverContent
        id={id}
        inline
        side="top"
        aria-label="ROI breakdown"
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // The trigger opens it (it never toggles it shut): a press on it is not a press outside.
        onInteractOutside={(event) => {
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        className="w-[min(20rem,calc(100vw-3rem))]"
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
