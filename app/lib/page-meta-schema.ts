/**
 * The owner-editable titles and descriptions of the site's pages: what a page says about itself
 * in search results, browser tabs and link previews. Its zod schema (the editor, the server and
 * the tests validate with it; the type is derived from it) and the label that names each field.
 * The seed is ~/content/page-meta.ts. The legal pages' stay in code (decision 020).
 */
import { z } from "zod";

import { site } from "~/config/site";
import type { PageId } from "~/content/page-paths";

/** Past these, search results cut a title or a description short. */
export const MAX_TITLE = 70;
export const MAX_DESCRIPTION = 160;

/** The pages whose title and description stay in code: the legal pages (decision 020). */
export const legalPages = ["privacy", "terms"] as const satisfies readonly PageId[];

export type EditablePageId = Exclude<PageId, (typeof legalPages)[number]>;

/** Each page's name in the editor, in the editor's order. */
export const pageNames = {
  home: "Home",
  services: "Services",
  pricing: "Pricing",
  "software-onboarding": "Software onboarding",
  "software-onboarding-pricing": "Software onboarding pricing",
  "crm-pricing": `${site.crm} pricing`,
  "website-services": "Website services",
  "website-design-pricing": "Website design pricing",
  "custom-presentations": "Custom presentations",
  "lead-generation": "Lead generation",
  "app-development": "App development",
  "revops-consulting": "RevOps consulting",
  "ai-trainer": "AI trainer",
  "ai-trainer-support": "AI trainer plans",
  "software-reps": "Software reps",
  "sales-resources": "Sales resources",
  "prompt-guide": "Prompt guide",
  "software-advisory": "Software advisory",
  "ai-tools": "AI tools",
  "cheat-sheets": "Cheat sheets",
  contact: "Contact",
} as const satisfies Record<EditablePageId, string>;

const ONE_LINE = /^[^\r\n]*$/;

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => ONE_LINE.test(text), { error: "write it on one line: a result shows one" });

export const pageMetaEntrySchema = z.strictObject({
  title: line(MAX_TITLE),
  description: line(MAX_DESCRIPTION),
});

/** What a page says about itself: its title and its description. */
export type PageMeta = z.output<typeof pageMetaEntrySchema>;

const editablePages = Object.keys(pageNames) as EditablePageId[];

/** Every listed page's title and description but the legal pages', by page id. */
export const pagesMetaSchema = z
  .strictObject(
    Object.fromEntries(editablePages.map((id) => [id, pageMetaEntrySchema])) as Record<
      EditablePageId,
      typeof pageMetaEntrySchema
    >,
  )
  .superRefine((pages, context) => {
    // Two results with one title can't be told apart in a search or in the tabs.
    const titled = new Map<string, EditablePageId>();
    for (const id of editablePages) {
      const title = pages[id].title.toLowerCase();
      const other = titled.get(title);
      if (other === undefined) titled.set(title, id);
      else
        context.addIssue({
          code: "custom",
          path: [id, "title"],
          message: `the ${pageNames[other]} page has this title: give each page its own`,
        });
    }
  });

export type PagesMeta = z.output<typeof pagesMetaSchema>;

const fieldNames: Record<string, string> = { title: "title", description: "description" };

/** The label that names a field: "Contact · title", "Home · description", "Home". */
export function pageMetaLabel(path: readonly PropertyKey[]): string {
  const [id, field] = path;
  if (typeof id !== "string" || !Object.hasOwn(pageNames, id)) return "Page titles";
  const name = pageNames[id as EditablePageId];
  return typeof field === "string" && Object.hasOwn(fieldNames, field)
    ? `${name} · ${fieldNames[field]}`
    : name;
}
