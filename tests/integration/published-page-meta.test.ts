import { describe, expect, it } from "vitest";

import { pageMetaSeed } from "~/content/page-meta";
import { onDemandPages, pathsOf } from "~/content/page-paths";
import { CONTENT_API } from "~/lib/content-api";
import { canonicalUrl } from "~/lib/domains";
import { type EditablePageId, type PagesMeta, pageNames } from "~/lib/page-meta-schema";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase } from "./helpers";
import { publishItem } from "./price-publishing";
import { goldenPage, renderingTestServers, withoutAssetNames } from "./rendered-pages";

/**
 * Published page titles and descriptions reach every path of every page, rendered on demand
 * from the production build (`npm run build` first): the <title>, the meta description, the
 * share tags and the structured data that repeat them; an alias keeps its page's canonical link;
 * restoring version 1 gives back the pages as prerendered before they were rendered on demand.
 */

const startServer = renderingTestServers();

const pageIds = Object.keys(pageNames) as EditablePageId[];

/** A title and description of its own for every page; one with characters HTML escapes. */
const edited = Object.fromEntries(
  pageIds.map((id) => [
    id,
    id === "contact"
      ? { title: `Talk to "us" & book a call`, description: `Write <now> & hear back: "soon".` }
      : {
          title: `Edited ${pageNames[id]} title`,
          description: `What the ${pageNames[id]} page offers, as the owner wrote it.`,
        },
  ]),
) as PagesMeta;

/** Text as the page escaped it in an element or attribute. */
const unescape = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#34;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** What a page's head says about it: every place that repeats its title or description. */
function headOf(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => unescape(match[1]!));
  const metaContent = (attribute: string, name: string) =>
    all(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, "g"));
  const structured = all(/<script type="application\/ld\+json">([^<]*)<\/script>/g)
    .map((json) => JSON.parse(json) as { "@type": string; description?: string })
    .filter((block) => block["@type"] !== "Organization" && block.description !== undefined)
    .map((block) => block.description);
  return {
    titles: [
      ...all(/<title>([^<]*)<\/title>/g),
      ...metaContent("property", "og:title"),
      ...metaContent("name", "twitter:title"),
    ],
    descriptions: [
      ...metaContent("name", "description"),
      ...metaContent("property", "og:description"),
      ...metaContent("name", "twitter:description"),
    ],
    structured,
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
  };
}

async function pageHtml(server: TestServer, url: string) {
  const response = await server.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** What every path of every page says about itself: the page's own meta, thrice each. */
async function heads(server: TestServer) {
  const shown: Record<string, ReturnType<typeof headOf>> = {};
  for (const id of pageIds)
    for (const url of pathsOf(id)) shown[url] = headOf(await pageHtml(server, url));
  return shown;
}

/** What each path should say, with `pages` live. */
function expectedHeads(pages: PagesMeta) {
  return Object.fromEntries(
    pageIds.flatMap((id) =>
      pathsOf(id).map((url) => [
        url,
        {
          titles: Array(3).fill(pages[id].title),
          descriptions: Array(3).fill(pages[id].description),
          structured: expect.arrayContaining([]),
          canonical: [canonicalUrl(pathsOf(id)[0]!)],
        },
      ]),
    ),
  );
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("page titles published on %s", (kind) => {
  it("reach every path of every page: title, description, share tags, structured data; version 1 restored gives back the prerendered pages", async () => {
    // Every page whose title the owner edits is rendered on demand.
    expect([...onDemandPages].sort()).toEqual([...pageIds].sort());
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const owner = asOwner(server, await signIn(server, database));
    expect(await heads(server)).toEqual(expectedHeads(pageMetaSeed));

    await publishItem(owner, "page-meta", edited);
    const shown = await heads(server);
    expect(shown).toEqual(expectedHeads(edited));
    // The Service and Product data repeat the description, on the page and its alias.
    for (const url of [...pathsOf("ai-trainer"), ...pathsOf("software-onboarding-pricing")]) {
      expect(shown[url]!.structured.length, url).toBeGreaterThan(0);
    }
    for (const [url, head] of Object.entries(shown)) {
      const id = pageIds.find((page) => pathsOf(page).includes(url))!;
      for (const description of head.structured)
        expect(description, url).toBe(edited[id].description);
    }
    // The contact page's characters, escaped in the element and the attributes.
    const contact = await pageHtml(server, "/contact");
    const escaped = [
      "<title>Talk to &quot;us&quot; &amp; book a call</title>",
      '<meta name="description" content="Write <now> &amp; hear back: &quot;soon&quot;.">',
    ];
    expect(escaped.filter((text) => !contact.includes(text))).toEqual([]);

    const restored = await owner({
      method: "POST",
      url: CONTENT_API.restore("page-meta"),
      body: { version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    for (const id of pageIds)
      for (const url of pathsOf(id))
        expect(withoutAssetNames(await pageHtml(server, url)), url).toBe(goldenPage(url));
  });

  it("refuses an empty title, naming the field, and keeps today's", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const owner = asOwner(server, await signIn(server, database));
    const data = { ...pageMetaSeed, contact: { ...pageMetaSeed.contact, title: " " } };
    const saved = await owner({
      method: "PUT",
      url: CONTENT_API.draft("page-meta"),
      body: { data },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ problems: { message: string }[] }>().problems).toEqual([
      expect.objectContaining({ message: "Contact · title: write it" }),
    ]);
    expect(headOf(await pageHtml(server, "/contact")).titles[0]).toBe(pageMetaSeed.contact.title);
  });
});
