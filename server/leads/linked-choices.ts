import { aiToolChoice } from "~/content/ai-tools";
import { cheatSheetChoice } from "~/content/cheat-sheets";
import type { LinkedChoice } from "~/content/types";
import type { LeadFormId } from "~/lib/lead-schemas";
import { chosenFromQuery } from "~/lib/preselected-choices";

/** The forms whose page names a chosen item in its address (a card's link). */
const linkedChoices: Partial<Record<LeadFormId, LinkedChoice>> = {
  "ai-tools": aiToolChoice,
  "cheat-sheet": cheatSheetChoice,
};

/**
 * A form posted without scripts cannot carry the item a card's link chose: the link named it in
 * the page's address, which the browser sends as the post's Referer. The item is taken from
 * there when the post names none, only from a page of this site and only as one of the
 * catalog's items, never text from the address.
 */
export function withLinkedChoice(
  form: LeadFormId,
  data: Record<string, unknown>,
  referer: string | undefined,
  host: string | undefined,
): Record<string, unknown> {
  const choice = linkedChoices[form];
  if (!choice || data[choice.field] || !referer || !URL.canParse(referer)) return data;
  const address = new URL(referer);
  // The Host header names the port even where the address leaves out its protocol's own.
  if (!host || address.host !== new URL(`${address.protocol}//${host}`).host) return data;
  const item = chosenFromQuery(address.search, choice.query, choice.items);
  return item ? { ...data, [choice.field]: item.title } : data;
}
