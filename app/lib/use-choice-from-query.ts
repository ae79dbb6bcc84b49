import { useEffect } from "react";

import { chosenFromQuery } from "./preselected-choices";

/**
 * Hands `choose` the item the page's address names in its query's `field`, once the island is
 * live: a link followed before then, or from another page, still names its item in the form.
 * After hydration, so that the prerendered form and the first render agree.
 */
export function useChoiceFromQuery<Item extends { id: string }>(
  field: string,
  items: readonly Item[],
  choose: (item: Item) => void,
) {
  useEffect(() => {
    const item = chosenFromQuery(window.location.search, field, items);
    if (item) choose(item);
    // Once, on the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
