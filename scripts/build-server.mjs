// Bundles the Node server, the leads command and the seeded pages' renderer (with the shared
// schemas they import) into build/server.
import { build } from "esbuild";

import { nodeBundleOptions } from "./node-bundle.mjs";

await build({
  ...nodeBundleOptions,
  entryPoints: {
    main: "server/main.ts",
    leads: "server/cli/leads.ts",
    "seeded-pages": "server/cli/seeded-pages.ts",
  },
  outdir: "build/server",
  sourcemap: true,
});
console.log("Server bundled -> build/server/main.js, leads.js, seeded-pages.js");
