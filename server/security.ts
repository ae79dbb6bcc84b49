import { createHash } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { TLSSocket } from "node:tls";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const SCRIPT_TYPE = /\btype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/**
 * The types of an inline script that the policy governs: classic and module scripts, import maps
 * and speculation rules. Any other type is a data block (JSON-LD), which never runs.
 */
const GOVERNED_TYPES = new Set(["", "text/javascript", "module", "importmap", "speculationrules"]);

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The style elements libraries add at run time, whose texts are fixed: sonner's stylesheet, which
 * it inserts as its module loads (it has no option to leave it out), and the empty element it
 * connects before writing that text in, which the browser checks too. Checked against the
 * installed library by tests/unit/inline-hashes.test.ts; see docs/decisions/014-style-policy.md.
 */
export const RUNTIME_STYLE_HASHES: readonly string[] = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
];

/** The CSP hashes of a page's inline scripts and style elements. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * CSP hashes of the inline code of a page: its scripts (theme boot script, island runtime,
 * rules) and its style elements (Astro's island rule, a standalone document's sheet).
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    const type =
      SCRIPT_TYPE.exec(attributes)
        ?.slice(1)
        .find((value) => value !== undefined) ?? "";
    if (!body || !GOVERNED_TYPES.has(type.trim().toLowerCase())) continue;
    scripts.add(hashOf(body));
  }
  const styles = new Set([...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => hashOf(body)));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The page's Content-Security-Policy: only our own files and the exact inline scripts and style
 * elements the page was built with (and the libraries' fixed ones) may run or apply. Style
 * attributes stay allowed: React writes computed positions and sizes into them.
 */
export function contentSecurityPolicy({ scripts, styles }: InlineHashes): string {
  const styleSources = ["'self'", ...styles, ...RUNTIME_STYLE_HASHES].join(" ");
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
    // For browsers without the two directives below (before Safari 15.4, Firefox 108).
    `style-src ${styleSources}`,
    `style-src-elem ${styleSources}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of every answer that is not a page (JSON, files, errors): nothing loads or runs. */
const NO_PAGE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The headers every answer carries: helmet's defaults (with frames denied and the referrer kept
 * to the origin across sites), and a CSP that pages replace with their own.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": NO_PAGE_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/** The inbox pages and its API: never cached, never indexed, on errors too. */
const PRIVATE_AREA = /^\/(api\/)?admin(\/|\?|$)/;
const PRIVATE_HEADERS: Readonly<Record<string, string>> = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
};
/** Sent only over HTTPS, never to a plain-HTTP development server. */
const HSTS = { "strict-transport-security": "max-age=31536000; includeSubDomains" };

/**
 * The security headers of an answer: for requests under /admin or /api/admin the private ones
 * too, HSTS over HTTPS. The one list every answer's headers come from.
 */
function securityHeaders(answer: { private: boolean; https: boolean }): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    ...(answer.private ? PRIVATE_HEADERS : {}),
    ...(answer.https ? HSTS : {}),
  };
}

/** Whether a request is for the inbox: by the route it matched (the path decoded) or its URL. */
function isPrivate(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && PRIVATE_AREA.test(route)) || PRIVATE_AREA.test(request.url);
}

/**
 * Puts the security headers on an answer. A page's own CSP (set by its route, or by the static
 * files for documents) stays; every other header is the list's, whatever a route set.
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  const headers = securityHeaders({
    private: isPrivate(request),
    https: request.protocol === "https",
  });
  for (const [name, value] of Object.entries(headers)) {
    if (
      name === "content-security-policy" &&
      (reply.hasHeader(name) || reply.raw.hasHeader(name))
    ) {
      continue;
    }
    reply.header(name, value);
  }
}

/** A refusal whose message the server wrote for the client: the message goes back as it is. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What an error answer says: a fixed text per status, never the error's own message (a
 * framework's code, or a piece of the request it quotes).
 */
export function errorMessage(status: number): string {
  switch (status) {
    case 400:
      return "Bad request";
    case 408:
      return "The request did not arrive in time";
    case 413:
      return "Request body is too large";
    case 415:
      return "Content-Type must be application/json or application/x-www-form-urlencoded";
    case 429:
      return "Too many requests, please try again later";
    default:
      return status >= 500 ? "Internal server error" : (STATUS_CODES[status] ?? "Bad request");
  }
}

/**
 * The answer to a request the HTTP parser refused before Fastify saw it (a malformed request
 * line or header, headers too large, a request that did not arrive within REQUEST_TIMEOUT_MS).
 * Fastify's own answer carries none of the security headers; this one carries them all, the
 * private ones included, since which path the request was for is unknown.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : 400;
  if (socket.writable) {
    const body = JSON.stringify({ error: errorMessage(status) });
    const headers = {
      ...securityHeaders({ private: true, https: socket instanceof TLSSocket }),
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`);
  }
  socket.destroy(error);
}

/** Every answer that goes through Fastify's hooks gets the security headers on its way out. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => applySecurityHeaders(request, reply));
}
