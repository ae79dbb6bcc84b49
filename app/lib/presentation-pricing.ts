import { presentationPricing } from "~/content/presentations";

/** $50 a slide, with a $500 minimum for decks under 10 slides. */
export function presentationPrice(slides: number): number {
  if (!Number.isInteger(slides) || slides < 1) {
    throw new RangeError(`Slide count must be a whole number of at least 1, got ${slides}`);
  }
  const { pricePerSlide, minimumCharge, minimumBelowSlides } = presentationPricing;
  if (slides < minimumBelowSlides) return minimumCharge;
  return slides * pricePerSlide;
}
