import Fastify, { type FastifyInstance } from "fastify";

import type { Env } from "./env";
import { registerStaticSite } from "./static-site";

export interface ServerOptions {
  env: Env;
  /** The prerendered client build (build/client). */
  clientDir: string;
}

export async function buildServer({ env, clientDir }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 32 * 1024,
  });

  app.get("/healthz", async () => ({ status: "ok" }));
  await registerStaticSite(app, clientDir);
  return app;
}
