/**
 * The owner-editable testimonials: every customer quote on the site, by the place that shows it
 * (the home page's carousel, the AI trainer's landing page, ...). Its zod schema (the editor, the
 * server and the tests validate with it; the type is derived from it) and the label that names
 * each field. The seed is ~/content/testimonials.ts.
 */
import { z } from "zod";

import { requiredText as text } from "./content-schema-parts";

/** The longest quote, name, role and company a card lays out well. */
export const MAX_QUOTE = 400;
export const MAX_NAME = 60;
export const MAX_ROLE = 80;
/** The most quotes a place that shows several takes. */
export const MAX_TESTIMONIALS = 8;
/** The carousel's arrows and dots need two quotes to move between. */
export const MIN_CAROUSEL = 2;

/** The stars a quote shows, from 1 to 5; null: none, a quote mark instead. */
export const starCounts = [1, 2, 3, 4, 5] as const;

/** Quotation marks the card already puts around the quote. */
const QUOTE_MARKS = /^["“”'‘’]|["“”'‘’]$/;

export const testimonialSchema = z.strictObject({
  content: text(MAX_QUOTE).refine((quote) => !QUOTE_MARKS.test(quote), {
    error: "leave out the quotation marks: the page adds them",
  }),
  author: text(MAX_NAME),
  /** Empty: the card names no role (nor company, if that is empty too). */
  position: z.string().trim().max(MAX_ROLE),
  company: z.string().trim().max(MAX_ROLE),
  rating: z.literal(starCounts).nullable(),
});

export type Testimonial = z.output<typeof testimonialSchema>;

const several = (min: number) => z.array(testimonialSchema).min(min).max(MAX_TESTIMONIALS);

/** Each place's titles, in the editor's order: the places that show several quotes first. */
export const testimonialPlaces = {
  home: "Home carousel",
  aiTrainer: "AI trainer landing page",
  leadGeneration: "Lead generation",
  advisory: "Software advisory",
  cheatSheets: "Cheat sheets",
  revops: "RevOps consulting",
  softwareReps: "Software reps",
} as const;

export type TestimonialPlace = keyof typeof testimonialPlaces;

/** The quotes of every place: a list where the page shows several, else the one it shows. */
export const testimonialsSchema = z.strictObject({
  home: several(MIN_CAROUSEL),
  aiTrainer: several(1),
  leadGeneration: several(1),
  advisory: testimonialSchema,
  cheatSheets: testimonialSchema,
  revops: testimonialSchema,
  softwareReps: testimonialSchema,
});

export type Testimonials = z.output<typeof testimonialsSchema>;

/** The places whose quotes are a list. */
export const listPlaces = [
  "home",
  "aiTrainer",
  "leadGeneration",
] as const satisfies readonly TestimonialPlace[];

const fieldNames: Record<string, string> = {
  content: "quote",
  author: "name",
  position: "role",
  company: "company",
  rating: "stars",
};

/**
 * The label that names a field of the testimonials: "Home carousel · testimonial 2 · quote",
 * "Software advisory · testimonial · name", "Home carousel · testimonials".
 */
export function testimonialLabel(path: readonly PropertyKey[]): string {
  const [place, ...rest] = path;
  if (typeof place !== "string" || !(place in testimonialPlaces)) return "Testimonials";
  const title = testimonialPlaces[place as TestimonialPlace];
  const list = (listPlaces as readonly string[]).includes(place);
  const [index, field] = list ? rest : [undefined, ...rest];
  if (list && typeof index !== "number") return `${title} · testimonials`;
  const item = list ? `${title} · testimonial ${Number(index) + 1}` : `${title} · testimonial`;
  return typeof field === "string" && field in fieldNames ? `${item} · ${fieldNames[field]}` : item;
}
