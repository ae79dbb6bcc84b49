/**
 * The lead lists' fixed parts: their ids, in the page's order, and the interest form's checkbox
 * for each (stored leads hold those fields). Apart from the schema so that the islands that
 * show the lists load no zod.
 */
import type { LeadLists } from "./lead-lists-schema";

export const leadListIds = ["basic", "standard", "premium"] as const;
export type LeadListId = (typeof leadListIds)[number];

/** The interest form's checkbox for each list. */
export const leadListFormFields = {
  basic: "basicList",
  standard: "standardList",
  premium: "premiumList",
} as const satisfies Record<LeadListId, string>;

/** Each list of `lists` in the page's order, with its id and its checkbox. */
export function orderedLeadLists(lists: LeadLists) {
  return leadListIds.map((id) => ({ ...lists[id], id, formField: leadListFormFields[id] }));
}
