import { useSyncExternalStore } from "react";

import { DEFAULT_REVOPS_PACKAGE, type RevopsPackageId } from "~/content/revops";
import { valueStore } from "~/lib/value-store";

/** The package chosen with a card's Select button, preselected in the discovery form. */
const selected = valueStore<RevopsPackageId>(DEFAULT_REVOPS_PACKAGE);

export const selectPackage = selected.set;

export function useSelectedPackage(): RevopsPackageId {
  return useSyncExternalStore(selected.subscribe, selected.get, () => DEFAULT_REVOPS_PACKAGE);
}
