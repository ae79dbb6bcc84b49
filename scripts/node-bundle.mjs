// How the project bundles TypeScript that runs on Node (the server, the e-mail previews): its
// own modules and the shared `~/` ones bundled, packages left to node_modules.
export const nodeBundleOptions = {
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  alias: { "~": "./app" },
  logLevel: "warning",
};
