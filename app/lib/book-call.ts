import { atom } from "nanostores";

/**
 * The AI trainer pages' Book a Call popup, opened from buttons in several islands (plan cards,
 * the demo section, the closing call to action): null until it is first opened, then whether it
 * is open and the plan chosen (if the visitor came from a plan card).
 */
export const $bookCall = atom<{ open: boolean; plan?: string } | null>(null);

/** The control that opened the popup: focus goes back to it when the popup closes. */
let opener: HTMLElement | null = null;

export function openBookCall(plan?: string) {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  $bookCall.set({ open: true, plan });
}

export function closeBookCall() {
  const current = $bookCall.get();
  if (current) $bookCall.set({ ...current, open: false });
}

export function bookCallOpener(): HTMLElement | null {
  return opener;
}
