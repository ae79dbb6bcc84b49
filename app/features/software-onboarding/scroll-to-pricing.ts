import { SMOOTH_SCROLL_MS, smoothScrollToId } from "~/lib/scroll";

/** On a load with #pricing in the address, glides to the price tables 500 ms after load. */
export function scrollToPricingOnLoad() {
  if (window.location.hash !== "#pricing") return;
  window.setTimeout(() => smoothScrollToId("pricing"), SMOOTH_SCROLL_MS);
}
