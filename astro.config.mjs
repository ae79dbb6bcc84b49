import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

import { iconSprite } from "./scripts/astro-icon-sprite.mjs";
import { islandChunks } from "./scripts/astro-island-chunks.mjs";
import { leadsApiInDevelopment } from "./scripts/astro-leads-api.mjs";

const appDirectory = fileURLToPath(new URL("./app", import.meta.url));

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
  integrations: [
    react(),
    clientDirectives(),
    // The hero demo hydrates on sight: at once beside the hero on a wide screen, as it scrolls
    // in on a phone.
    islandChunks({
      firstScreen: ["~/features/home-hero/hero-demo"],
      everyPage: ["~/layouts/page-shell-script.astro"],
    }),
    iconSprite(),
    islandStylesInHead(),
    leadsApiInDevelopment(),
  ],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": appDirectory } },
  },
});
