// Relative imports: this module is also loaded by the build config, which has no "~" alias.
import { site } from "../config/site";
import type { LeadFormId } from "../lib/lead-schemas";

import { type PageId, canonicalPath } from "./page-paths";

/** The page each lead form lives on (the AI trainer's call form opens on both of its pages). */
export const leadFormPages = {
  "free-guide": "home",
  "partner-contact": "software-reps",
  "resource-request": "sales-resources",
  "trainer-demo": "ai-trainer-support",
  "trainer-call": "ai-trainer-support",
  "presentation-quote": "custom-presentations",
  "lead-interest": "lead-generation",
  "app-consultation": "app-development",
  "revops-discovery": "revops-consulting",
  "prompt-guide": "prompt-guide",
  "advisory-message": "software-advisory",
  "ai-tools": "ai-tools",
  "cheat-sheet": "cheat-sheets",
  contact: "contact",
} as const satisfies Record<LeadFormId, PageId>;

/**
 * Where a browser lands after posting a form without scripts: a page on the same domain as the
 * form's own page (the browser follows a form's redirect only within the site it posted to).
 */
export function thankYouPath(form: LeadFormId): string {
  const onAiTrainerDomain = canonicalPath(leadFormPages[form]).includes(site.aiTrainerPathMarker);
  return `${onAiTrainerDomain ? `/${site.aiTrainerPathMarker}` : ""}/thank-you/${form}`;
}

/** The prerendered page a refused no-script post is answered with, its problems filled in. */
export const FORM_PROBLEMS_PATH = "/form-problems";

/** Pages that exist to answer a form post: prerendered, never indexed nor in the site map. */
export const formAnswerPaths: readonly string[] = [
  ...(Object.keys(leadFormPages) as LeadFormId[]).map(thankYouPath),
  FORM_PROBLEMS_PATH,
];
