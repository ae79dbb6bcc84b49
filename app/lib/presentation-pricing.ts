import type { PresentationPrices } from "./presentation-price-schema";

/**
 * What a deck of `slides` costs at `prices` (the published ones): every slide at the price per
 * slide, or the minimum charge for a deck under its slide count.
 */
export function presentationPrice(prices: PresentationPrices, slides: number): number {
  if (!Number.isInteger(slides) || slides < 1) {
    throw new RangeError(`Slide count must be a whole number of at least 1, got ${slides}`);
  }
  const { pricePerSlide, minimumCharge, minimumBelowSlides } = prices;
  if (slides < minimumBelowSlides) return minimumCharge;
  return slides * pricePerSlide;
}
