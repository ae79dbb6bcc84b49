import { describe, expect, it } from "vitest";

import { aiTrainerOfferSeed, aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { choiceLabels } from "~/content/lead-choice-labels";
import { pageLinks } from "~/content/page-paths";
import { ADMIN_API, type LeadDetailAnswer } from "~/lib/admin-api";
import { CONTENT_API, type ContentProblemsAnswer } from "~/lib/content-api";
import type { ContentKindId } from "~/lib/content-kinds";
import type { AiTrainerOffer, AiTrainerPlans } from "~/lib/ai-trainer-plan-schema";
import { formatUsd } from "~/lib/format";

import { createActivityLog } from "../../server/admin/activity";
import { createPublishedContent } from "../../server/content/published";
import { createContentStore } from "../../server/content/store";

import { validLeads } from "../support/valid-leads";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase } from "./helpers";
import { renderingTestServers } from "./rendered-pages";

/**
 * The AI trainer's plans and limited offer, published by the owner, reach both trainer pages
 * (rendered on demand from the production build: `npm run build` first): the plans island's
 * props, the structured data and the offer's banner; a publish that would break the page is
 * refused, naming the item.
 */

const startServer = renderingTestServers();

const TRAINER_PAGES = [pageLinks["ai-trainer"], pageLinks["ai-trainer-support"]];
/** The hours the offer's banner shows, or null when the page shows no banner. */
function bannerHours(html: string): number | null {
  const hours = /Limited offer: (?:<!-- -->)?(\d+)(?:<!-- -->)? hours only\./.exec(html)?.[1];
  if (hours === undefined) expect(html).not.toContain("Limited offer");
  return hours === undefined ? null : Number(hours);
}

/** Today's plans with Team Pro's price per user for 11-20 users ($30) at `price`. */
function withBandPrice(price: number): AiTrainerPlans {
  const plans = structuredClone(aiTrainerPlansSeed);
  plans.team["team-pro"].bands![1]!.pricePerUser = price;
  return plans;
}

/** The serialised props of the plans island, as plain JSON text. */
function plansProps(html: string): string {
  const island = /<astro-island[^>]*component-export="TrainerPlans"[^>]*>/.exec(html)![0];
  return /\sprops="([^"]*)"/.exec(island)![1]!.replaceAll("&quot;", '"');
}

async function ownerOn(server: TestServer, database: Awaited<ReturnType<typeof freshDatabase>>) {
  await addOwner(database);
  return asOwner(server, await signIn(server, database));
}

type Owner = Awaited<ReturnType<typeof ownerOn>>;

