// Control characters (C0 but tab and line feed, DEL, C1): invisible in a form, refused by
// PostgreSQL (NUL), breaking SQLite's full-text queries (NUL) and able to corrupt a terminal or
// a spreadsheet (ESC).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

// Invisible formatting characters: bidi embeddings, overrides and isolates, direction marks
// (they reorder text, e.g. turn "invoice<U+202E>fdp.exe" into what reads as "invoiceexe.pdf"),
// zero-width spaces and joiners, the word joiner and invisible operators, and the byte-order
// mark (they hide inside a name or a link). The zero-width joiner goes too, although emoji
// sequences use it: a lead form needs no composed emoji, and a family or a flag-like sequence
// shows as its separate emoji, which beats a rule that keeps it "only between emoji".
const INVISIBLE_FORMATTING = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * Text as a person can mean it: without control characters other than tab and newline, and
 * without invisible formatting characters that reorder or hide what is shown.
 */
export function stripInvisibleCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "").replace(INVISIBLE_FORMATTING, "");
}
