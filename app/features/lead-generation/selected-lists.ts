import { useSyncExternalStore } from "react";

import type { LeadListId } from "~/content/lead-generation";
import { valueStore } from "~/lib/value-store";

const none: readonly LeadListId[] = [];

/** Lists chosen with a package's button, ticked in the interest form further down the page. */
const selected = valueStore(none);

export function chooseList(id: LeadListId) {
  if (!selected.get().includes(id)) selected.set([...selected.get(), id]);
}

export function clearChosenLists() {
  selected.set(none);
}

export function useChosenLists(): readonly LeadListId[] {
  return useSyncExternalStore(selected.subscribe, selected.get, () => none);
}
