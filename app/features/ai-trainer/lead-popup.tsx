import { Suspense, lazy, useCallback, useRef, useState } from "react";

// The popup and its form code load on the first request to open it, off the page's first load.
const loadDialog = () => import("./lead-popup-dialog");
const LeadPopupDialog = lazy(loadDialog);

/** Starts loading the popup's code early, e.g. when the pointer nears a button that opens it. */
export function preloadLeadPopup() {
  void loadDialog();
}

/**
 * The 'Book a Call' popup of the AI trainer pages. `openPopup(plan?)` opens it from any button;
 * closing it hands focus back to that button.
 */
export function useLeadPopup() {
  const [state, setState] = useState<{ open: boolean; plan?: string; used: boolean }>({
    open: false,
    used: false,
  });
  const opener = useRef<HTMLElement | null>(null);

  const openPopup = useCallback((plan?: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ open: true, plan, used: true });
  }, []);

  const onOpenChange = useCallback((open: boolean) => {
    setState((current) => ({ ...current, open }));
  }, []);

  const popup = state.used ? (
    <Suspense fallback={null}>
      <LeadPopupDialog
        open={state.open}
        onOpenChange={onOpenChange}
        plan={state.plan}
        returnFocusTo={() => opener.current}
      />
    </Suspense>
  ) : null;

  return { openPopup, popup };
}
