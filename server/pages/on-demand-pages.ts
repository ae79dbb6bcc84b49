import type { IncomingMessage, ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import type { FastifyInstance, FastifyRequest } from "fastify";
import { inject } from "light-my-request";

import { onDemandPaths } from "~/content/page-paths";
import type { PublishedItems } from "~/lib/published-content";

import type { PublishedContent } from "../content/published";
import { contentSecurityPolicy, inlineHashes } from "../security";
import { type EncodedBody, redirectToCleanUrl, sendEncoded } from "../static-site";

/** The handler @astrojs/node builds in middleware mode (build/ssr/entry.mjs). */
type AdapterHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals: App.Locals,
) => Promise<void>;

/** A page's HTML rendered with the given content. */
export type PageRenderer = (path: string, published: PublishedItems) => Promise<string>;

/**
 * Renders a page through Astro's own adapter, as a GET of its path: the build's code, asset URLs
 * and middleware, so a page rendered with the seed is the page the build would prerender. The
 * adapter's build is loaded at the first render.
 */
export function pageRenderer(ssrEntry: string): PageRenderer {
  let adapter: Promise<{ handler: AdapterHandler }> | undefined;
  return async (path, published) => {
    // The build's own file, found at run time (the development server loads this module too).
    adapter ??= import(/* @vite-ignore */ pathToFileURL(ssrEntry).href) as Promise<{
      handler: AdapterHandler;
    }>;
    const { handler } = await adapter;
    const response = await inject(
      (req, res) => {
        const noRoute = () => {
          res.statusCode = 404;
          res.end();
        };
        void handler(req, res, noRoute, { published });
      },
      { method: "GET", url: path },
    );
    if (response.statusCode !== 200) {
      throw new Error(`${path} rendered with status ${response.statusCode}`);
    }
    return response.payload;
  };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

interface RenderedPage {
  policy: string;
  body: EncodedBody;
}

/**
 * A rendered page with its CSP (its own inline scripts' hashes) and its gzip body (level 9), as
 * the build's files have it: enough to answer at once.
 */
async function renderedPage(html: string): Promise<RenderedPage> {
  const identity = Buffer.from(html);
  return {
    policy: contentSecurityPolicy(inlineHashes(html)),
    body: { identity, gzip: await compressGzip(identity, { level: 9 }) },
  };
}

/**
 * Adds a held page's Brotli body (quality 11, as the build's files have it) once it is made,
 * without holding the first answer after a publish: on a busy machine it takes seconds, more than
 * the render, and gzip serves meanwhile. A failed compression leaves the page in gzip.
 */
function compressWithBrotli(page: RenderedPage) {
  compressBrotli(page.body.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then(
    (br) => {
      page.body.br = br;
    },
    () => {},
  );
  return page;
}

export interface OnDemandOptions {
  render: PageRenderer;
  /** The live items, and which versions they are. */
  published: Pick<PublishedContent, "all" | "versions">;
  /** The content an owner previews with `?preview=<kind>` (their draft), or null: the live page. */
  previewOf: (request: FastifyRequest) => Promise<PublishedItems | null>;
}

/**
 * Serves the pages that read owner-edited content (decision 022): each rendered once per set of
 * live versions and held in memory, compressed, so a publish any instance reads is live at the
 * next request, and while the database is away the last pages stay. A preview is rendered for
 * its owner alone and never kept.
 */
export function registerOnDemandPages(app: FastifyInstance, options: OnDemandOptions) {
  const { render, published, previewOf } = options;
  const pages = new Map<string, { versions: string; page: Promise<RenderedPage> }>();

  function livePage(path: string): Promise<RenderedPage> {
    const versions = published.versions();
    const held = pages.get(path);
    if (held?.versions === versions) return held.page;
    const page = render(path, published.all()).then(renderedPage).then(compressWithBrotli);
    const entry = { versions, page };
    pages.set(path, entry);
    // A failed render is tried again by the next request.
    entry.page.catch(() => {
      if (pages.get(path) === entry) pages.delete(path);
    });
    return entry.page;
  }

  for (const path of onDemandPaths) {
    app.get(path, async (request, reply) => {
      const preview = await previewOf(request);
      const page = preview ? await renderedPage(await render(path, preview)) : await livePage(path);
      reply
        .header("cache-control", preview ? "private, no-store" : "no-cache")
        .header("content-security-policy", page.policy);
      if (preview) reply.header("x-robots-tag", "noindex, nofollow");
      return sendEncoded(request, reply, page.body);
    });
    redirectToCleanUrl(app, path);
  }
}
