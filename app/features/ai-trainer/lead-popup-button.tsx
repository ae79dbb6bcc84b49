import CalendarCheck from "lucide-react/icons/calendar-check";

import { Button } from "~/components/ui/button";
import { canonicalPath } from "~/content/page-paths";
import { openBookCall } from "~/lib/book-call";

import { preloadLeadPopup } from "./lead-popup-loader";

/**
 * Opens the Book a Call popup (an island); the popup's code starts loading as it is neared. It
 * is a link to the demo request form, which is where it leads when the page's scripts have not
 * run.
 */
export function LeadPopupButton({ label, className }: { label: string; className?: string }) {
  return (
    <Button asChild size="lg" variant="outline" className={className}>
      <a
        href={`${canonicalPath("ai-trainer-support")}#lead-capture`}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          openBookCall();
        }}
        onPointerEnter={preloadLeadPopup}
        onFocus={preloadLeadPopup}
      >
        <CalendarCheck aria-hidden className="size-4" />
        {label}
      </a>
    </Button>
  );
}
