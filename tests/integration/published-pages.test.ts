import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it, vi } from "vitest";

import { onDemandPaths, pageLinks, pathsOf } from "~/content/page-paths";
import { presentationPricesSeed } from "~/content/presentation-prices";
import { websitePricesSeed } from "~/content/website-prices";
import { SESSION_COOKIE } from "~/lib/admin-api";
import { formatUsd } from "~/lib/format";
import type { OnboardingPrices } from "~/lib/onboarding-price-schema";

import type { LeadsDatabase } from "../../server/db/database";
import { inlineHashes } from "../../server/security";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase } from "./helpers";
import {
  KIND,
  LIVE_WITHIN_MS,
  PRICE_AFTER,
  PRICE_BEFORE,
  publishItem,
  publishPrice,
  saveDraft,
} from "./price-publishing";
import { islandProps, renderingTestServers, withoutAssetNames } from "./rendered-pages";

/**
 * The pages that read published content, rendered on demand through Astro's adapter from the
 * production build (`npm run build` first): right after seeding they are the prerendered pages
 * they were; a publish on any instance reaches their HTML and their islands' props within 5 s;
 * the last pages stay while the database is away; an owner previews a draft, nobody else sees it.
 */

const startServer = renderingTestServers();

const PRICING = pageLinks["software-onboarding-pricing"];
const REPS = pageLinks["software-reps"];
/** An alias of the pricing page (`/pricing/hubspot-onboarding`), rendered on demand too. */
const PRICING_ALIAS = pathsOf("software-onboarding-pricing")[1]!;

const advancedPriceOf = (prices: unknown) =>
  (prices as OnboardingPrices).hubPrices.professional["Marketing Hub"].advanced;

/**
 * The Marketing Hub Professional Advanced price the pages show: the pricing page's table (at its
 * path and its alias) and the calculator's.
 */
async function shownPrices(server: TestServer) {
  const pricing = (await server.inject({ url: PRICING })).body;
  const alias = (await server.inject({ url: PRICING_ALIAS })).body;
  const reps = (await server.inject({ url: REPS })).body;
  return {
    table: advancedPriceOf(islandProps(pricing, "HubPriceTables").prices),
    aliasTable: advancedPriceOf(islandProps(alias, "HubPriceTables").prices),
    calculator: advancedPriceOf(islandProps(reps, "OnboardingCalculator").prices),
    text: pricing.includes(formatUsd(PRICE_AFTER)),
  };
}

const NOW_LIVE = {
  table: PRICE_AFTER,
  aliasTable: PRICE_AFTER,
  calculator: PRICE_AFTER,
  text: true,
};

async function ownerOn(server: TestServer, database: LeadsDatabase) {
  const session = await signIn(server, database);
  return {
    owner: asOwner(server, session),
    cookie: `${SESSION_COOKIE}=${session[SESSION_COOKIE]}`,
  };
}

