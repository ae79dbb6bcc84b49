// Control characters (C0 but tab and line feed, DEL, C1): invisible in a form, refused by
// PostgreSQL (NUL), breaking SQLite's full-text queries (NUL) and able to corrupt a terminal or
// a spreadsheet (ESC).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

// Invisible characters, which reorder text or hide in it:
// - every format character (`\p{Cf}`): bidi embeddings, overrides and isolates and direction
//   marks (they turn "invoice<U+202E>fdp.exe" into what reads as "invoiceexe.pdf"), zero-width
//   spaces and joiners, the word joiner and invisible operators, the byte-order mark, the soft
//   hyphen, the Mongolian vowel separator, interlinear annotation marks and the tag characters
//   (which can spell out hidden text);
// - the line and paragraph separators, which break a line where no line break shows;
// - the fillers that render as nothing: the combining grapheme joiner, the Hangul fillers,
//   emoji variation selector 16 and the unassigned tag code points.
// The zero-width joiner and variation selector go too, although emoji use them: a lead form
// needs no composed emoji, and a family or a flag-like sequence shows as its separate emoji,
// which beats a rule that keeps them "only between emoji".
// The two combining marks are alternatives of their own: inside the class they would read as
// part of the character before them.
const INVISIBLE = /[\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0\u{E0000}-\u{E007F}]|\u034F|\uFE0F/gu;

/**
 * Text as a person can mean it: without control characters other than tab and newline, and
 * without invisible characters that reorder or hide what is shown.
 */
export function stripInvisibleCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "").replace(INVISIBLE, "");
}

// A line break of any kind (CR, LF, vertical tab, form feed, NEL, the line and paragraph
// separators) or a tab, with the spaces around it.
const BREAKS = /\s*[\t-\r\u0085\u2028\u2029]\s*/gu;

/**
 * Text for a one-line field (a name, a company, a phone number): as stripInvisibleCharacters
 * keeps it, but each line break or tab, with the spaces around it, becomes one space. What was
 * typed on two lines stays readable ("Ada\r\nBcc: x" → "Ada Bcc: x") and can no longer pass
 * for a line of its own in an e-mail, a CRM note or the inbox.
 */
export function oneLine(text: string): string {
  return stripInvisibleCharacters(text.replace(BREAKS, " "));
}
