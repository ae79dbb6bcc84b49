// Writes the pages the server renders on demand, as it serves them right after seeding, to
// build/seeded-pages: the build tests and the end-to-end tests' page list read them as they read
// the prerendered pages (docs/decisions/022-pages-rendered-on-demand.md).
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { onDemandPaths } from "~/content/page-paths";
import { contentKindIds, contentKinds } from "~/lib/content-kinds";
import type { PublishedItems } from "~/lib/published-content";

import { pageRenderer } from "../pages/on-demand-pages";

// The bundle runs from build/server/seeded-pages.js.
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(buildDir, "seeded-pages");

const render = pageRenderer(path.join(buildDir, "ssr/entry.mjs"));
const seeds = Object.fromEntries(
  contentKindIds.map((kind) => [kind, contentKinds[kind].seed]),
) as unknown as PublishedItems;
await rm(outDir, { recursive: true, force: true });
for (const route of onDemandPaths) {
  const directory = path.join(outDir, route);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, "index.html"), await render(route, seeds));
}
console.log(`Rendered ${onDemandPaths.length} on-demand pages with the seed -> build/seeded-pages`);
