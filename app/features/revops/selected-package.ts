import { useStore } from "@nanostores/react";
import { atom } from "nanostores";

import { DEFAULT_REVOPS_PACKAGE } from "~/content/revops";
import type { RevopsPackageId } from "~/lib/revops-package-schema";

/**
 * The package chosen with a card's Select button (the packages island), preselected in the
 * discovery form (an island of its own, which may come alive after the choice).
 */
const $selectedPackage = atom<RevopsPackageId>(DEFAULT_REVOPS_PACKAGE);

export function selectPackage(id: RevopsPackageId) {
  $selectedPackage.set(id);
}

export function useSelectedPackage(): RevopsPackageId {
  return useStore($selectedPackage);
}
