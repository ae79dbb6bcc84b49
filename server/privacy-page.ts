import { type RetentionPeriods, retentionParagraph } from "~/content/legal";

/** The prerendered paragraph on how long submissions are kept (app/content/legal.ts). */
const RETENTION_PARAGRAPH = /(<p\b[^>]*\sdata-legal-slot="retention"[^>]*>)[^<]*(<\/p>)/;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * The privacy page stating the periods this server applies, filled in when the server starts
 * from the same settings its retention job reads: the page can state no other.
 */
export function withRetentionPeriods(html: string, retention: RetentionPeriods): string {
  if (!RETENTION_PARAGRAPH.test(html)) {
    throw new Error("The privacy page has no retention paragraph to fill in");
  }
  const text = retentionParagraph(retention).replace(
    /[&<>"']/g,
    (character) => ENTITIES[character]!,
  );
  return html.replace(RETENTION_PARAGRAPH, (_paragraph, open: string, close: string) => {
    return `${open}${text}${close}`;
  });
}
