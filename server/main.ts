import path from "node:path";
import { fileURLToPath } from "node:url";

import { buildServer } from "./app";
import { loadEnv } from "./env";

const env = loadEnv();
// The bundle runs from build/server/main.js; the prerendered pages sit beside it in build/client.
const clientDir = path.resolve(
  env.CLIENT_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../client"),
);

const app = await buildServer({ env, clientDir });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down");
  // Stops accepting connections, lets in-flight requests finish, then runs onClose hooks.
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ host: env.HOST, port: env.PORT });