async function publish(owner: Owner, kind: ContentKindId, data: unknown, basedOn = 0) {
  const draft = await owner({ method: "PUT", url: CONTENT_API.draft(kind), body: { data } });
  if (draft.statusCode !== 200) return draft;
  return owner({ method: "POST", url: CONTENT_API.publish(kind), body: { basedOn } });
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("the AI trainer pages on %s", (kind) => {
  it("show a published plan price in the plans' props and the structured data", async () => {
    const database = await freshDatabase(kind);
    const server = await startServer(database);
    const owner = await ownerOn(server, database);
    for (const route of TRAINER_PAGES) {
      const html = (await server.inject({ url: route })).body;
      expect(plansProps(html)).toContain('"pricePerUser":[0,30]');
      expect(html).toMatch(/"name":"Team Pro, 11-20 users","price":"30.00"/);
    }

    expect((await publish(owner, "ai-trainer-plans", withBandPrice(33))).statusCode).toBe(200);
    for (const route of TRAINER_PAGES) {
      const html = (await server.inject({ url: route })).body;
      expect(plansProps(html)).toContain('"pricePerUser":[0,33]');
      expect(plansProps(html)).not.toContain('"pricePerUser":[0,30]');
      // The Product's offer for Team Pro, 11-20 users.
      expect(html).toMatch(/"name":"Team Pro, 11-20 users","price":"33.00"/);
    }
  });

  it("show the offer's banner with its hours until its end, and none after", async () => {
    const database = await freshDatabase(kind);
    const server = await startServer(database);
    const owner = await ownerOn(server, database);
    const page = TRAINER_PAGES[1]!;
    expect(bannerHours((await server.inject({ url: page })).body)).toBe(48);

    const running: AiTrainerOffer = { hours: 24, endsAt: "2999-12-31T23:59:00Z" };
    expect((await publish(owner, "ai-trainer-offer", running)).statusCode).toBe(200);
    expect(bannerHours((await server.inject({ url: page })).body)).toBe(24);

    const ended: AiTrainerOffer = { hours: 24, endsAt: "2020-01-01T00:00:00Z" };
    expect((await publish(owner, "ai-trainer-offer", ended, 2)).statusCode).toBe(200);
    for (const route of TRAINER_PAGES) {
      expect(bannerHours((await server.inject({ url: route })).body)).toBeNull();
    }
  });

  it("refuse a publish that would break the page, naming the item, and keep the live page", async () => {
    const database = await freshDatabase(kind);
    const server = await startServer(database);
    const owner = await ownerOn(server, database);

    const unpriced = structuredClone(aiTrainerPlansSeed);
    unpriced.team["team-basic"].bands = null;
    unpriced.team["team-pro"].bands![1]!.minUsers = 12;
    unpriced.individual.basic.monthlyPrice = 0;
    const refusedPlans = await publish(owner, "ai-trainer-plans", unpriced);
    expect(refusedPlans.statusCode).toBe(400);
    expect(
      refusedPlans.json<ContentProblemsAnswer>().problems.map(({ message }) => message),
    ).toEqual([
      "Team Pro · band 2 · from users: starts at 11, after band 1",
      "Team Basic · price bands: the savings example of 5 users needs its prices",
      "Basic · monthly price: the savings of Team Basic are counted against it: give more than 0",
    ]);

    const refusedOffer = await publish(owner, "ai-trainer-offer", {
      hours: 48,
      endsAt: "next Friday",
    });
    expect(refusedOffer.statusCode).toBe(400);
    expect(refusedOffer.json<ContentProblemsAnswer>().problems).toEqual([
      {
        field: "endsAt",
        label: "Limited offer · ends at",
        message: "Limited offer · ends at: give a date and time such as 2026-12-31T23:59:00Z",
      },
    ]);

    const html = (await server.inject({ url: TRAINER_PAGES[0]! })).body;
    expect(plansProps(html)).toContain('"pricePerUser":[0,30]');
    expect(bannerHours(html)).toBe(aiTrainerOfferSeed.hours);
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])("a Book a Call request on %s", (kind) => {
  it("is priced in the inbox by the plans live when it is read", async () => {
    const database = await freshDatabase(kind);
    const server = await startServer(database);
    const owner = await ownerOn(server, database);
    const teamSize = 12;
    const sent = await server.inject({
      method: "POST",
      url: "/api/leads",
      payload: {
        form: "trainer-call",
        data: { ...validLeads["trainer-call"], plan: "team-pro", teamSize },
        page: pageLinks["ai-trainer"],
      },
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: string }>();
    const priceLine = async () =>
      (await owner({ method: "GET", url: ADMIN_API.lead(id) }))
        .json<LeadDetailAnswer>()
        .choices.lines.find(({ label }) => label === choiceLabels.price)?.value;
    expect(await priceLine()).toBe(`${formatUsd(teamSize * 30)} / month`);

    expect((await publish(owner, "ai-trainer-plans", withBandPrice(33))).statusCode).toBe(200);
    expect(await priceLine()).toBe(`${formatUsd(teamSize * 33)} / month`);
  });
});

describe("the published offer's phase", () => {
  it("changes the live versions' key when the offer ends, with no publish", async () => {
    const database = await freshDatabase("sqlite");
    const store = createContentStore(database.db, createActivityLog(database.db));
    const published = createPublishedContent(database.db, { warn: () => undefined });
    const endsAt = "2030-06-01T12:00:00Z";
    const actor = { email: "o@x.test", ip: "::1" };
    await store.saveDraft("ai-trainer-offer", { hours: 48, endsAt }, actor);
    await store.publish("ai-trainer-offer", 0, actor);
    await published.refresh();

    const before = published.versions(Date.parse(endsAt) - 1);
    const after = published.versions(Date.parse(endsAt));
    expect(before).toContain("ai-trainer-offer@2:running");
    expect(after).toContain("ai-trainer-offer@2:ended");
  });
});
