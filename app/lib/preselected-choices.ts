import type { LinkedChoice } from "~/content/types";

/**
 * A link can tick choices in a form of the page it leads to, naming them in its query as the
 * form itself would send them (`?resources=email-sequences`). The page's script ticks them in the
 * prerendered form, or in the form already live; a prerendered form keeps them when its own code
 * takes over.
 */

/** A link to `path` with `values` chosen in the form's checkbox field `field`, then `#hash`. */
export function hrefWithChoices(
  path: string,
  field: string,
  values: readonly string[],
  hash = "",
): string {
  const query = new URLSearchParams(values.map((value) => [field, value]));
  return `${path}?${query}${hash}`;
}

/**
 * Ticks each checkbox of the page's forms whose name and value the query names, as a click
 * would: a form whose own code is already live takes the choice as well.
 */
export function tickChoicesFromQuery(search: string, root: ParentNode = document) {
  for (const [field, value] of new URLSearchParams(search)) {
    for (const box of root.querySelectorAll<HTMLInputElement>("form input[type=checkbox]")) {
      if (box.name === field && box.value === value && !box.checked) box.click();
    }
  }
}

/**
 * The item a link chose for the page's form by naming its id in the query's `field`
 * (`?tool=content-generator`), if any: only an item of `items`, never text from the address.
 */
export function chosenFromQuery<Item extends { id: string }>(
  search: string,
  field: string,
  items: readonly Item[],
): Item | undefined {
  const id = new URLSearchParams(search).get(field);
  return items.find((item) => item.id === id);
}

/** The id of the place in the request form that a card's link for `itemId` leads to. */
export function choiceAnchorId(choice: Pick<LinkedChoice, "query">, itemId: string): string {
  return `${choice.query}-${itemId}`;
}

/**
 * A card's link to the page's request form, the item named in its query (which the form's code,
 * or the server for a post made without scripts, reads) and its place in the form as the hash
 * (which shows, without scripts, the note that names it).
 */
export function linkedChoiceHref(choice: Pick<LinkedChoice, "query">, itemId: string): string {
  return hrefWithChoices("", choice.query, [itemId], `#${choiceAnchorId(choice, itemId)}`);
}
