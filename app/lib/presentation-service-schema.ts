/**
 * The owner-editable copy of the presentation design service: what its price includes, the
 * lines of the pricing card. Its zod schema (the editor, the server and the tests validate with
 * it; the type is derived from it) and the label that names each field. The card's title, the
 * story, the steps, the gallery and the quote form's copy stay in code
 * (~/content/presentations.ts); the seed is ~/content/presentation-service.ts.
 */
import { z } from "zod";

import { includedLinesSchema } from "./website-service-schema";

export const presentationServiceSchema = z.strictObject({
  /** What the price per slide includes, in the card's order. */
  includes: includedLinesSchema,
});

export type PresentationService = z.output<typeof presentationServiceSchema>;

/**
 * The label that names a field of the presentation service's copy: "Presentation design ·
 * includes · line 2".
 */
export function presentationServiceLabel(path: readonly PropertyKey[]): string {
  const [field, index] = path;
  const item = "Presentation design";
  if (field !== "includes") return item;
  return typeof index === "number"
    ? `${item} · includes · line ${index + 1}`
    : `${item} · includes`;
}
