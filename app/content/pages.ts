// Relative imports: the route config (app/routes.ts) loads this module without the "~" alias.
import { type PageId, pagePaths } from "./page-paths";
import homeCopy from "./page-meta/home";
import aiTrainerCopy from "./page-meta/ai-trainer";
import aiTrainerSupportCopy from "./page-meta/ai-trainer-support";
import softwareRepsCopy from "./page-meta/software-reps";
import salesResourcesCopy from "./page-meta/sales-resources";
import softwareOnboardingCopy from "./page-meta/software-onboarding";
import softwareOnboardingPricingCopy from "./page-meta/software-onboarding-pricing";
import websiteServicesCopy from "./page-meta/website-services";
import websiteDesignPricingCopy from "./page-meta/website-design-pricing";
import customPresentationsCopy from "./page-meta/custom-presentations";
import leadGenerationCopy from "./page-meta/lead-generation";
import appDevelopmentCopy from "./page-meta/app-development";
import revopsConsultingCopy from "./page-meta/revops-consulting";
import promptGuideCopy from "./page-meta/prompt-guide";
import softwareAdvisoryCopy from "./page-meta/software-advisory";
import aiToolsCopy from "./page-meta/ai-tools";
import cheatSheetsCopy from "./page-meta/cheat-sheets";
import contactCopy from "./page-meta/contact";
import crmPricingCopy from "./page-meta/crm-pricing";
import servicesCopy from "./page-meta/services";
import pricingCopy from "./page-meta/pricing";
import privacyCopy from "./page-meta/privacy";
import termsCopy from "./page-meta/terms";
import type { PageCopy } from "./page-meta/types";

export { NOT_FOUND_PRERENDER_PATH, type PageId, allPagePaths, canonicalPath } from "./page-paths";

/**
 * The route table: one entry per page with its paths (from `page-paths.ts`), its title and
 * description (each page's own module under `page-meta/`, so that the browser loads only the
 * page's own), and the group it is listed under in the site map and the index pages.
 */
export interface PageEntry extends PageCopy {
  paths: readonly [string, ...string[]];
  /** Shown in the site map, footer and index pages. */
  group: "main" | "service" | "pricing" | "resource" | "legal";
}

const rows = [
  { group: "main", ...homeCopy },
  { group: "main", ...aiTrainerCopy },
  { group: "main", ...aiTrainerSupportCopy },
  { group: "main", ...softwareRepsCopy },
  { group: "resource", ...salesResourcesCopy },
  { group: "service", ...softwareOnboardingCopy },
  { group: "pricing", ...softwareOnboardingPricingCopy },
  { group: "service", ...websiteServicesCopy },
  { group: "pricing", ...websiteDesignPricingCopy },
  { group: "service", ...customPresentationsCopy },
  { group: "service", ...leadGenerationCopy },
  { group: "service", ...appDevelopmentCopy },
  { group: "service", ...revopsConsultingCopy },
  { group: "resource", ...promptGuideCopy },
  { group: "resource", ...softwareAdvisoryCopy },
  { group: "resource", ...aiToolsCopy },
  { group: "resource", ...cheatSheetsCopy },
  { group: "main", ...contactCopy },
  { group: "pricing", ...crmPricingCopy },
  { group: "main", ...servicesCopy },
  { group: "main", ...pricingCopy },
  { group: "legal", ...privacyCopy },
  { group: "legal", ...termsCopy },
] as const satisfies readonly Omit<PageEntry, "paths">[];

export const pages: readonly PageEntry[] = rows.map((row) => ({
  ...row,
  paths: pagePaths[row.id],
}));

export function pageById(id: PageId): PageEntry {
  const page = pages.find((entry) => entry.id === id);
  if (!page) throw new Error(`Unknown page id: ${id}`);
  return page;
}
