import { readFile } from "node:fs/promises";

import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";

import { domainRedirectTarget } from "~/lib/domains";

import { type LeadsDatabase, openDatabase } from "./db/database";
import { CONFIRMATION_CHANNEL, configuredChannels, outboxOptions } from "./delivery/config";
import { createOutboxWorker } from "./delivery/worker";
import type { Env } from "./env";
import { createLeadRepository } from "./leads/repository";
import { LEAD_BODY_LIMIT, registerLeadRoutes } from "./leads/routes";
import { registerSecurityHeaders } from "./security";
import { registerStaticSite } from "./static-site";

export interface ServerOptions {
  env: Env;
  /** The prerendered client build (build/client). */
  clientDir: string;
  /** An already open database (tests); otherwise opened from the environment. */
  database?: LeadsDatabase;
}

const NOT_A_PAGE = /^\/(api|assets|healthz)(\/|$)/;

export async function buildServer({ env, clientDir, database }: ServerOptions) {
  const options = {
    logger: { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: LEAD_BODY_LIMIT,
    return503OnClosing: true,
  };
  // With a certificate the server speaks HTTPS itself, HTTP/2 for browsers that offer it (one
  // connection for all of a page's files) and HTTP/1.1 for the rest. The routes are the same;
  // only the transport differs, hence the cast to the HTTP/1 instance type used below.
  const app = (env.TLS_CERT_FILE && env.TLS_KEY_FILE
    ? Fastify({
        ...options,
        http2: true,
        https: {
          allowHTTP1: true,
          cert: await readFile(env.TLS_CERT_FILE),
          key: await readFile(env.TLS_KEY_FILE),
        },
      })
    : Fastify(options)) as unknown as FastifyInstance;

  // Leads arrive as JSON only; anything else is answered 415.
  app.removeContentTypeParser("text/plain");

  const { db } = database ?? (await openDatabase(env));
  const channels = configuredChannels(env);
  const repository = createLeadRepository(db, { channels: channels.map(({ name }) => name) });
  const delivery = createOutboxWorker(
    repository.outbox,
    channels,
    repository.find,
    outboxOptions(env),
    app.log,
  );

  // Every error leaves as JSON with a 4xx/5xx status; client mistakes are never logged as crashes.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const message =
      status === 413
        ? "Request body is too large"
        : status === 415
          ? "Content-Type must be application/json"
          : status === 429
            ? "Too many requests, please try again later"
            : status >= 500
              ? "Internal server error"
              : error.message;
    return reply.code(status).send({ error: message });
  });

  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: "Too many requests, please try again later",
    }),
  });

  // The two domains: AI trainer pages live on the AI trainer domain, everything else on the main one.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (NOT_A_PAGE.test(request.url)) return;
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const target = domainRedirectTarget(url);
    if (target) return reply.redirect(target, 301);
  });

  app.get("/healthz", async () => ({ status: "ok" }));
  await registerLeadRoutes(app, {
    repository,
    rateLimit: { max: env.RATE_LIMIT_MAX, timeWindow: env.RATE_LIMIT_WINDOW },
    onStored: () => delivery.kick(),
    confirmationEmail: channels.some(({ name }) => name === CONFIRMATION_CHANNEL),
  });
  await registerStaticSite(app, clientDir);

  app.addHook("onReady", async () => delivery.start());
  app.addHook("onClose", async () => {
    await delivery.stop();
    await db.destroy();
  });

  return Object.assign(app, { leads: repository });
}
