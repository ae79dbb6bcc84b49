import { useSyncExternalStore } from "react";

import { DEFAULT_REVOPS_PACKAGE, type RevopsPackageId } from "~/content/revops";

/** The package chosen with a card's Select button, preselected in the discovery form. */
let selected: RevopsPackageId = DEFAULT_REVOPS_PACKAGE;
const listeners = new Set<() => void>();

export function selectPackage(id: RevopsPackageId) {
  if (selected === id) return;
  selected = id;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSelectedPackage(): RevopsPackageId {
  return useSyncExternalStore(
    subscribe,
    () => selected,
    () => DEFAULT_REVOPS_PACKAGE,
  );
}
