import { describe, expect, it } from "vitest";

import { pageLinks, pathsOf } from "~/content/page-paths";
import { websiteServicesSeed } from "~/content/website-services";
import { CONTENT_API, type ContentProblemsAnswer } from "~/lib/content-api";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, freshDatabase } from "./helpers";
import { publishItem } from "./price-publishing";
import { goldenPage, renderingTestServers, withoutAssetNames } from "./rendered-pages";

/**
 * The website services' copy, published by the owner, reaches every page that shows it (rendered
 * on demand from the production build: `npm run build` first): the service cards, the pricing
 * tables, the estimator's props, the structured data and the onboarding pages' migration block;
 * a copy that would break a page is refused, and restoring version 1 gives back today's pages.
 */

const startServer = renderingTestServers();

const SERVICES = pageLinks["website-services"];
const PRICING = pageLinks["website-design-pricing"];
/** The onboarding pages, at their paths and their aliases: their migration block. */
const ONBOARDING = [...pathsOf("software-onboarding"), ...pathsOf("software-onboarding-pricing")];
const KIND = "website-services";

const NEW_LINE = "Accessibility review of every template";
const NEW_SUMMARY = "Your pages moved to your CRM platform, every link and form working.";
/** Redesign renamed, its lines reordered and one added; migration's summary rewritten. */
const edited = structuredClone(websiteServicesSeed);
edited.services.redesign.name = "Website Rebuild";
edited.services.redesign.includes.reverse().push(NEW_LINE);
edited.services.migration.summary = NEW_SUMMARY;
const [firstLine] = websiteServicesSeed.services.redesign.includes;
const lastLine = websiteServicesSeed.services.redesign.includes.at(-1)!;

/** The props of the estimator island, as plain JSON text. */
function estimatorProps(html: string): string {
  const island = /<astro-island[^>]*component-export="PageEstimator"[^>]*>/.exec(html)![0];
  return /\sprops="([^"]*)"/.exec(island)![1]!.replaceAll("&quot;", '"');
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("website services' copy on %s", (kind) => {
  it("reaches the cards, tables, estimator, structured data and onboarding pages; version 1 restores today's pages", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const owner = asOwner(server, await signIn(server, database));
    const page = async (url: string) => (await server.inject({ url })).body;
    for (const url of [SERVICES, PRICING, ...ONBOARDING]) {
      const html = await page(url);
      expect(html, url).not.toContain("Website Rebuild");
      expect(html, url).not.toContain(NEW_SUMMARY);
    }

    await publishItem(owner, KIND, edited);

    const services = await page(SERVICES);
    expect(services).toContain('<h3 class="text-2xl font-bold">Website Rebuild</h3>');
    expect(services).toMatch(/See (<!-- -->)?website rebuild(<!-- -->)? pricing/);
    expect(services).toContain(NEW_LINE);
    // The card lists the lines in the owner's order.
    expect(services.indexOf(lastLine)).toBeLessThan(services.indexOf(firstLine!));
    expect(services).toContain(NEW_SUMMARY);
    expect(services).toContain(`"name":"Website Rebuild","price":"650.00"`);
    expect(services).toContain(`"description":"${NEW_SUMMARY}"`);

    const pricing = await page(PRICING);
    expect(pricing).toMatch(/<h3 id="redesign-pricing-heading"[^>]*>Website Rebuild<\/h3>/);
    expect(pricing).toContain(NEW_SUMMARY);
    expect(pricing).toContain(`"name":"Website Rebuild, 12-20 pages"`);
    expect(estimatorProps(pricing)).toContain(
      `"names":[0,{"migration":[0,"Website Page Migration"],"redesign":[0,"Website Rebuild"]}]`,
    );
    // The estimator's props carry the names alone, not the rest of the copy.
    expect(estimatorProps(pricing)).not.toContain(NEW_SUMMARY);

    for (const url of ONBOARDING) expect(await page(url), url).toContain(NEW_SUMMARY);

    const restored = await owner({
      method: "POST",
      url: CONTENT_API.restore(KIND),
      body: { version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    for (const url of [SERVICES, PRICING, ...ONBOARDING]) {
      expect(withoutAssetNames(await page(url)), url).toBe(goldenPage(url));
    }
  });

  it("refuses a copy that would break a page, naming the field, and keeps the live one", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const owner = asOwner(server, await signIn(server, database));
    const broken = structuredClone(websiteServicesSeed);
    broken.services.migration.name = " ";
    broken.services.redesign.includes = [];

    const draft = await owner({
      method: "PUT",
      url: CONTENT_API.draft(KIND),
      body: { data: broken },
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json<ContentProblemsAnswer>().problems.map(({ message }) => message)).toEqual([
      "Website Page Migration · name: write it",
      "Website Redesign · includes: keep at least 1",
    ]);
    const published = await owner({
      method: "POST",
      url: CONTENT_API.publish(KIND),
      body: { basedOn: 0 },
    });
    expect(published.statusCode).not.toBe(200);
    expect(withoutAssetNames(await (await server.inject({ url: SERVICES })).body)).toBe(
      goldenPage(SERVICES),
    );
  });
});
