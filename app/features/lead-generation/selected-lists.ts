import { useSyncExternalStore } from "react";

import type { LeadListId } from "~/content/lead-generation";

/** Lists chosen with a package's button, ticked in the interest form further down the page. */
let selected: readonly LeadListId[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function chooseList(id: LeadListId) {
  if (selected.includes(id)) return;
  selected = [...selected, id];
  emit();
}

export function clearChosenLists() {
  if (selected.length === 0) return;
  selected = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: readonly LeadListId[] = [];

export function useChosenLists(): readonly LeadListId[] {
  return useSyncExternalStore(
    subscribe,
    () => selected,
    () => none,
  );
}
