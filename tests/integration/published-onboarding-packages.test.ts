import { describe, expect, it } from "vitest";

import { onboardingPackagesSeed } from "~/content/onboarding-packages";
import { pathsOf } from "~/content/page-paths";
import { CONTENT_API } from "~/lib/content-api";
import type { OnboardingPackages } from "~/lib/onboarding-package-schema";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase } from "./helpers";
import { publishItem } from "./price-publishing";
import { goldenPage, renderingTestServers, withoutAssetNames } from "./rendered-pages";

/**
 * The onboarding packages' copy, published: it reaches the package cards of the software
 * onboarding page and its pricing variant (and their aliases), their structured data, and the
 * tier cards of the CRM pricing page; restoring version 1 gives back today's pages.
 */

const startServer = renderingTestServers();

const KIND = "onboarding-packages";
/** Every path that shows the package cards, canonical and alias. */
const CARD_PATHS = [...pathsOf("software-onboarding"), ...pathsOf("software-onboarding-pricing")];
const CRM_PRICING_PATHS = pathsOf("crm-pricing");

/** Advanced described anew, its features reordered and one added; IntellAGENT's CRM line anew. */
const edited: OnboardingPackages = structuredClone(onboardingPackagesSeed);
edited.advanced.description = "Set up for you from kickoff to go-live, then handed over.";
edited.advanced.features = [
  "Dashboards and reports for every team",
  ...onboardingPackagesSeed.advanced.features.slice(0, 3),
  "Playbooks <em>written</em> for your reps",
];
edited.intelligent.crmPricingLine = "Agents that build, check and explain your CRM for you.";

const pageAt = async (server: TestServer, url: string) => (await server.inject({ url })).body;

/** The text of an element, tags aside. */
const textOf = (html: string) => html.replaceAll(/<[^>]*>/g, "");

/** The Service offers' descriptions of the page's structured data. */
function offerDescriptions(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.flatMap(([, json]) => {
    const data = JSON.parse(json!) as { offers?: { description?: string }[] };
    return (data.offers ?? []).flatMap(({ description }) => (description ? [description] : []));
  });
}

/** The features Advanced's card lists, in order. */
function advancedFeatures(html: string): string[] {
  const card = /<h3[^>]*>Advanced<\/h3>.*?<ul[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
  return [...card.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(([, item]) => textOf(item!));
}

describe.each<DatabaseKind>(["sqlite", "postgres"])(
  "onboarding packages published on %s",
  (kind) => {
    it("reach the package cards, their structured data and the CRM pricing page's tier cards; restoring version 1 gives back today's pages", async () => {
      const database = await freshDatabase(kind);
      await addOwner(database);
      const server = await startServer(database);
      const owner = asOwner(server, await signIn(server, database));
      const page = (url: string) => pageAt(server, url);

      for (const url of CARD_PATHS) {
        const html = await page(url);
        expect(html, url).not.toContain(edited.advanced.description);
        expect(advancedFeatures(html), url).toEqual(onboardingPackagesSeed.advanced.features);
      }
      for (const url of CRM_PRICING_PATHS) {
        expect(await page(url), url).toContain(onboardingPackagesSeed.intelligent.crmPricingLine);
      }

      await publishItem(owner, KIND, edited);
      for (const url of CARD_PATHS) {
        const html = await page(url);
        expect(html, url).toContain(edited.advanced.description);
        expect(html, url).not.toContain(onboardingPackagesSeed.advanced.description);
        // In the owner's order, as text: the owner's markup is never the page's.
        expect(advancedFeatures(html), url).toEqual(
          edited.advanced.features.map((feature) =>
            feature.replaceAll("<", "&lt;").replaceAll(">", "&gt;"),
          ),
        );
        expect(html, url).not.toContain("<em>");
        expect(offerDescriptions(html), url).toContain(edited.advanced.description);
        expect(offerDescriptions(html), url).not.toContain(
          onboardingPackagesSeed.advanced.description,
        );
      }
      for (const url of CRM_PRICING_PATHS) {
        const html = await page(url);
        expect(html, url).toContain(edited.intelligent.crmPricingLine);
        expect(html, url).not.toContain(onboardingPackagesSeed.intelligent.crmPricingLine);
        // The other tiers' lines are as they were.
        expect(html, url).toContain(onboardingPackagesSeed.basic.crmPricingLine);
      }

      const restored = await owner({
        method: "POST",
        url: CONTENT_API.restore(KIND),
        body: { version: 1 },
      });
      expect(restored.json()).toEqual({ version: 3 });
      for (const url of [...CARD_PATHS, ...CRM_PRICING_PATHS]) {
        expect(withoutAssetNames(await page(url)), url).toBe(goldenPage(url));
      }
    });

    it("refuses a draft that would leave a card empty, naming the field, and keeps the live copy", async () => {
      const database = await freshDatabase(kind);
      await addOwner(database);
      const server = await startServer(database);
      const owner = asOwner(server, await signIn(server, database));
      const broken = structuredClone(onboardingPackagesSeed);
      broken.basic.features = [];

      const draft = await owner({
        method: "PUT",
        url: CONTENT_API.draft(KIND),
        body: { data: broken },
      });
      expect(draft.statusCode).toBe(400);
      expect(draft.json()).toMatchObject({
        problems: [{ field: "basic.features", message: "Basic · features: keep at least 1" }],
      });
      const [url] = CARD_PATHS;
      expect(withoutAssetNames(await pageAt(server, url!))).toBe(goldenPage(url!));
    });
  },
);
