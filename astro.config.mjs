import { fileURLToPath } from "node:url";

import node from "@astrojs/node";
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
// docs/decisions/004-page-weight.md). The Node server (server/) serves build/client, and renders
// the pages that read owner-edited content (`prerender = false`) through the adapter's handler
// in build/ssr (docs/decisions/022-pages-rendered-on-demand.md).
export default defineConfig({
  srcDir: "./app",
  outDir: "./build",
  publicDir: "./public",
  adapter: node({ mode: "middleware" }),
  // No page keeps a visitor's state: no session store.
  session: false,
  trailingSlash: "never",
  // HTML's whitespace rules, as before Astro 7 (its default drops the spaces between inline
  // elements on separate lines, as JSX does).
  compressHTML: true,
  build: {
    format: "directory",
    assets: "assets",
    inlineStylesheets: "never",
    client: "./client",
    server: "./ssr",
  },
  integrations: [react(), clientDirectives(), leadsApiInDevelopment()],
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
