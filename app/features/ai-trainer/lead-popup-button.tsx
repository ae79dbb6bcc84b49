import { CalendarCheck } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";

import { preloadLeadPopup } from "./lead-popup";

/** A button that opens the Book a Call popup; the popup's code starts loading as it is neared. */
export function LeadPopupButton({
  onClick,
  className,
  children,
}: {
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="lg"
      variant="outline"
      className={className}
      onClick={() => onClick()}
      onPointerEnter={preloadLeadPopup}
      onFocus={preloadLeadPopup}
    >
      <CalendarCheck aria-hidden className="size-4" />
      {children}
    </Button>
  );
}
