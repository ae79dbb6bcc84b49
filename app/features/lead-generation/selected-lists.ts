import { useStore } from "@nanostores/react";
import { atom } from "nanostores";

import type { LeadListId } from "~/content/lead-generation";

const none: readonly LeadListId[] = [];

/**
 * Lists chosen with a package's button (the packages island), ticked in the interest form
 * further down the page (an island of its own, which may come alive after the choice).
 */
const $chosenLists = atom<readonly LeadListId[]>(none);

export function chooseList(id: LeadListId) {
  const chosen = $chosenLists.get();
  if (!chosen.includes(id)) $chosenLists.set([...chosen, id]);
}

export function clearChosenLists() {
  $chosenLists.set(none);
}

export function useChosenLists(): readonly LeadListId[] {
  return useStore($chosenLists);
}
