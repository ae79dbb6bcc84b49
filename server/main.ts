import path from "node:path";
import { fileURLToPath } from "node:url";

import { buildServer } from "./app";
import { StartupError, loadEnv } from "./env";
import { pageRenderer } from "./pages/on-demand-pages";

async function start() {
  const env = loadEnv();
  // The bundle runs from build/server/main.js; the prerendered pages sit beside it in build/client.
  const clientDir = path.resolve(
    env.CLIENT_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../client"),
  );

  // The pages rendered on demand: the adapter's build beside the client build, in build/ssr.
  const app = await buildServer({
    env,
    clientDir,
    pageRenderer: pageRenderer(path.join(clientDir, "../ssr/entry.mjs")),
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Requests still running (or still arriving, from a stalled client) get SHUTDOWN_TIMEOUT_MS;
    // then the process leaves anyway, so a restart never waits on a client.
    setTimeout(() => {
      app.log.warn({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, "shutdown timed out, closing anyway");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    // Stops accepting connections, closes idle keep-alive ones, lets in-flight requests finish,
    // then runs onClose hooks (webhook worker, database).
    await app.close();
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: env.HOST, port: env.PORT });
}

try {
  await start();
} catch (error) {
  // A setting the operator must fix: one line each, no stack trace.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
