import { CalendarCheck } from "lucide-react";

import { Button } from "~/components/ui/button";

import { preloadLeadPopup } from "./lead-popup";

/** The product page's Schedule a Demo button; the popup's code starts loading as it is neared. */
export function ScheduleDemoButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      size="lg"
      variant="outline"
      onClick={() => onClick()}
      onPointerEnter={preloadLeadPopup}
      onFocus={preloadLeadPopup}
    >
      <CalendarCheck aria-hidden className="size-4" />
      Schedule a Demo
    </Button>
  );
}
