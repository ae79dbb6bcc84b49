// Relative imports: this module is also loaded by the build config, which has no "~" alias.
import { site } from "../config/site";

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
