import { createHash } from "node:crypto";
import path from "node:path";

import Fastify from "fastify";
import { beforeAll, describe, expect, it } from "vitest";

import { contentKindIds, contentKinds } from "~/lib/content-kinds";
import type { PublishedItems } from "~/lib/published-content";

import { pageRenderer, registerOnDemandPages } from "../../server/pages/on-demand-pages";
import { registerStaticSite } from "../../server/static-site";

import { CLIENT_DIR, SEEDED_PAGES_DIR, SSR_ENTRY, htmlDocuments, requireBuild } from "./build-output";

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The URL each built HTML file is served at: a page at its clean path, a document as a file. */
function urlOf(name: string): string {
  const file = path.resolve("build", name);
  const root = file.startsWith(SEEDED_PAGES_DIR) ? SEEDED_PAGES_DIR : CLIENT_DIR;
  const relative = path.relative(root, file).split(path.sep).join("/");
  if (relative === "404.html") return "/no-such-page";
  if (relative === "index.html") return "/";
  return relative.endsWith("/index.html") ? `/${relative.slice(0, -"/index.html".length)}` : `/${relative}`;
}

describe("the style policy of every built document, as the server sends it", () => {
  const app = Fastify();
  beforeAll(async () => {
    requireBuild();
    const seeds = Object.fromEntries(
      contentKindIds.map((kind) => [kind, contentKinds[kind].seed]),
    ) as unknown as PublishedItems;
    registerOnDemandPages(app, {
      render: pageRenderer(SSR_ENTRY),
      published: { all: () => seeds, versions: () => "seed" },
      previewOf: async () => null,
    });
    await registerStaticSite(app, CLIENT_DIR);
  });

  it.each(htmlDocuments().map((file) => path.relative(path.resolve("build"), file)))("%s: style elements only from the site or by their hash", async (file) => {
    const response = await app.inject({ url: urlOf(file) });
    expect(response.statusCode).toBe(file.endsWith("404.html") ? 404 : 200);
    const directives = new Map(
      String(response.headers["content-security-policy"])
        .split("; ")
        .map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
    );
    const elements = directives.get("style-src-elem") ?? [];
    expect(elements).toContain("'self'");
    expect(elements).not.toContain("'unsafe-inline'");
    expect(directives.get("style-src")).not.toContain("'unsafe-inline'");
    for (const [, body = ""] of response.body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
      expect(elements).toContain(hashOf(body));
    }
  });
});
