/**
 * Today's presentation design prices: the seed of the owner-edited item
 * (app/lib/content-kinds.ts). Pages render the published item and hand it to their islands as
 * props; islands import the service's copy from ./presentations.ts, never these.
 */
import type { PresentationPrices } from "~/lib/presentation-price-schema";

/** $50 a slide, with a $500 minimum for decks under 10 slides. */
export const presentationPricesSeed: PresentationPrices = {
  pricePerSlide: 50,
  minimumCharge: 500,
  minimumBelowSlides: 10,
  exampleSlides: [5, 15],
};
