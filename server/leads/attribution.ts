import { type Attribution, TOUCH_PARAMS, type Touch } from "~/lib/attribution";
import { stripInvisibleCharacters } from "~/lib/invisible-characters";

const MAX_LENGTH = 500;
const TOUCH_FIELDS = ["landingPage", "referrer", "at", ...TOUCH_PARAMS] as const;

function clean(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  // A touch's values are one line each: tab and newline go too.
  const text = stripInvisibleCharacters(value)
    .replace(/[\t\n]/g, "")
    .trim()
    .slice(0, MAX_LENGTH);
  return text || undefined;
}

function cleanTouch(input: unknown): Touch | undefined {
  if (!input || typeof input !== "object") return undefined;
  const touch: Record<string, string> = {};
  for (const field of TOUCH_FIELDS) {
    const value = clean((input as Record<string, unknown>)[field]);
    if (value) touch[field] = value;
  }
  if (touch.at && Number.isNaN(Date.parse(touch.at))) delete touch.at;
  if (!touch.landingPage || !touch.at) return undefined;
  return touch as Touch;
}

/**
 * What the browser says about where the visitor came from, kept to the known fields, cut when
 * over-long and stripped of control and invisible characters (as free text is). Bad values are
 * dropped; they never cost the lead.
 */
export function sanitizeAttribution(input: unknown): Attribution | null {
  if (!input || typeof input !== "object") return null;
  const { firstTouch, lastTouch } = input as Record<string, unknown>;
  const attribution: Attribution = {};
  const first = cleanTouch(firstTouch);
  const last = cleanTouch(lastTouch);
  if (first) attribution.firstTouch = first;
  if (last) attribution.lastTouch = last;
  return first || last ? attribution : null;
}

/**
 * One line per touch for people: campaign fields, referrer, landing page and time (as stored,
 * or as `formatTime` writes it).
 */
export function describeTouch(
  touch: Touch | undefined,
  formatTime: (at: string) => string = (at) => at,
): string {
  if (!touch) return "—";
  const params = TOUCH_PARAMS.filter((name) => touch[name]).map((name) => `${name}=${touch[name]}`);
  return [
    ...params,
    touch.referrer ? `referrer ${touch.referrer}` : "no referrer",
    `landed on ${touch.landingPage}`,
    formatTime(touch.at),
  ].join(" · ");
}
