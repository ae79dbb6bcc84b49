// Bundles the Node server and the leads command (with the shared schemas they import) into
// build/server.
import { build } from "esbuild";

import { nodeBundleOptions } from "./node-bundle.mjs";

await build({
  ...nodeBundleOptions,
  entryPoints: { main: "server/main.ts", leads: "server/cli/leads.ts" },
  outdir: "build/server",
  sourcemap: true,
});
console.log("Server bundled -> build/server/main.js, build/server/leads.js");
