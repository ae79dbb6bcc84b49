import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The production build's static files; these tests read what `npm run build` wrote. */
export const CLIENT_DIR = path.resolve("build/client");
/** The adapter's build, which renders the pages that read published content on demand. */
export const SSR_ENTRY = path.resolve("build/ssr/entry.mjs");
/** The pages rendered on demand, as the server renders them right after seeding (server/cli/seeded-pages.ts). */
export const SEEDED_PAGES_DIR = path.resolve("build/seeded-pages");

export function requireBuild() {
  // The 404 page is always prerendered; the home page is rendered on demand.
  if (!existsSync(path.join(CLIENT_DIR, "404.html"))) {
    throw new Error("No production build found: run `npm run build` first.");
  }
}

/**
 * Every page, as its path on the site and its HTML: the prerendered ones and those rendered on
 * demand, as served right after seeding.
 */
export function prerenderedPages(): { route: string; html: string }[] {
  const pages: { route: string; html: string }[] = [];
  const walk = (root: string, directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(root, file);
      else if (entry.name === "index.html") {
        const route = `/${path.relative(root, directory).split(path.sep).join("/")}`;
        pages.push({ route: route === "/" ? "/" : route, html: readFileSync(file, "utf8") });
      }
    }
  };
  for (const root of [CLIENT_DIR, SEEDED_PAGES_DIR]) walk(root, root);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** The HTML file of a page (see prerenderedPages). */
export function pageFile(route: string): string {
  const prerendered = path.join(CLIENT_DIR, route, "index.html");
  return existsSync(prerendered) ? prerendered : path.join(SEEDED_PAGES_DIR, route, "index.html");
}

/**
 * Every HTML document the site serves: the pages (see prerenderedPages), the 404 and the static
 * guides.
 */
