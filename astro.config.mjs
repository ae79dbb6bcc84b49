import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

import { leadsApiInDevelopment } from "./scripts/astro-leads-api.mjs";

const appDirectory = fileURLToPath(new URL("./app", import.meta.url));

/** The page script's entry module (app/layouts/page-shell-script.astro runs it on every page). */
const PAGE_SHELL = /[\\/]app[\\/]lib[\\/]page-shell\.ts$/;

/**
 * Rolldown's default split, with three groups (see docs/decisions/018-bundler-defaults.md):
 * - what the page script imports, in one file every public page loads before any action (an
 *   island that shares a module then finds it loaded);
 * - React, which every island needs, in one file;
 * - the form libraries, which only forms need, in one file.
 */
const chunkGroups = [
  {
    // Rolldown's context reads through itself: keep it bound.
    name: (id, context) =>
      context.getModuleInfo(id)?.importers.some((importer) => PAGE_SHELL.test(importer))
        ? "page-script"
        : null,
    priority: 3,
  },
  { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  {
    name: "forms",
    test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|zod)[\\/]/,
    priority: 1,
  },
];

/** The rule Astro writes inline before a page's first island. */
const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * Astro writes its islands' one style rule into the body, where a style element is not allowed
 * (withastro/astro#10308): each built page gets it in its head instead.
 */
function islandStylesInHead() {
  return {
    name: "island-styles-in-head",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
          const file = path.join(entry.parentPath, entry.name);
          const html = await readFile(file, "utf8");
          if (!html.includes(ISLAND_STYLE)) continue;
          const moved = html.replace(ISLAND_STYLE, "").replace("</head>", `${ISLAND_STYLE}</head>`);
          await writeFile(file, moved);
        }
      },
    },
  };
}

/**
 * The site's own client directive, `client:near` (app/lib/near-directive.ts), for every widget
 * (docs/decisions/019-waking-islands.md).
 */
function clientDirectives() {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "near",
          entrypoint: fileURLToPath(new URL("./app/lib/near-directive.ts", import.meta.url)),
        });
      },
    },
  };
}

// Every page is static HTML built from the React feature components; only the widgets are
// islands, each hydrated on its own by the directive its page gives it (see
// docs/decisions/004-page-weight.md). The Node server (server/) serves build/client.
export default defineConfig({
  srcDir: "./app",
  outDir: "./build/client",
  publicDir: "./public",
  trailingSlash: "never",
  // HTML's whitespace rules, as before Astro 7 (its default drops the spaces between inline
  // elements on separate lines, as JSX does).
  compressHTML: true,
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  integrations: [react(), clientDirectives(), islandStylesInHead(), leadsApiInDevelopment()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": appDirectory } },
    environments: {
      client: {
        build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } },
      },
    },
  },
});
