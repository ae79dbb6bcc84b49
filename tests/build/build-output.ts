import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The production build's static files; these tests read what `npm run build` wrote. */
export const CLIENT_DIR = path.resolve("build/client");

export function requireBuild() {
  if (!existsSync(path.join(CLIENT_DIR, "index.html"))) {
    throw new Error("No production build found: run `npm run build` first.");
  }
}

/** Every prerendered page, as its path on the site and its HTML. */
export function prerenderedPages(): { route: string; html: string }[] {
  const pages: { route: string; html: string }[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === "index.html") {
        const route = `/${path.relative(CLIENT_DIR, directory).split(path.sep).join("/")}`;
        pages.push({ route: route === "/" ? "/" : route, html: readFileSync(file, "utf8") });
      }
    }
  };
  walk(CLIENT_DIR);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** Size of a built asset once gzipped (level 9), in bytes. */
export function gzipSize(assetPath: string): number {
  return gzipSync(readFileSync(path.join(CLIENT_DIR, assetPath)), { level: 9 }).length;
}

/**
 * The JavaScript a page loads before it is interactive: its module scripts, the modules it
 * preloads and those its inline bootstrap imports. Deferred parts load later, on their own.
 */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
    found.add(match[1]!);
  }
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) found.add(match[1]!);
  return [...found];
}

export function stylesheets(html: string): string[] {
  return [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!))];
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
