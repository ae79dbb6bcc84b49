// C0 control characters and DEL, except tab and line feed: invisible in a form, refused by
// PostgreSQL (NUL) and able to corrupt a terminal or a spreadsheet (ESC).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** Free text as a visitor can mean it: without control characters other than tab and newline. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}
