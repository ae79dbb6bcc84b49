import { describe, expect, it, vi } from "vitest";

import { aiTrainerPlanCopySeed } from "~/content/ai-trainer-plan-copy";
import { pageLinks } from "~/content/page-paths";
import type { AiTrainerPlanCopy } from "~/lib/ai-trainer-plan-copy-schema";
import { CONTENT_API, type ContentProblemsAnswer } from "~/lib/content-api";

import type { LeadsDatabase } from "../../server/db/database";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase } from "./helpers";
import { LIVE_WITHIN_MS, publishItem } from "./price-publishing";
import { goldenPage, islandProps, renderingTestServers, withoutAssetNames } from "./rendered-pages";

/**
 * The AI trainer plans' copy, published by the owner, reaches both trainer pages (rendered on
 * demand from the production build: `npm run build` first): the cards' HTML, the plans island's
 * props and the Product structured data; restoring version 1 gives back the seeded pages; a copy
 * that would break a card is refused, naming the field. No notice shows the copy: a Book a Call
 * request names its plan by the spec's name, which stays in code.
 */

const startServer = renderingTestServers();

const TRAINER_PAGES = [pageLinks["ai-trainer"], pageLinks["ai-trainer-support"]];

const BASIC_DESCRIPTION = "For anyone who would rather ask than search the help docs.";
const BADGE = "Our Pick";
const TEAM_ADD_ON = "One more specialist agent, shared by the whole team.";

/** Basic described and badged anew, Team Pro's first two features swapped, a team add-on. */
function editedCopy(): AiTrainerPlanCopy {
  const copy = structuredClone(aiTrainerPlanCopySeed);
  copy.individual.basic.description = BASIC_DESCRIPTION;
  copy.individual.basic.badge = BADGE;
  const [first, second, ...rest] = copy.team["team-pro"].features;
  copy.team["team-pro"].features = [second!, first!, ...rest];
  copy.teamAddOns["specialized-support"].description = TEAM_ADD_ON;
  return copy;
}

/** The copy the plans island gets as props. */
const islandCopy = (html: string) => islandProps(html, "TrainerPlans").copy;

/** The description of the Product's offer named `name`. */
function offerDescription(html: string, name: string): string | undefined {
  const offers = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as { "@type": string; offers?: unknown[] })
    .find((data) => data["@type"] === "Product")?.offers as {
    name: string;
    description?: string;
  }[];
  return offers.find((offer) => offer.name === name)?.description;
}

/** The page's text from the Team Pro card's heading to the next card's. */
function teamProCard(html: string): string {
  const start = html.indexOf(">Team Pro</h3>");
  return html.slice(start, html.indexOf(">Team Enterprise</h3>", start));
}

async function ownerOn(server: TestServer, database: LeadsDatabase) {
  await addOwner(database);
  return asOwner(server, await signIn(server, database));
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("the AI trainer plan copy on %s", (kind) => {
  it("reaches both trainer pages' cards, plans island and structured data; version 1 restores them", async () => {
    const database = await freshDatabase(kind);
    const server = await startServer(database);
    const owner = await ownerOn(server, database);
    const page = async (url: string) => (await server.inject({ url })).body;
    const features = aiTrainerPlanCopySeed.team["team-pro"].features;
    for (const route of TRAINER_PAGES) {
      const html = await page(route);
      expect(html).not.toContain(BASIC_DESCRIPTION);
      expect(islandCopy(html)).toEqual(aiTrainerPlanCopySeed);
    }

    await publishItem(owner, "ai-trainer-plan-copy", editedCopy());
    for (const route of TRAINER_PAGES) {
      const html = await page(route);
      expect(html, route).toContain(BASIC_DESCRIPTION);
      expect(html, route).toContain(`>${BADGE}</`);
      expect(html, route).not.toContain(">Most Popular</");
      expect(html, route).toContain(TEAM_ADD_ON);
      const card = teamProCard(html);
      expect(card.indexOf(features[1]!)).toBeLessThan(card.indexOf(features[0]!));
      expect(islandCopy(html)).toEqual(editedCopy());
      expect(offerDescription(html, "Basic")).toBe(BASIC_DESCRIPTION);
    }

    const restored = await owner({
      method: "POST",
      url: CONTENT_API.restore("ai-trainer-plan-copy"),
      body: { version: 1 },
    });
    expect(restored.statusCode).toBe(200);
    for (const route of TRAINER_PAGES) {
      expect(withoutAssetNames(await page(route)), route).toBe(goldenPage(route));
    }
  });

  it("refuses a copy that would break a card, naming the field, and keeps the live page", async () => {
    const database = await freshDatabase(kind);
    const server = await startServer(database);
    const owner = await ownerOn(server, database);
    const broken = structuredClone(aiTrainerPlanCopySeed);
    broken.individual.premium.description = " ";
    broken.team["team-basic"].features = [];
    Reflect.set(broken.team["team-enterprise"], "support", "Office hours");

    const draft = await owner({
      method: "PUT",
      url: CONTENT_API.draft("ai-trainer-plan-copy"),
      body: { data: broken },
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json<ContentProblemsAnswer>().problems.map(({ message }) => message)).toEqual([
      "Premium · description: write it",
      "Team Basic · features: keep at least 1",
      "Team Enterprise: has no field support",
    ]);
    const html = (await server.inject({ url: TRAINER_PAGES[0]! })).body;
    expect(islandCopy(html)).toEqual(aiTrainerPlanCopySeed);
  });
});

describe("the AI trainer plan copy on two instances sharing PostgreSQL", () => {
  it("reaches the other instance's pages within 5 s, with no restart", async () => {
    const database = await freshDatabase("postgres");
    const publishing = await startServer(database);
    const other = await startServer(database);
    const owner = await ownerOn(publishing, database);
    const route = TRAINER_PAGES[1]!;
    expect((await other.inject({ url: route })).body).not.toContain(BASIC_DESCRIPTION);

    await publishItem(owner, "ai-trainer-plan-copy", editedCopy());
    await vi.waitFor(
      async () => expect((await other.inject({ url: route })).body).toContain(BASIC_DESCRIPTION),
      { timeout: LIVE_WITHIN_MS, interval: 50 },
    );
  });
});
