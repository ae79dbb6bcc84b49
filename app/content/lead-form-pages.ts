import { site } from "~/config/site";
import type { LeadFormId } from "~/lib/lead-schemas";

import { type PageId, canonicalPath, pathsOf } from "./page-paths";

/**
 * The pages each lead form lives on, its main page first (the AI trainer's call form opens on
 * both AI trainer pages).
 */
export const leadFormPages: Record<LeadFormId, readonly [PageId, ...PageId[]]> = {
  "free-guide": ["home"],
  "partner-contact": ["software-reps"],
  "resource-request": ["sales-resources"],
  "trainer-demo": ["ai-trainer-support"],
  "trainer-call": ["ai-trainer-support", "ai-trainer"],
  "presentation-quote": ["custom-presentations"],
  "lead-interest": ["lead-generation"],
  "app-consultation": ["app-development"],
  "revops-discovery": ["revops-consulting"],
  "prompt-guide": ["prompt-guide"],
  "advisory-message": ["software-advisory"],
  "ai-tools": ["ai-tools"],
  "cheat-sheet": ["cheat-sheets"],
  "onboarding-quote": ["software-reps"],
  contact: ["contact"],
};

/** The canonical address of a form's main page. */
export function leadFormPath(form: LeadFormId): string {
  return canonicalPath(leadFormPages[form][0]);
}

/**
 * Where a refused post's "Back to the form" leads: the page the form says it was posted from
 * when that is one of the form's own pages (at any of their addresses), else the form's main
 * page. Never any other address: the posted page is the sender's to write.
 */
export function backToFormPath(form: LeadFormId, postedFrom: string): string {
  const own = leadFormPages[form].flatMap(pathsOf);
  return own.includes(postedFrom) ? postedFrom : leadFormPath(form);
}

/**
 * Where a browser lands after posting a form without scripts: a page on the same domain as the
 * form's own page (the browser follows a form's redirect only within the site it posted to).
 */
export function thankYouPath(form: LeadFormId): string {
  const domain = thankYouDomain(form);
  return `${domain ? `/${domain}` : ""}/thank-you/${form}`;
}

/** The first segment of a thank-you page's path on the AI trainer's domain, else none. */
export function thankYouDomain(form: LeadFormId): string | undefined {
  return leadFormPath(form).includes(site.aiTrainerPathMarker)
    ? site.aiTrainerPathMarker
    : undefined;
}

/** The prerendered page a refused no-script post is answered with, its problems filled in. */
export const FORM_PROBLEMS_PATH = "/form-problems";

/** Pages that exist to answer a form post: prerendered, never indexed nor in the site map. */
export const formAnswerPaths: readonly string[] = [
  ...(Object.keys(leadFormPages) as LeadFormId[]).map(thankYouPath),
  FORM_PROBLEMS_PATH,
];
