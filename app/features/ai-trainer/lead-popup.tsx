import { useStore } from "@nanostores/react";
import { Suspense, lazy, useEffect, useRef, useState } from "react";

import { $bookCall, closeBookCall } from "~/lib/book-call";

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
  const request = useStore($bookCall);
  const [used, setUsed] = useState(false);
  const [plan, setPlan] = useState<string | undefined>();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!request) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPlan(request.plan);
    setUsed(true);
  }, [request]);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LeadPopupDialog
        open={request !== null}
        onOpenChange={(open) => {
          if (!open) closeBookCall();
        }}
        plan={plan}
        returnFocusTo={() => opener.current}
      />
    </Suspense>
  );
}
