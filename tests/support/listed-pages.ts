import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { pageAliases } from "~/content/page-paths";

/** The production build's static files, as `npm run build` wrote them. */
const CLIENT_DIR = path.resolve("build/client");
/** The pages rendered on demand, as served right after seeding (server/cli/seeded-pages.ts). */
const SEEDED_PAGES_DIR = path.resolve("build/seeded-pages");

/** What the built document at a path of the site says about itself in its head. */
export interface BuiltHead {
  title: string;
  description: string;
  canonical: string | undefined;
}

/** Text as the build escaped it in an element or attribute. */
function unescape(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

export function builtHead(route: string): BuiltHead {
  const file = [CLIENT_DIR, SEEDED_PAGES_DIR]
    .map((root) => path.join(root, route, "index.html"))
    .find((candidate) => existsSync(candidate))!;
  const html = readFileSync(file, "utf8");
  const first = (pattern: RegExp) => {
    const match = pattern.exec(html)?.[1];
    return match === undefined ? undefined : unescape(match);
  };
  return {
    title: first(/<title>([^<]*)<\/title>/) ?? "",
    description: first(/<meta name="description" content="([^"]*)"/) ?? "",
    canonical: first(/<link rel="canonical" href="([^"]*)"/),
  };
}

/** A page the built site map lists, with its title and description as built. */
export interface ListedPage {
  /** Its canonical path first, then its aliases. */
  paths: readonly [string, ...string[]];
  title: string;
  description: string;
}

/**
 * Every page of the built site map, in its order: the pages are their files under app/pages/,
 * so the tests read them from what the build made of those files.
 */
export function listedPages(): ListedPage[] {
  const sitemap = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((location) => {
    const canonical = new URL(location[1]!).pathname;
    const { title, description } = builtHead(canonical);
    const aliases = Object.keys(pageAliases).filter((alias) => pageAliases[alias] === canonical);
    return { paths: [canonical, ...aliases], title, description };
  });
}
