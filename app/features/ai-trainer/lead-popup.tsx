import { useStore } from "@nanostores/react";
import { Suspense, lazy } from "react";

import { $bookCall, bookCallOpener, closeBookCall } from "~/lib/book-call";

// The popup and its form load on the first request to open it, or as the pointer nears a
// button that opens it (`preloadLeadPopup`).
const loadDialog = () => import("./lead-popup-dialog");
const LeadPopupDialog = lazy(loadDialog);

/** Starts loading the popup's code early, e.g. when the pointer nears a button that opens it. */
export function preloadLeadPopup() {
  void loadDialog();
}

/**
 * The 'Book a Call' popup of the AI trainer pages, an island of its own that any button opens
 * through `openBookCall(plan?)`; closing it hands focus back to that button.
 */
export function LeadPopup() {
  const state = useStore($bookCall);
  if (!state) return null;
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
