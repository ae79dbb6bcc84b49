// Relative imports: this module is also loaded by the build config, which has no "~" alias.
import { site } from "../config/site";
import type { LeadFormId } from "../lib/lead-schemas";

/**
 * Where each page lives. The first path is canonical; the others are aliases that render the
 * same page and point their canonical link at the first path. The browser needs only this
 * part of the route table; titles and descriptions live with each page (see `pages.ts`).
 */
const { brandSlug: brand, crmSlug: crm } = site;

export const pagePaths = {
  home: ["/"],
  "ai-trainer": [`/${brand}-ai-trainer`],
  "ai-trainer-support": [`/${brand}-ai-trainer-support`],
  "software-reps": ["/software-reps", `/${crm}-reps`],
  "sales-resources": ["/sales-resources"],
  "software-onboarding": ["/services/software-onboarding", `/services/${crm}-onboarding`],
  "software-onboarding-pricing": ["/pricing/software-onboarding", `/pricing/${crm}-onboarding`],
  "website-services": ["/services/website-services"],
  "website-design-pricing": ["/pricing/website-design"],
  "custom-presentations": ["/services/custom-presentations"],
  "lead-generation": ["/services/lead-generation"],
  "app-development": ["/services/app-development"],
  "revops-consulting": ["/services/revops-consulting", "/pricing/revops-consulting"],
  "prompt-guide": ["/resources/hubai-prompt-guide", `/resources/${brand}-ai-trainer-prompt-guide`],
  "software-advisory": ["/resources/software-advisory", `/resources/${crm}-advisory`],
  "ai-tools": ["/resources/ai-tools"],
  "cheat-sheets": ["/resources/cheat-sheets", "/resources/software-trials"],
  contact: ["/contact"],
  "crm-pricing": [`/${crm}-crm-pricing`],
  services: ["/services"],
  pricing: ["/pricing"],
  privacy: ["/privacy"],
  terms: ["/terms"],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type PageId = keyof typeof pagePaths;

export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The canonical path of a page: the first path of its row. */
export function canonicalPath(id: PageId): string {
  return pagePaths[id][0];
}

/** Every path that renders a page, aliases included. */
export const allPagePaths: readonly string[] = Object.values(pagePaths).flat();

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
