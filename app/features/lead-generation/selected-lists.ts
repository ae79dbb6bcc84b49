import { useStore } from "@nanostores/react";
import { atom } from "nanostores";

import type { LeadListId } from "~/lib/lead-lists";

/**
 * The list chosen with a package's button (the packages island), ticked in the interest form
 * further down the page (an island of its own, which may come alive after the choice). A later
 * package's button replaces the choice.
 */
const $chosenList = atom<LeadListId | null>(null);

export function chooseList(id: LeadListId) {
  $chosenList.set(id);
}

export function clearChosenList() {
  $chosenList.set(null);
}

export function useChosenList(): LeadListId | null {
  return useStore($chosenList);
}
