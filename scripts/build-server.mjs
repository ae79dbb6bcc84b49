// Bundles the Node server and the leads command (with the shared schemas they import) into
// build/server.
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/main.ts", leads: "server/cli/leads.ts" },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  alias: { "~": "./app" },
  sourcemap: true,
  logLevel: "warning",
});
console.log("Server bundled -> build/server/main.js, build/server/leads.js");
