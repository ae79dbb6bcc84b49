import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { negotiate } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { contentSecurityPolicy, inlineHashes } from "./security";

const NOT_FOUND_FILE = "404.html";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The longest file name, in bytes, that the file systems the site is served from take. */
const NAME_MAX = 255;

/** Every prerendered page: URL path → HTML file relative to the client build. */
export async function findPrerenderedPages(clientDir: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const relativeDir = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    pages.set(
      relativeDir === "" ? "/" : `/${relativeDir}`,
      `${relativeDir ? `${relativeDir}/` : ""}index.html`,
    );
  }
  return pages;
}

export interface EncodedBody {
  identity: Buffer;
  /** Absent while a page rendered on demand is still being compressed: gzip is served meanwhile. */
  br?: Buffer;
  gzip: Buffer;
}

function pickEncoding(request: FastifyRequest, body: EncodedBody): "br" | "gzip" | "identity" {
  // The same negotiation as the precompressed files get: q-values count, q=0 refuses.
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const offered = body.br ? ["br", "gzip", "identity"] : ["gzip", "identity"];
  return (negotiate(accepted, offered) as "br" | "gzip" | "identity" | null) ?? "identity";
}

export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const encoding = pickEncoding(request, body);
  reply.header("vary", "Accept-Encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.type("text/html; charset=utf-8").send(body[encoding]);
}

/**
 * Each page is served at its clean URL with its own CSP, never as its raw file; standalone
 * documents (the free guide) are files of their own, served with a CSP that runs no inline
 * script and applies their own style elements.
 */
const RAW_HTML = /(^|\/)(index|404)\.html(\.br|\.gz)?$/;

/** The CSP of each standalone document: its path relative to the client build → policy. */
async function documentPolicies(clientDir: string): Promise<Map<string, string>> {
  const policies = new Map<string, string>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html") || RAW_HTML.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { styles } = inlineHashes(await readFile(file, "utf8"));
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    policies.set(relative, contentSecurityPolicy({ scripts: [], styles }));
  }
  return policies;
}

function encoded(html: Buffer): EncodedBody {
  return { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

/** Other spellings of a page's address (`/index.html`, a trailing slash) lead to its one URL. */
export function redirectToCleanUrl(app: FastifyInstance, urlPath: string) {
  const toCleanUrl = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.slice(request.url.indexOf("?") >>> 0);
    return reply.redirect(request.url.includes("?") ? `${urlPath}${query}` : urlPath, 301);
  };
  app.get(`${urlPath === "/" ? "" : urlPath}/index.html`, toCleanUrl);
  if (urlPath !== "/") app.get(`${urlPath}/`, toCleanUrl);
}

/** Pages the server changes before serving them: URL path → what it makes of the page's HTML. */
export type PageRewrites = Record<string, (html: string) => string>;

interface StaticSiteOptions {
  rewrites?: PageRewrites;
  /** Paths another route renders (the pages rendered on demand): no file is served for them. */
  renderedElsewhere?: readonly string[];
}

/**
 * Serves the prerendered site: each page at its path (without a trailing slash), hashed assets
 * cached for a year, HTML revalidated on every visit, precompressed files when the client
 * accepts them, and the 404 page with status 404 for everything else. A page in `rewrites` is
 * rewritten once, at start-up, and served from memory, compressed then.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  clientDir: string,
  { rewrites = {}, renderedElsewhere = [] }: StaticSiteOptions = {},
) {
  // A file left from an older build at a path now rendered on demand is not served.
  const skipped = new Set(renderedElsewhere);
  const pages = new Map(
    [...(await findPrerenderedPages(clientDir))].filter(([urlPath]) => !skipped.has(urlPath)),
  );
  const policies = new Map<string, string>();
  const rewritten = new Map<string, EncodedBody>();
  for (const [urlPath, file] of pages) {
    let html = await readFile(path.join(clientDir, file), "utf8");
    const rewrite = rewrites[urlPath];
    if (rewrite) {
      html = rewrite(html);
      rewritten.set(file, encoded(Buffer.from(html)));
    }
    policies.set(file, contentSecurityPolicy(inlineHashes(html)));
  }
  const notFoundHtml = await readFile(path.join(clientDir, NOT_FOUND_FILE));
  const notFoundPolicy = contentSecurityPolicy(inlineHashes(notFoundHtml.toString("utf8")));
  const notFoundBody = encoded(notFoundHtml);
  const documents = await documentPolicies(clientDir);

  // A path segment longer than a file name names no file: the 404 page, as for any missing file
  // (@fastify/static answers 403 to a path whose spelling it cannot check on disk).
  app.addHook("preHandler", (request, reply, done) => {
    const filePath = (request.params as { "*"?: string })["*"];
    if (
      request.routeOptions.url === "/*" &&
      filePath?.split("/").some((segment) => Buffer.byteLength(segment) > NAME_MAX)
    ) {
      reply.callNotFound();
      return;
    }
    done();
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    redirect: false,
    wildcard: true,
    preCompressed: true,
    // The pages' own routes send their HTML files; the catch-all route sends anything but HTML.
    allowedPath: (pathname, _root, request) =>
      request.routeOptions.url !== "/*" || !RAW_HTML.test(pathname),
    // Cache-Control is set below, per kind of file.
    cacheControl: false,
    setHeaders(reply, filePath) {
      // A header the route set stays: a page's own CSP.
      const header = (name: string, value: string) => {
        if (!reply.hasHeader(name)) reply.header(name, value);
      };
      const relative = path
        .relative(clientDir, filePath)
        .split(path.sep)
        .join("/")
        .replace(/\.(br|gz)$/, "");
      if (relative.startsWith("assets/")) header("cache-control", IMMUTABLE);
      else if (relative.endsWith(".html")) {
        header("cache-control", "no-cache");
        // A page's route set its own; a file added since start-up gets the no-page policy.
        const policy = documents.get(relative);
        if (policy) header("content-security-policy", policy);
      } else header("cache-control", "public, max-age=3600");
    },
  });

  for (const [urlPath, file] of pages) {
    const policy = policies.get(file)!;
    const body = rewritten.get(file);
    app.get(urlPath, (request, reply) => {
      reply.header("content-security-policy", policy);
      if (!body) return reply.sendFile(file);
      reply.header("cache-control", "no-cache");
      return sendEncoded(request, reply, body);
    });
    redirectToCleanUrl(app, urlPath);
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.code(404).send({ error: "Not found" });
    }
    reply
      .code(404)
      .header("cache-control", "no-cache")
      .header("content-security-policy", notFoundPolicy);
    if (request.method === "HEAD") return reply.type("text/html; charset=utf-8").send();
    return sendEncoded(request, reply, notFoundBody);
  });

  return { pages };
}
