import { describe, expect, it } from "vitest";

import { presentationPricesSeed as presentationPricing } from "~/content/presentation-prices";
import { presentationPrice as priceAt } from "~/lib/presentation-pricing";

const presentationPrice = (slides: number) => priceAt(presentationPricing, slides);

describe("presentation pricing", () => {
  it("is $50 a slide with a $500 minimum under 10 slides", () => {
    expect(presentationPricing).toMatchObject({
      pricePerSlide: 50,
      minimumCharge: 500,
      minimumBelowSlides: 10,
    });
  });

  it.each([
    [5, 500],
    [15, 750],
  ])("prices the example of %i slides at $%i", (slides, total) => {
    expect(presentationPrice(slides)).toBe(total);
  });

  it.each([
    [1, 500],
    [9, 500],
    [10, 500],
    [11, 550],
    [40, 2000],
  ])("prices %i slides at $%i around the minimum", (slides, total) => {
    expect(presentationPrice(slides)).toBe(total);
  });

  it("shows the spec's examples on the pricing card", () => {
    expect(presentationPricing.exampleSlides).toEqual([5, 15]);
  });

  it("prices by the published prices it is given", () => {
    const edited = { ...presentationPricing, pricePerSlide: 60, minimumBelowSlides: 12 };
    expect(priceAt(edited, 11)).toBe(500);
    expect(priceAt(edited, 12)).toBe(720);
  });

  it("rejects slide counts that are not whole numbers of at least 1", () => {
    for (const slides of [0, -3, 7.5, Number.NaN]) {
      expect(() => presentationPrice(slides)).toThrow(RangeError);
    }
  });
});
