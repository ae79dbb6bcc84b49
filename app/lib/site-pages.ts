import type { AstroComponentFactory } from "astro/runtime/server/index.js";

import { site } from "~/config/site";
import { pageAliases } from "~/content/page-paths";

interface PageModule {
  default: AstroComponentFactory;
}

/**
 * The page files of the public site: not the inbox's (their stylesheet is their own) nor the
 * alias page, which renders these.
 */
const pageModules = import.meta.glob<PageModule>(
  [
    "../pages/**/*.astro",
    "!../pages/admin/**",
    "!../pages/\\[...alias\\].astro",
    "!../pages/\\[...onDemandAlias\\].astro",
  ],
  { eager: true },
);

/** The site's own route parameters, from its configuration (see those pages' getStaticPaths). */
const routeParams: Record<string, string> = { brand: site.brandSlug, crm: site.crmSlug };

/** The path a page file is served at: its place under app/pages/, parameters filled in. */
function routeOf(file: string): string {
  const route = file
    .replace(/^\.\.\/pages/, "")
    .replace(/\.astro$/, "")
    .replace(/\/index$/, "")
    .replace(/\[(\w+)\]/g, (_, name: string) => routeParams[name] ?? `[${name}]`);
  return route || "/";
}

export interface SitePage {
  path: string;
  component: AstroComponentFactory;
}

/** Every public page file, by the path it is served at. */
export function sitePages(): SitePage[] {
  return Object.entries(pageModules).map(([file, module]) => ({
    path: routeOf(file),
    component: module.default,
  }));
}

/** The page an alias renders (`pageAliases`), or nothing if the path is no alias of a page. */
export function aliasedPage(alias: string): SitePage | undefined {
  const canonical = pageAliases[alias];
  return sitePages().find((page) => page.path === canonical);
}
