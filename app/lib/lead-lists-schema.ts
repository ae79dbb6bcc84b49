/**
 * The owner-editable lead list packages: per list its name, price, description, features and
 * whether it is marked most popular. Its zod schema (the editor, the server and the tests
 * validate with it; the types are derived from it) and the label that names each field. The
 * lists themselves are fixed: the interest form has a checkbox per list, and stored leads name
 * them (./lead-lists.ts). The seed is ~/content/lead-lists.ts.
 */
import { z } from "zod";

import { type LeadListId, leadListIds } from "./lead-lists";

import { requiredText as text } from "./content-schema-parts";

/** What the editor calls each list, whatever its published name. */
const listTitles: Record<LeadListId, string> = {
  basic: "Basic list",
  standard: "Standard list",
  premium: "Premium list",
};

/** The most a list costs, in US dollars. */
const MAX_PRICE = 100_000;
/** The most features a list's card shows, after its lead count. */
export const MAX_FEATURES = 10;
/** The most characters of a name, a description and a feature: a card's line, not a page. */
const MAX_NAME = 40;
const MAX_DESCRIPTION = 200;
const MAX_FEATURE = 80;

const leadListPackage = z.strictObject({
  name: text(MAX_NAME),
  price: z.number().int().min(0).max(MAX_PRICE),
  description: text(MAX_DESCRIPTION),
  features: z.array(text(MAX_FEATURE)).min(1).max(MAX_FEATURES),
  /** The one list the page badges "Most Popular" and highlights, if any. */
  popular: z.boolean(),
});

/** The lead lists the packages, the interest form, the structured data and the notices show. */
export const leadListsSchema = z
  .strictObject(
    Object.fromEntries(leadListIds.map((id) => [id, leadListPackage])) as Record<
      LeadListId,
      typeof leadListPackage
    >,
  )
  .superRefine((lists, context) => {
    const seen = new Set<string>();
    let popular = false;
    for (const id of leadListIds) {
      const { name, popular: marked } = lists[id];
      // The notices, the form's checkboxes and the buttons tell the lists apart by name.
      const key = name.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          path: [id, "name"],
          message: "another list has this name",
        });
      }
      seen.add(key);
      if (marked && popular) {
        context.addIssue({
          code: "custom",
          path: [id, "popular"],
          message: "another list is marked most popular",
        });
      }
      popular ||= marked;
    }
  });

export type LeadLists = z.output<typeof leadListsSchema>;

const fieldNames: Record<string, string> = {
  name: "name",
  price: "price",
  description: "description",
  features: "features",
  popular: "most popular",
};

/**
 * The label that names a field of the lead lists by its list: "Standard list · price",
 * "Premium list · feature 2".
 */
export function leadListLabel(path: readonly PropertyKey[]): string {
  const [id, field, index] = path;
  if (typeof id !== "string" || !Object.hasOwn(listTitles, id)) return "Lead lists";
  const list = listTitles[id as LeadListId];
  if (field === "features" && typeof index === "number") return `${list} · feature ${index + 1}`;
  return typeof field === "string" && Object.hasOwn(fieldNames, field)
    ? `${list} · ${fieldNames[field]}`
    : list;
}
