import { fileURLToPath } from "node:url";

import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

const appDirectory = fileURLToPath(new URL("./app", import.meta.url));

// Every page is static HTML built from the React feature components; only the widgets are
// islands, each hydrated on its own by the directive its page gives it (see
// docs/decisions/004-page-weight.md). The Node server (server/) serves build/client.
export default defineConfig({
  srcDir: "./app",
  outDir: "./build/client",
  publicDir: "./public",
  trailingSlash: "never",
  build: { format: "directory", assets: "assets", inlineStylesheets: "never" },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": appDirectory } },
  },
});
