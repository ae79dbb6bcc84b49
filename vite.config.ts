import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const appDirectory = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": appDirectory },
  },
  build: {
    rollupOptions: {
      treeshake: {
        // The app's own modules only declare things; importing one runs nothing (stylesheets
        // aside). Telling the bundler so lets it drop modules a page imports but never uses,
        // such as the build-time-only structured data.
        moduleSideEffects: (id) => !id.startsWith(appDirectory) || id.endsWith(".css"),
      },
    },
  },
});
