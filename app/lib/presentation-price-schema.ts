/**
 * The owner-editable presentation design prices: the price per slide, the minimum charge and the
 * slide count below which it applies, and the slide counts worked through as examples. Its zod
 * schema (the editor, the server and the tests validate with it; the type is derived from it)
 * and the label that names each field. The seed is ~/content/presentation-prices.ts.
 */
import { z } from "zod";

import { quoteSlides } from "~/content/presentations";

/** The most a price field takes, in US dollars. */
const MAX_PRICE = 100_000;
/** The most worked examples the pricing card lists. */
export const MAX_SLIDE_EXAMPLES = 4;

const dollars = z.number().int().min(0).max(MAX_PRICE);
/** A slide count the quote form takes. */
const slides = z.number().int().min(quoteSlides.min).max(quoteSlides.max);

/** The prices the pricing card, the quote form's live estimate and the quote's notices use. */
export const presentationPricesSchema = z.strictObject({
  pricePerSlide: dollars,
  minimumCharge: dollars,
  /**
   * Decks with fewer slides than this pay the minimum charge: at least 2, so that "decks under
   * N slides" names a deck.
   */
  minimumBelowSlides: slides.min(2),
  /** Slide counts worked through as examples on the pricing card. */
  exampleSlides: z
    .array(slides)
    .min(1)
    .max(MAX_SLIDE_EXAMPLES)
    .refine((counts) => new Set(counts).size === counts.length, {
      error: "each slide count once",
    }),
});

export type PresentationPrices = z.infer<typeof presentationPricesSchema>;

const fieldNames: Record<string, string> = {
  pricePerSlide: "price per slide",
  minimumCharge: "minimum charge",
  minimumBelowSlides: "minimum charge below slides",
  exampleSlides: "examples",
};

/**
 * The label that names a field of the presentation prices: "Presentation design · price per
 * slide", "Presentation design · example 2 · slides".
 */
export function presentationPriceLabel(path: readonly PropertyKey[]): string {
  const [field, index] = path;
  const item = "Presentation design";
  if (field === "exampleSlides" && typeof index === "number") {
    return `${item} · example ${index + 1} · slides`;
  }
  return typeof field === "string" && field in fieldNames
    ? `${item} · ${fieldNames[field]}`
    : `${item} prices`;
}
