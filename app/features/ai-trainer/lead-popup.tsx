import {
  type RefObject,
  Suspense,
  lazy,
  useCallback,
  useImperativeHandle,
  useRef,
  useEffect,
  useState,
} from "react";

import { loadAtIdle } from "~/lib/idle-loads";

// The popup and its form code load at idle once the visitor is active (see `loadAtIdle`), or on
// the first request to open it, off the page's first load.
const loadDialog = () => import("./lead-popup-dialog");
const LeadPopupDialog = lazy(loadDialog);

/** Starts loading the popup's code early, e.g. when the pointer nears a button that opens it. */
export function preloadLeadPopup() {
  void loadDialog();
}

type OpenPopup = (plan?: string) => void;

/**
 * The popup with its own state: opening it re-renders the popup alone, not the page around it,
 * whose deferred parts would otherwise lose their prerendered HTML.
 */
function LeadPopup({ openRef }: { openRef: RefObject<OpenPopup | null> }) {
  const [state, setState] = useState<{ open: boolean; plan?: string; used: boolean }>({
    open: false,
    used: false,
  });
  const opener = useRef<HTMLElement | null>(null);
  // In page order from the first control that opens it.
  useEffect(
    () => loadAtIdle(loadDialog, () => document.querySelector('main [aria-haspopup="dialog"]')),
    [],
  );

  useImperativeHandle(
    openRef,
    () => (plan?: string) => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setState({ open: true, plan, used: true });
    },
    [],
  );

  const onOpenChange = useCallback((open: boolean) => {
    setState((current) => ({ ...current, open }));
  }, []);

  if (!state.used) return null;
  return (
    <Suspense fallback={null}>
      <LeadPopupDialog
        open={state.open}
        onOpenChange={onOpenChange}
        plan={state.plan}
        returnFocusTo={() => opener.current}
      />
    </Suspense>
  );
}

/**
 * The 'Book a Call' popup of the AI trainer pages. `openPopup(plan?)` opens it from any button
 * (it never changes, so it can be handed to deferred parts); closing it hands focus back to that
 * button. Render `popup` once in the page.
 */
export function useLeadPopup() {
  const openRef = useRef<OpenPopup | null>(null);
  const openPopup = useCallback((plan?: string) => openRef.current?.(plan), []);
  return { openPopup, popup: <LeadPopup openRef={openRef} /> };
}
