import type { IncomingMessage } from "node:http";
import { readFile } from "node:fs/promises";
import type { Http2SecureServer } from "node:http2";

import rateLimit from "@fastify/rate-limit";
import Fastify, {
  type FastifyError,
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";

import { onDemandPaths } from "~/content/page-paths";
import { domainRedirectTarget } from "~/lib/domains";

import { registerAdminRoutes } from "./admin/routes";
import { createPageViews } from "./analytics/page-views";
import { createAnalyticsRetention } from "./analytics/retention";
import { registerAnalyticsRoutes } from "./analytics/routes";
import { createDailySalts } from "./analytics/salts";
import { addressCounter, clientAddress, proxyTrust, registerClientAddress } from "./client-ip";
import {
  type LeadsDatabase,
  databaseIsReachable,
  isDatabaseUnavailable,
  openDatabase,
} from "./db/database";
import { createActivityLog } from "./admin/activity";
import { createPublishedContent } from "./content/published";
import { createRateLimitCounters } from "./db/rate-limit-counters";
import {
  CONFIRMATION_CHANNEL,
  configuredChannels,
  hubSpotSettings,
  outboxOptions,
} from "./delivery/config";
import { createCrmErasureWorker } from "./delivery/crm-erasure";
import { hubSpotContactEraser } from "./delivery/hubspot";
import { createOutboxWorker } from "./delivery/worker";
import type { Env } from "./env";
import { createErasure } from "./leads/erasure";
import { createLeadRepository } from "./leads/repository";
import { createRetentionJob, retentionSettings } from "./leads/retention";
import {
  LEAD_BODY_LIMIT,
  UNREAD_FORM_BACK_PATH,
  registerLeadRoutes,
  wantsPage,
} from "./leads/routes";
import { type FormProblemsPage, loadFormProblemsPage } from "./pages/form-problems";
import { type PageRenderer, registerOnDemandPages } from "./pages/on-demand-pages";
import { withRetentionPeriods } from "./privacy-page";
import {
  ClientError,
  answerClientError,
  applySecurityHeaders,
  errorMessage,
  registerSecurityHeaders,
} from "./security";
import { loggedRequest } from "./request-log";
import { registerStaticSite } from "./static-site";

export interface ServerOptions {
  env: Env;
  /** The prerendered client build (build/client); absent where a development server serves the pages. */
  clientDir?: string;
  /** Without `clientDir`: the page that lists a refused post's problems. */
  problemsPage?: FormProblemsPage;
  /** An already open database (tests); otherwise opened from the environment. */
  database?: LeadsDatabase;
  /** Renders the pages that read published content (build/ssr); absent, they are not served. */
  pageRenderer?: PageRenderer;
  /** Where the log's lines go (tests read them); standard output otherwise. */
  logStream?: { write(line: string): void };
}

const NOT_A_PAGE = /^\/(api|assets|healthz)(\/|$)/;
/** What a Host header may hold: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST_SHAPE = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A Host header the server can build its own URLs from (redirects between the domains). */
function isValidHost(host: string): boolean {
  if (!HOST_SHAPE.test(host)) return false;
  try {
    new URL(`http://${host}`);
    return true;
  } catch {
    return false;
  }
}

type Http2Options = FastifyHttp2SecureOptions<Http2SecureServer>;

/** Keep-alive connections stay open this long between requests: longer than the idle timeout of
 * common load balancers (60 s), so they never reuse a connection the server just closed. */
const KEEP_ALIVE_MS = 72_000;
const UNAVAILABLE = "The service is temporarily unavailable, please try again shortly";

/**
 * Every error leaves as JSON with a 4xx/5xx status and a fixed message (or one the server wrote
 * for the client, a ClientError's); client mistakes are never logged as crashes.
 */
function errorAnswers(problemsPage: FormProblemsPage) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send({ error: UNAVAILABLE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const message = error instanceof ClientError ? error.message : errorMessage(status);
    reply.code(status);
    // A browser that posted a form itself gets the reason as a page, in the site's look. The
    // form is unread here (too large, too many posts): the page links home, never to an address
    // the request named (its Referer).
    if (status < 500 && wantsPage(request)) {
      return problemsPage.send(reply, [{ label: "Form", message }], UNREAD_FORM_BACK_PATH);
    }
    return reply.send({ error: message });
  };
}

export async function buildServer({
  env,
  clientDir,
  database,
  logStream,
  pageRenderer,
  ...pages
}: ServerOptions) {
  const problemsPage = clientDir ? await loadFormProblemsPage(clientDir) : pages.problemsPage;
  if (!problemsPage) throw new Error("The server needs the prerendered pages or a problems page");
  const answerError = errorAnswers(problemsPage);
  // Fastify reads HTTPS and the host from trusted proxies with it; the client's address is read
  // by registerClientAddress. A number of proxies goes as a function: Fastify would read a bare
  // number as trusting no hop at all.
  const trust = proxyTrust(env.TRUST_PROXY);
  const options = {
    logger: {
      level: env.LOG_LEVEL,
      stream: logStream,
      serializers: {
        // HTTP/2's requests carry what proxy-addr reads of HTTP/1's: the socket and the headers.
        req: (request: Parameters<typeof loggedRequest>[0] & { raw: unknown }) =>
          loggedRequest(request, clientAddress(request.raw as IncomingMessage, trust)),
      },
    },
    trustProxy: trust,
    bodyLimit: LEAD_BODY_LIMIT,
    // Answered below, through the hooks: Fastify's own 503 carries no security header.
    return503OnClosing: false,
    // Slow or stalled clients: a whole request must arrive within REQUEST_TIMEOUT_MS (else 408),
    // its headers within 10 s; a connection silent for longer than keep-alive is closed.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    connectionTimeout: KEEP_ALIVE_MS + 5000,
    http: {
      headersTimeout: Math.min(10_000, env.REQUEST_TIMEOUT_MS),
      // How often Node looks for requests past their time.
      connectionsCheckingInterval: Math.min(5000, env.REQUEST_TIMEOUT_MS),
    },
    // A URL that cannot be decoded is refused before any hook runs: it gets the error answer
    // and the security headers here, as every other answer does.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      applySecurityHeaders(request, reply);
      return answerError(error, request, reply);
    },
    // Requests the HTTP parser refuses (malformed, too slow) never reach Fastify.
    clientErrorHandler: answerClientError,
  };
  // With a certificate the server speaks HTTPS itself, HTTP/2 for browsers that offer it (one
  // connection for all of a page's files) and HTTP/1.1 for the rest. The routes are the same;
  // only the transport differs, hence the casts to the HTTP/1 types used throughout.
  const app = (env.TLS_CERT_FILE && env.TLS_KEY_FILE
    ? Fastify({
        ...options,
        frameworkErrors: options.frameworkErrors as unknown as Http2Options["frameworkErrors"],
        http2: true,
        https: {
          allowHTTP1: true,
          cert: await readFile(env.TLS_CERT_FILE),
          key: await readFile(env.TLS_KEY_FILE),
        },
      })
    : Fastify(options)) as unknown as FastifyInstance;

  // Leads arrive as JSON from scripts or form-encoded from the browser itself; anything else is
  // answered 415.
  app.removeContentTypeParser("text/plain");

  registerClientAddress(app, trust);

  const { db, dialect } = database ?? (await openDatabase(env, app.log));
  const published = createPublishedContent(db, app.log);
  const channels = configuredChannels(env, published.leadPricing);
  const repository = createLeadRepository(db, { channels: channels.map(({ name }) => name) });
  const deliveryOptions = outboxOptions(env);
  const delivery = createOutboxWorker(
    repository.outbox,
    channels,
    repository.find,
    deliveryOptions,
    app.log,
  );
  const hubSpot = hubSpotSettings(env);
  const erasure = createErasure(db, {
    crm: hubSpot !== null,
    leaseMs: deliveryOptions.leaseMs,
  });
  const crmErasures = hubSpot
    ? createCrmErasureWorker(db, hubSpotContactEraser(hubSpot), deliveryOptions, app.log)
    : null;
  const retention = retentionSettings(env);
  const rateLimitCounters = createRateLimitCounters(db);
  const salts = createDailySalts(db);
  const pageViews = createPageViews(db, salts, app.log);
  const retentionJob = createRetentionJob(
    erasure,
    repository,
    createActivityLog(db),
    rateLimitCounters,
    createAnalyticsRetention(salts, pageViews, {
      rawDays: env.ANALYTICS_RAW_DAYS,
      totalsDays: retention.leadsDays,
    }),
    retention,
    app.log,
  );

  app.setErrorHandler(answerError);

  registerSecurityHeaders(app);

  // While the server closes, a request still arriving on an open connection is sent elsewhere
  // (Fastify adds Connection: close): the load balancer retries it on another instance.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (closing) return reply.code(503).header("retry-after", "5").send({ error: UNAVAILABLE });
  });

  await app.register(rateLimit, {
    global: false,
    store: rateLimitCounters.store,
    keyGenerator: (request) => addressCounter(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: errorMessage(429),
    }),
  });

  app.addHook("onRequest", async (request, reply) => {
    if (!isValidHost(request.host)) {
      return reply.code(400).send({ error: "Invalid Host header" });
    }
  });

  // The two domains: AI trainer pages live on the AI trainer domain, everything else on the main one.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (NOT_A_PAGE.test(request.url)) return;
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const target = domainRedirectTarget(url);
    if (target) return reply.redirect(target, 301);
  });

  // For load balancers and orchestrators: 503 while the database cannot be reached.
  app.get("/healthz", async (_request, reply) => {
    if (await databaseIsReachable(db, 2000)) return { status: "ok", database: "ok" };
    return reply.code(503).send({ status: "unavailable", database: "unavailable" });
  });
  await registerLeadRoutes(app, {
    repository,
    pageViews,
    rateLimit: { max: env.RATE_LIMIT_MAX, timeWindowMs: env.RATE_LIMIT_WINDOW },
    problemsPage,
    onStored: () => delivery.kick(),
    confirmationEmail: channels.some(({ name }) => name === CONFIRMATION_CHANNEL),
  });
  registerAnalyticsRoutes(app, pageViews);
  const admin = await registerAdminRoutes(app, {
    db,
    dialect,
    repository,
    erasure,
    retention,
    onRetry: () => delivery.kick(),
    onErased: () => crmErasures?.kick(),
    published,
  });
  if (pageRenderer) {
    registerOnDemandPages(app, {
      render: pageRenderer,
      published,
      previewOf: admin.previewOf,
    });
  }
  if (clientDir) {
    await registerStaticSite(app, clientDir, {
      rewrites: {
        "/privacy": (html) =>
          withRetentionPeriods(html, { ...retention, analyticsRawDays: env.ANALYTICS_RAW_DAYS }),
      },
      renderedElsewhere: pageRenderer ? onDemandPaths : [],
    });
  }

  app.addHook("onReady", async () => {
    await published.start();
    delivery.start();
    crmErasures?.start();
    pageViews.start();
    retentionJob.start();
  });
  app.addHook("onClose", async () => {
    await Promise.all([
      delivery.stop(),
      crmErasures?.stop(),
      retentionJob.stop(),
      pageViews.stop(),
      published.stop(),
    ]);
    await db.destroy();
  });

  return Object.assign(app, { leads: repository, pageViews });
}
