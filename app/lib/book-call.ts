import { atom } from "nanostores";

import type { PlanChoice } from "./plan-choice";

/**
 * A plan chosen on a plan card: what the request carries, and the words the popup names it with
 * (worked out by the plans, so that the popup needs no price list).
 */
export interface BookCallPlan {
  choice: PlanChoice;
  /** "Team Pro". */
  name: string;
  /** "Team Pro for 12 users". */
  description: string;
}

/**
 * The AI trainer pages' Book a Call popup, opened from buttons in several islands (plan cards,
 * the demo section, the closing call to action): null until it is prepared or first opened, then
 * whether it is open and the plan chosen (if the visitor came from a plan card), which the
 * request carries.
 */
export const $bookCall = atom<{ open: boolean; plan?: BookCallPlan } | null>(null);

/** Loads the popup's code and renders it closed, so that the first request opens it at once. */
export function prepareBookCall() {
  if (!$bookCall.get()) $bookCall.set({ open: false });
}

/** A plan card's button: `data-book-call-plan` holds its plan's id. */
export const PLAN_BUTTONS = "[data-book-call-plan]";

/**
 * For a button that opens the popup, below the first screen (a ref, or any element): the popup
 * is prepared once the button is on screen, as an island's code loads once the island is.
 */
export function prepareBookCallOnSight(button: HTMLElement | null) {
  // Once prepared (or opened), the popup stays so: nothing left to watch for.
  if (!button || $bookCall.get()) return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    prepareBookCall();
  });
  observer.observe(button);
  return () => observer.disconnect();
}

/** The control that opened the popup: focus goes back to it when the popup closes. */
let opener: HTMLElement | null = null;

export function openBookCall(plan?: BookCallPlan) {
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
