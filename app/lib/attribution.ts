/**
 * Where a visitor came from, kept in the browser only (no cookie) and sent with a lead: the
 * first touch (the first visit, kept 90 days) and the last touch (this visit).
 */

export const TOUCH_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "msclkid",
  "fbclid",
] as const;

export type Touch = Partial<Record<(typeof TOUCH_PARAMS)[number], string>> & {
  landingPage: string;
  referrer?: string;
  at: string;
};

export interface Attribution {
  firstTouch?: Touch;
  lastTouch?: Touch;
}

const FIRST_KEY = "attribution.first";
const LAST_KEY = "attribution.last";
export const FIRST_TOUCH_DAYS = 90;

function currentTouch(location: Location, referrer: string, now: Date): Touch {
  const touch: Touch = { landingPage: location.pathname + location.search, at: now.toISOString() };
  const params = new URLSearchParams(location.search);
  for (const name of TOUCH_PARAMS) {
    const value = params.get(name);
    if (value) touch[name] = value;
  }
  // Moves between our own pages are not where the visitor came from.
  if (referrer && new URL(referrer).origin !== location.origin) touch.referrer = referrer;
  return touch;
}

function read(storage: Storage, key: string): Touch | undefined {
  try {
    return (JSON.parse(storage.getItem(key) ?? "null") as Touch | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Notes this page load: a first touch when none is kept (or it is older than 90 days), and the
 * visit's last touch on its first page or when a new campaign link brought the visitor back. */
export function recordVisit(now = new Date()) {
  try {
    const touch = currentTouch(window.location, document.referrer, now);
    const first = read(localStorage, FIRST_KEY);
    if (!first || now.getTime() - Date.parse(first.at) > FIRST_TOUCH_DAYS * 86_400_000) {
      localStorage.setItem(FIRST_KEY, JSON.stringify(touch));
    }
    const campaign = TOUCH_PARAMS.some((name) => touch[name]) || touch.referrer;
    if (campaign || !read(sessionStorage, LAST_KEY)) {
      sessionStorage.setItem(LAST_KEY, JSON.stringify(touch));
    }
  } catch {
    // Storage blocked: the lead goes without attribution.
  }
}

export function readAttribution(): Attribution {
  try {
    return { firstTouch: read(localStorage, FIRST_KEY), lastTouch: read(sessionStorage, LAST_KEY) };
  } catch {
    return {};
  }
}

/**
 * The hidden fields of every lead form that carry the touches, as JSON, when the browser posts
 * the form itself (its island not live yet, or its code failed to load).
 */
export const ATTRIBUTION_FIELDS = { firstTouch: "firstTouch", lastTouch: "lastTouch" } as const;

/** Writes the touches kept into a form's attribution fields, as its script would send them. */
export function fillAttributionFields(form: HTMLFormElement) {
  const attribution = readAttribution();
  for (const [touch, name] of Object.entries(ATTRIBUTION_FIELDS)) {
    const field = form.elements.namedItem(name);
    const value = attribution[touch as keyof Attribution];
    if (field instanceof HTMLInputElement) field.value = value ? JSON.stringify(value) : "";
  }
}
