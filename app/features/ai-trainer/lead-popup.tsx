import { useStore } from "@nanostores/react";
import { Suspense, lazy, useEffect } from "react";

import { useIsClient } from "~/components/ui/use-client-state";
import {
  $bookCall,
  PLAN_BUTTONS,
  bookCallOpener,
  closeBookCall,
  prepareBookCallOnSight,
} from "~/lib/book-call";

import { loadLeadPopupDialog } from "./lead-popup-loader";

const LeadPopupDialog = lazy(loadLeadPopupDialog);

/**
 * The 'Book a Call' popup of the AI trainer pages, an island of its own that any button opens
 * through `openBookCall(plan?)`; closing it hands focus back to that button.
 */
export function LeadPopup() {
  const state = useStore($bookCall);
  // The plans' prerendered buttons prepare the popup as they come into view, while their own
  // island is still loading; a button rendered later (another tab) does so itself.
  useEffect(() => {
    const stops = [...document.querySelectorAll<HTMLElement>(PLAN_BUTTONS)].map(
      prepareBookCallOnSight,
    );
    return () => stops.forEach((stop) => stop?.());
  }, []);
  // The page was built with the popup closed: nothing while this island hydrates, even when a
  // button asked for the popup before the island was live (it opens right after). Once prepared,
  // the popup is rendered closed, its code loaded.
  const isClient = useIsClient();
  if (!state || !isClient) return null;
  return (
    <Suspense fallback={null}>
      <LeadPopupDialog
        open={state.open}
        onOpenChange={(open) => {
          if (!open) closeBookCall();
        }}
        plan={state.plan}
        returnFocusTo={bookCallOpener}
      />
    </Suspense>
  );
}
