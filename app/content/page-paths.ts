import { site } from "~/config/site";

/**
 * A page is its file under `app/pages/`: its path is the file's route. This module names the
 * canonical path of the pages that code links to or the server answers for (the browser and the
 * server can't import page files), and the aliases. `tests/build/pages.test.ts` checks each
 * path here against the built pages. The site map lists exactly these pages (`listedPaths`).
 */
const { brandSlug: brand, crmSlug: crm } = site;

export const pageLinks = {
  home: "/",
  "ai-trainer": `/${brand}-ai-trainer`,
  "ai-trainer-support": `/${brand}-ai-trainer-support`,
  "software-reps": "/software-reps",
  "sales-resources": "/sales-resources",
  "software-onboarding": "/services/software-onboarding",
  "software-onboarding-pricing": "/pricing/software-onboarding",
  "website-services": "/services/website-services",
  "website-design-pricing": "/pricing/website-design",
  "custom-presentations": "/services/custom-presentations",
  "lead-generation": "/services/lead-generation",
  "app-development": "/services/app-development",
  "revops-consulting": "/services/revops-consulting",
  "prompt-guide": "/resources/hubai-prompt-guide",
  "software-advisory": "/resources/software-advisory",
  "ai-tools": "/resources/ai-tools",
  "cheat-sheets": "/resources/cheat-sheets",
  contact: "/contact",
  "crm-pricing": `/${crm}-crm-pricing`,
  services: "/services",
  pricing: "/pricing",
  privacy: "/privacy",
  terms: "/terms",
} as const;

export type PageId = keyof typeof pageLinks;

/** What the site map lists: every page's canonical path, in order, its aliases left out. */
export const listedPaths: readonly string[] = Object.values(pageLinks).sort((a, b) =>
  a.localeCompare(b),
);

/** The canonical path of a page. */
export function canonicalPath(id: PageId): string {
  return pageLinks[id];
}

/**
 * Paths that render another page, each with the page's canonical path, which its canonical link
 * names: `app/pages/[...alias].astro` prerenders them, `[...onDemandAlias].astro` renders those
 * of the pages rendered on demand.
 */
export const pageAliases: Readonly<Record<string, string>> = {
  [`/${crm}-reps`]: pageLinks["software-reps"],
  [`/services/${crm}-onboarding`]: pageLinks["software-onboarding"],
  [`/pricing/${crm}-onboarding`]: pageLinks["software-onboarding-pricing"],
  "/pricing/revops-consulting": pageLinks["revops-consulting"],
  [`/resources/${brand}-ai-trainer-prompt-guide`]: pageLinks["prompt-guide"],
  [`/resources/${crm}-advisory`]: pageLinks["software-advisory"],
  "/resources/software-trials": pageLinks["cheat-sheets"],
};

/** The canonical path of the page a path renders: the path itself unless it is an alias. */
export function canonicalOf(path: string): string {
  return pageAliases[path] ?? path;
}

/** Every path that renders a page of `id`: its canonical path and its aliases. */
export function pathsOf(id: PageId): string[] {
  const canonical = canonicalPath(id);
  return [
    canonical,
    ...Object.keys(pageAliases).filter((alias) => pageAliases[alias] === canonical),
  ];
}

export const NOT_FOUND_PRERENDER_PATH = "/404";

/**
 * The pages that read owner-edited content: each has `prerender = false`, and the server renders
 * it with the published content (docs/decisions/022-pages-rendered-on-demand.md).
 */
export const onDemandPages = [
  "ai-trainer",
  "ai-trainer-support",
  "software-reps",
  "software-onboarding",
  "software-onboarding-pricing",
  "crm-pricing",
  "website-services",
  "website-design-pricing",
  "custom-presentations",
  "lead-generation",
  "revops-consulting",
  "services",
  "pricing",
  "app-development",
  "software-advisory",
  "ai-tools",
  "home",
  "cheat-sheets",
  "contact",
  "sales-resources",
  "prompt-guide",
] as const satisfies readonly PageId[];

/** Every path the server renders on demand: those pages' canonical paths and their aliases. */
export const onDemandPaths: readonly string[] = onDemandPages.flatMap(pathsOf);