export function htmlDocuments(): string[] {
  return [CLIENT_DIR, SEEDED_PAGES_DIR]
    .flatMap((root) => readdirSync(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Size of a built asset once gzipped (level 9), in bytes. */
export function gzipSize(assetPath: string): number {
  return gzipSync(readFileSync(path.join(CLIENT_DIR, assetPath)), { level: 9 }).length;
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`), as asset paths. */
function staticImports(assetPath: string): string[] {
  const code = readFileSync(path.join(CLIENT_DIR, assetPath), "utf8");
  const directory = path.posix.dirname(assetPath);
  return [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
    (match) => path.posix.join(directory, match[1]!),
  );
}

/** A viewport width in CSS pixels (1rem = 16px). */
const REM = 16;

/**
 * Whether a `client:media` query of an island matches a viewport `width` px wide. Only the width
 * conditions the site uses are understood; any other query fails the test that asks.
 */
export function mediaMatches(query: string, width: number): boolean {
  const condition = /^\((min-width|max-width):\s*([\d.]+)(rem|px)\)$|^\(width\s*(<|<=|>|>=)\s*([\d.]+)(rem|px)\)$/.exec(
    query.trim(),
  );
  if (!condition) throw new Error(`Unknown client:media query: ${query}`);
  const [, feature, featureSize, featureUnit, operator, size, unit] = condition;
  const px = (value: string, sizeUnit: string) => Number(value) * (sizeUnit === "rem" ? REM : 1);
  if (feature === "min-width") return width >= px(featureSize!, featureUnit!);
  if (feature === "max-width") return width <= px(featureSize!, featureUnit!);
  const limit = px(size!, unit!);
  return { "<": width < limit, "<=": width <= limit, ">": width > limit, ">=": width >= limit }[
    operator as "<" | "<=" | ">" | ">="
  ];
}

/** The widths the budgets are checked at: a phone's (Lighthouse's mobile run) and a desktop's. */
export const VIEWPORT_WIDTHS = { phone: 412, desktop: 1280 } as const;

/** An island of a built page: its directive, its options and the asset paths it names. */
interface BuiltIsland {
  client: string | null;
  opts: string | null;
  urls: string[];
}

/** The islands of a built page. */
function islands(html: string): BuiltIsland[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map((island) => {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(island[0])?.[1] ?? null;
    return {
      client: attribute("client"),
      opts: attribute("opts"),
      urls: ["component-url", "renderer-url", "before-hydration-url"]
        .map(attribute)
        .filter((url): url is string => url !== null),
    };
  });
}

/**
 * For each island of a page that the server renders (every directive but `client:only`), the
 * code files of the page's other islands that its own code imports statically: it cannot
 * hydrate before they arrive.
 */
export function islandsWaitingOnOthers(html: string): { component: string; others: string[] }[] {
  const all = islands(html);
  const codeOf = new Set(all.map(({ urls }) => urls[0]!));
  return all
    .filter(({ client }) => client !== "only")
    .map(({ urls }) => ({
      component: urls[0]!,
      others: [...scriptGraph([urls[0]!])].filter((file) => file !== urls[0] && codeOf.has(file)),
    }))
    .filter(({ others }) => others.length > 0);
}

/** The given modules and every module they import statically, as asset paths. */
function scriptGraph(roots: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const visit = (assetPath: string) => {
    if (found.has(assetPath)) return;
    found.add(assetPath);
    for (const imported of staticImports(assetPath)) visit(imported);
  };
  for (const root of roots) visit(root);
  return found;
}

/**
 * The JavaScript a page downloads at a viewport width before the visitor does anything: its
 * module scripts, the code of every island that hydrates by itself (on load, at idle,
 * client-only, or on a media query that width matches) with the React renderer, and everything
 * those import statically. Islands that wait until they are visible and code loaded later by
 * dynamic `import()` are not counted.
 */
export function initialScripts(html: string, width: number): string[] {
  const roots = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)) {
    roots.add(match[1]!);
  }
  for (const { client, opts, urls } of islands(html)) {
    const unprompted =
      client === "load" ||
      client === "idle" ||
      client === "only" ||
      (client === "media" && mediaMatches(islandOption(opts), width));
    if (unprompted) for (const url of urls) roots.add(url);
  }
  return [...scriptGraph(roots)];
}

/**
 * How many rounds of requests the browser needs to fetch `roots` and every module they import
 * statically, less the modules in `loaded`: it learns of a file's imports only once that file
 * has arrived.
 */
function importLevels(roots: string[], loaded: Set<string>): number {
  const seen = new Set(loaded);
  let level = 0;
  for (let next = roots.filter((file) => !seen.has(file)); next.length > 0; level += 1) {
    for (const file of next) seen.add(file);
    next = [...new Set(next.flatMap(staticImports))].filter((file) => !seen.has(file));
  }
  return level;
}

/**
 * For each island of a page that hydrates once near or seen (`client:near`,
 * `client:visible`), the script files it fetches then at a viewport width
 * (its code and what that imports, less what the page loaded before) and in how many rounds.
 */
export function filesFetchedOnSight(
  html: string,
  width: number,
): { component: string; files: string[]; levels: number }[] {
  const loaded = new Set(initialScripts(html, width));
  return islands(html)
    .filter(({ client }) => client === "near" || client === "visible")
    .map(({ urls }) => ({
      component: urls[0]!,
      files: [...scriptGraph(urls)].filter((file) => !loaded.has(file)),
      levels: importLevels(urls, loaded),
    }));
}

/** The value of an island's directive (its media query), from its HTML-escaped `opts`. */
function islandOption(opts: string | null): string {
  const json = (opts ?? "{}").replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
  return String((JSON.parse(json) as { value?: unknown }).value ?? "");
}

/** The page's stylesheets (a route's own may carry a bare `#` after its name). */
export function stylesheets(html: string): string[] {
  const links = html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)#?"/g);
  return [...new Set([...links].map((match) => match[1]!))];
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
