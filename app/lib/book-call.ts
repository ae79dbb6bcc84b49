import { atom } from "nanostores";

/**
 * The AI trainer pages' Book a Call popup, opened from buttons in several islands (plan cards,
 * the demo section, the closing call to action): null while it is closed, else the plan chosen
 * (if the visitor came from a plan card).
 */
export const $bookCall = atom<{ plan?: string } | null>(null);

export function openBookCall(plan?: string) {
  $bookCall.set({ plan });
}

export function closeBookCall() {
  $bookCall.set(null);
}
