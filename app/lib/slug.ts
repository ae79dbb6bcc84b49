/**
 * Lower-case words joined by hyphens, for ids and anchors derived from text: "Web App" →
 * "web-app". An id must not contain whitespace, so no visible label is used as one directly.
 */
export function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
