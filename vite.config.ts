import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Rollup, defineConfig } from "vite";

const appDirectory = fileURLToPath(new URL("./app", import.meta.url));
const rootModule = `${appDirectory}/root.tsx`;
/** Shared chunks: neither a route (or other entry) nor a part loaded on its own. */
const sharedChunkPrefix = "assets/c-";
const frameworkModule = /node_modules\/(react|react-router|scheduler|cookie|set-cookie-parser)\//;

type GetModuleInfo = Rollup.ManualChunkMeta["getModuleInfo"];
const shellByBuild = new WeakMap<GetModuleInfo, Set<string>>();

/** Every module the root route imports statically: the code every page loads. */
function shellModules(getModuleInfo: GetModuleInfo): Set<string> {
  let found = shellByBuild.get(getModuleInfo);
  if (found) return found;
  found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(rootModule);
  shellByBuild.set(getModuleInfo, found);
  return found;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": appDirectory },
  },
  build: {
    modulePreload: {
      // A route's deferred parts load ahead of need, as the visitor nears them, so their
      // dependencies may follow in a second step; listing them for preloading would put every
      // dependency's file name into the route's first download. Other dynamic imports (a popup
      // opened by a click) keep their preload lists and load in one step.
      resolveDependencies: (_file, dependencies, { hostId }) =>
        hostId.startsWith(sharedChunkPrefix) ? dependencies : [],
    },
    rollupOptions: {
      output: {
        // Shared chunks get short names (they are listed in the route manifest); a chunk loaded
        // on its own, such as a deferred section, keeps its name.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? "assets/[name]-[hash].js" : `${sharedChunkPrefix}[hash:8].js`,
        // Every page loads React and the router, and the site's shell (header, scrolling,
        // notifications, buttons): one file each instead of a dozen small shared chunks, which
        // compress worse and cost a request each. The shell imports icons one by one, never
        // through lucide-react's index, which would drag every icon of the site in with it.
        manualChunks(id, { getModuleInfo }) {
          if (frameworkModule.test(id)) return "framework";
          if (id !== rootModule && shellModules(getModuleInfo).has(id)) return "shell";
        },
      },
      treeshake: {
        // The app's own modules only declare things; importing one runs nothing (stylesheets
        // aside). Telling the bundler so lets it drop modules a page imports but never uses,
        // such as the build-time-only structured data.
        moduleSideEffects: (id) => !id.startsWith(appDirectory) || id.endsWith(".css"),
      },
    },
  },
});
