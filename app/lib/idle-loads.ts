/**
 * Code a page needs as soon as the visitor uses it (its deferred parts, a tab's panel, a menu),
 * loaded while the browser is idle: one piece at a time, in the order the page shows them, so
 * that it is there before the visitor is. The first screen's code (a load without a place)
 * starts once the page has hydrated; the rest once the visitor shows they are there (scrolls,
 * points, touches or types), so a visitor who leaves at once does not pay for it. Loading here
 * means fetching and evaluating the modules; making a part live stays with its owner
 * (`deferred` hydrates a part as the visitor nears it).
 */

/** What tells that the visitor is there and may head down the page. */
const ACTIVITY_EVENTS = ["pointermove", "pointerdown", "keydown", "scroll", "touchstart"] as const;

interface IdleLoad {
  load: () => Promise<unknown>;
  /**
   * Where the code's part is on the page, for the order; a load without one belongs to the
   * first screen and comes first. A part not (yet) on the page is left until it is.
   */
  place?: () => Element | null;
  /** The load that was running when this one was registered: its code defined this one. */
  definedBy?: IdleLoad;
  started: boolean;
  registered: number;
}

const loads: IdleLoad[] = [];
let running: IdleLoad | undefined;
let scheduled = false;
/** Set once the page is live: nothing competes with its own scripts and hydration. */
let started = false;
/** Set once the visitor has scrolled, pointed, touched or typed. */
let active = false;
let markDone = () => {};
const done = new Promise<void>((resolve) => (markDone = resolve));

/** Where a load's part is: its own place, or that of the part whose code defined it. */
function placeOf(entry: IdleLoad): Element | null | undefined {
  if (!entry.place) return undefined;
  const element = entry.place();
  if (element?.isConnected) return element;
  return entry.definedBy ? placeOf(entry.definedBy) : null;
}

/**
 * The next load: first-screen code, then (once the visitor is active) parts in page order;
 * parts not on the page wait.
 */
function next(): IdleLoad | undefined {
  const candidates = loads
    .filter((entry) => !entry.started)
    .map((entry) => ({ entry, place: placeOf(entry) }))
    .filter(({ place }) => place !== null && (active || place === undefined));
  candidates.sort((a, b) => {
    if (a.place !== b.place) {
      if (!a.place) return -1;
      if (!b.place) return 1;
      return a.place.compareDocumentPosition(b.place) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    }
    return a.entry.registered - b.entry.registered;
  });
  return candidates[0]?.entry;
}

function step() {
  scheduled = false;
  const entry = next();
  if (!entry) {
    if (active) markDone();
    return;
  }
  entry.started = true;
  running = entry;
  void entry
    .load()
    // A load that fails here fails again, visibly, when its owner needs it.
    .catch(() => {})
    .finally(() => {
      running = undefined;
      schedule();
    });
}

function schedule() {
  if (!started || scheduled || running) return;
  scheduled = true;
  const loaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  // Idle, or at the latest a second later: a busy page must not keep its widgets waiting.
  void loaded.then(() => requestIdleCallback(step, { timeout: 1000 }));
}

/**
 * Loads `load` once the page is live and idle (nothing on the server, while prerendering).
 * `place` says where its part is on the page; without it the code belongs to the first screen.
 * Registering the same function again only updates its place.
 */
export function loadAtIdle(load: () => Promise<unknown>, place?: () => Element | null) {
  if (typeof window === "undefined" || typeof requestIdleCallback === "undefined") return;
  const known = loads.find((entry) => entry.load === load);
  if (known) {
    if (place) known.place = place;
  } else {
    loads.push({ load, place, definedBy: running, started: false, registered: loads.length });
  }
  schedule();
}

/**
 * Called once the page has hydrated: from the next idle moment, the first screen's loads begin,
 * and the rest follow the visitor's first sign of activity.
 */
export function startIdleLoads() {
  if (started || typeof requestIdleCallback === "undefined") return;
  started = true;
  const activate = () => {
    for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, activate);
    active = true;
    schedule();
  };
  for (const event of ACTIVITY_EVENTS) {
    window.addEventListener(event, activate, { once: true, passive: true });
  }
  schedule();
}

/**
 * Resolves once the visitor is active and every load of the page so far has been made (or
 * found not on the page).
 */
export function idleLoadsDone(): Promise<void> {
  return done;
}
