import type { UserEvent } from "@testing-library/user-event";

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
export async function tabTo(user: UserEvent, target: Element, limit = 200) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (document.activeElement === target) return;
    await user.tab();
  }
  throw new Error(`Tab never reached ${target.outerHTML.slice(0, 80)}`);
}
