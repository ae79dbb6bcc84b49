import { atom } from "nanostores";

/** A request to open the Book a Call popup. */
export interface BookCallRequest {
  /** The plan chosen, if the visitor came from a plan card. */
  plan?: string;
  /** What had focus when the popup was asked for: focus goes back there when it closes. */
  opener: HTMLElement | null;
}

/**
 * The AI trainer pages' Book a Call popup, opened from buttons in several islands (plan cards,
 * the demo section, the closing call to action): null while it is closed.
 */
export const $bookCall = atom<BookCallRequest | null>(null);

export function openBookCall(plan?: string) {
  const focused = document.activeElement;
  $bookCall.set({ plan, opener: focused instanceof HTMLElement ? focused : null });
}

export function closeBookCall() {
  $bookCall.set(null);
}
