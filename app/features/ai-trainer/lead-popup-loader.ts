// The popup's dialog and its form load on the first request to open it: as the pointer nears a
// button that opens it, or once the popup is prepared (a plan's button came into view). A module
// of its own, so that a button's island never waits for the popup's island file.
export const loadLeadPopupDialog = () => import("./lead-popup-dialog");

/** Starts loading the popup's code early, e.g. when the pointer nears a button that opens it. */
export function preloadLeadPopup() {
  void loadLeadPopupDialog();
}