/** A server on a fresh database of `kind`, where an owner has published PRICE_AFTER. */
async function serverAfterPublish(kind: DatabaseKind) {
  const database = await freshDatabase(kind);
  await addOwner(database);
  const server = await startServer(database);
  const { owner } = await ownerOn(server, database);
  await publishPrice(owner, PRICE_AFTER);
  return { database, server };
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("pages rendered on demand on %s", (kind) => {
  it("are, right after seeding, the pages the build prerendered, with a policy allowing their inline scripts", async () => {
    const server = await startServer(await freshDatabase(kind));
    for (const route of onDemandPaths) {
      const response = await server.inject({ url: route });
      expect(response.statusCode).toBe(200);
      // The prerendered HTML of each route before it was rendered on demand.
      await expect(withoutAssetNames(response.body)).toMatchFileSnapshot(
        `__snapshots__/prerendered/${route.slice(1).replaceAll("/", "_") || "index"}.html`,
      );
      const scriptSources = /script-src ([^;]*)/.exec(
        String(response.headers["content-security-policy"]),
      )![1]!;
      const { scripts } = inlineHashes(response.body);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scriptSources.split(" ").sort()).toEqual(["'self'", ...scripts].sort());
    }
  });

  it("show a publish at the next request, in the page and its islands' props", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const { owner } = await ownerOn(server, database);
    expect(await shownPrices(server)).toEqual({
      table: PRICE_BEFORE,
      aliasTable: PRICE_BEFORE,
      calculator: PRICE_BEFORE,
      text: false,
    });

    await publishPrice(owner, PRICE_AFTER);
    expect(await shownPrices(server)).toEqual(NOW_LIVE);
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])("website prices published on %s", (kind) => {
  /** Redesign's largest tier cheaper, migration's smallest dearer than today. */
  const edited = structuredClone(websitePricesSeed);
  edited.services.redesign.tiers[3]!.pricePerPage = 610;
  edited.services.migration.tiers[0]!.pricePerPage = 155;
  /** What each page shows of them: a price it does not show today. */
  const shown = {
    // The tables' worked example of 60 pages, at the largest tier.
    [pageLinks["website-design-pricing"]]: formatUsd(60 * 610),
    // The redesign card's "from" price.
    [pageLinks["website-services"]]: formatUsd(610),
    // The migration block's "From $120 to $155 per page".
    [pageLinks["software-onboarding"]]: formatUsd(155),
    [PRICING]: formatUsd(155),
  };

  it("reach the pricing tables, the estimator's props, the service cards and the onboarding pages", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await startServer(database);
    const { owner } = await ownerOn(server, database);
    const page = async (url: string) => (await server.inject({ url })).body;
    for (const [url, price] of Object.entries(shown))
      expect(await page(url), url).not.toContain(price);

    await publishItem(owner, "website-prices", edited);
    for (const [url, price] of Object.entries(shown)) expect(await page(url), url).toContain(price);
    const estimator = islandProps(await page(pageLinks["website-design-pricing"]), "PageEstimator");
    expect(estimator.prices).toEqual(edited);
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])(
  "presentation prices published on %s",
  (kind) => {
    const edited = { ...presentationPricesSeed, pricePerSlide: 65, minimumCharge: 520 };
    const url = pageLinks["custom-presentations"];

    it("reach the pricing card and the quote form's props", async () => {
      const database = await freshDatabase(kind);
      await addOwner(database);
      const server = await startServer(database);
      const { owner } = await ownerOn(server, database);
      const page = async () => (await server.inject({ url })).body;
      // The card's "15 slides" example, and its minimum charge.
      const shown = [formatUsd(15 * 65), formatUsd(520)];
      for (const price of shown) expect(await page()).not.toContain(price);

      await publishItem(owner, "presentation-prices", edited);
      const html = await page();
      for (const price of shown) expect(html).toContain(price);
      expect(islandProps(html, "PresentationQuoteForm").prices).toEqual(edited);
    });
  },
);

describe("pages rendered on demand on two instances sharing PostgreSQL", () => {
  it("show a publish on the other instance within 5 s, with no restart", async () => {
    const database = await freshDatabase("postgres");
    await addOwner(database);
    const publishing = await startServer(database);
    const other = await startServer(database);
    const { owner } = await ownerOn(publishing, database);
    expect((await shownPrices(other)).table).toBe(PRICE_BEFORE);

    await publishPrice(owner, PRICE_AFTER);
    await vi.waitFor(async () => expect(await shownPrices(other)).toEqual(NOW_LIVE), {
      timeout: LIVE_WITHIN_MS,
      interval: 50,
    });
  });
});

describe("a page rendered after a publish", () => {
  it("is answered compressed at once, in Brotli once that is made, the same HTML either way", async () => {
    const { server } = await serverAfterPublish("sqlite");
    const html = (await server.inject({ url: PRICING })).body;
    expect(html).toContain(formatUsd(PRICE_AFTER));

    const compressed = () =>
      server.inject({ url: PRICING, headers: { "accept-encoding": "br, gzip" } });
    const decoded = (response: Awaited<ReturnType<typeof compressed>>) =>
      (response.headers["content-encoding"] === "br" ? brotliDecompressSync : gunzipSync)(
        response.rawPayload,
      ).toString();
    const first = await compressed();
    expect(["br", "gzip"]).toContain(first.headers["content-encoding"]);
    expect(decoded(first)).toBe(html);
    // Brotli at quality 11 is made in the background: 1.7–2.6 s a page on a loaded machine.
    const inBrotli = await vi.waitFor(
      async () => {
        const response = await compressed();
        expect(response.headers["content-encoding"]).toBe("br");
        return response;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(decoded(inBrotli)).toBe(html);
  });
});

describe("pages rendered on demand while the database is away", () => {
  it("keep serving the last published version", async () => {
    const { database, server } = await serverAfterPublish("postgres");
    expect(await shownPrices(server)).toEqual(NOW_LIVE);

    await database.db.destroy();
    expect(await shownPrices(server)).toEqual(NOW_LIVE);
    const response = await server.inject({ url: PRICING });
    expect(response.statusCode).toBe(200);
  });
});

describe("a preview of a draft", () => {
  it("shows the owner's draft to that owner alone, never kept nor indexed", async () => {
    const database = await freshDatabase("sqlite");
    await addOwner(database);
    const server = await startServer(database);
    const { owner, cookie } = await ownerOn(server, database);
    await saveDraft(owner, PRICE_AFTER);
    const url = `${PRICING}?preview=${KIND}`;

    const preview = await server.inject({ url, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(advancedPriceOf(islandProps(preview.body, "HubPriceTables").prices)).toBe(PRICE_AFTER);

    for (const anonymous of [await server.inject({ url }), await server.inject({ url: PRICING })]) {
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers["cache-control"]).toBe("no-cache");
      expect(advancedPriceOf(islandProps(anonymous.body, "HubPriceTables").prices)).toBe(
        PRICE_BEFORE,
      );
    }
    const signedOut = await server.inject({ url, headers: { cookie: `${SESSION_COOKIE}=forged` } });
    expect(advancedPriceOf(islandProps(signedOut.body, "HubPriceTables").prices)).toBe(
      PRICE_BEFORE,
    );
  });
});
