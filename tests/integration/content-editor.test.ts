import { describe, expect, it } from "vitest";

import { SESSION_COOKIE } from "~/lib/admin-api";
import {
  CONTENT_API,
  type ContentHistoryAnswer,
  type ContentItemAnswer,
  type ContentProblemsAnswer,
  NO_DRAFT,
  PUBLISHED_MEANWHILE,
} from "~/lib/content-api";
import { contentKindIds, contentKinds } from "~/lib/content-kinds";
import type { OnboardingPrices, SupportPlans } from "~/lib/onboarding-price-schema";
import { onboardingPricesSeed, supportPlans } from "~/content/onboarding-prices";

import { createActivityLog } from "../../server/admin/activity";
import { createContentStore } from "../../server/content/store";

import { OWNER, SAME_ORIGIN, addOwner, asOwner, login, pendingOf, signIn } from "./admin-helpers";
import { type DatabaseKind, freshDatabase, testServers } from "./helpers";

const serverOn = testServers();
const KIND = "onboarding-prices";
const PLANS = "support-plans";
const CLIENT_IP = "203.0.113.7";

/** Today's price list with the Marketing Hub Professional Advanced price at `price`. */
function withAdvancedPrice(price: unknown) {
  const prices = structuredClone(onboardingPricesSeed) as Record<string, unknown> &
    OnboardingPrices;
  (prices.hubPrices.professional["Marketing Hub"] as Record<string, unknown>).advanced = price;
  return prices;
}

async function signedIn(kind: DatabaseKind) {
  const database = await freshDatabase(kind);
  await addOwner(database);
  const server = await serverOn(database);
  const cookies = await signIn(server, database);
  const owner = asOwner(server, cookies);
  const fromClient = (options: Parameters<typeof owner>[0]) =>
    owner({ remoteAddress: CLIENT_IP, ...options });
  await database.db.deleteFrom("activity_log").execute();
  return { database, server, owner: fromClient };
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("the content editor's API on %s", (kind) => {
  it("keeps a draft from visitors, publishes it as a version with who and when, and restores", async () => {
    const { database, owner } = await signedIn(kind);
    const item = () => owner({ method: "GET", url: CONTENT_API.item(KIND) });

    const before = (await item()).json<ContentItemAnswer<OnboardingPrices>>();
    expect(before).toEqual({
      live: { version: 0, data: onboardingPricesSeed, publishedAt: null, publishedBy: null },
      draft: null,
    });

    const saved = await owner({
      method: "PUT",
      url: CONTENT_API.draft(KIND),
      body: { data: withAdvancedPrice(3200) },
    });
    expect(saved.statusCode).toBe(200);
    const store = createContentStore(database.db, createActivityLog(database.db));
    // The draft is the owner's alone: what is live has not moved.
    expect((await store.live(KIND)).data).toEqual(onboardingPricesSeed);
    const drafted = (await item()).json<ContentItemAnswer<OnboardingPrices>>();
    expect(drafted.draft).toMatchObject({ data: withAdvancedPrice(3200), savedBy: OWNER.email });

    const published = await owner({
      method: "POST",
      url: CONTENT_API.publish(KIND),
      body: { basedOn: 0 },
    });
    expect(published.statusCode).toBe(200);
    // Version 1 keeps the site's own prices, so that they can be restored.
    expect(published.json()).toEqual({ version: 2 });
    const live = await store.live(KIND);
    expect(live).toMatchObject({ version: 2, publishedBy: OWNER.email });
    expect(live.data.hubPrices.professional["Marketing Hub"].advanced).toBe(3200);
    expect((await item()).json<ContentItemAnswer>().draft).toBeNull();

    const restored = await owner({
      method: "POST",
      url: CONTENT_API.restore(KIND),
      body: { version: 1 },
    });
    expect(restored.json()).toEqual({ version: 3 });
    expect((await store.live(KIND)).data).toEqual(onboardingPricesSeed);

    const history = (
      await owner({ method: "GET", url: CONTENT_API.history(KIND) })
    ).json<ContentHistoryAnswer>();
    const price = "hubPrices.professional.Marketing Hub.advanced";
    const label = "Marketing Hub · Professional · Advanced price";
    expect(history.versions).toEqual([
      {
        version: 3,
        publishedAt: expect.any(String),
        publishedBy: OWNER.email,
        restoredFrom: 1,
        changes: [{ field: price, label, before: 3200, after: 3000 }],
      },
      {
        version: 2,
        publishedAt: expect.any(String),
        publishedBy: OWNER.email,
        restoredFrom: null,
        changes: [{ field: price, label, before: 3000, after: 3200 }],
      },
      {
        version: 1,
        publishedAt: expect.any(String),
        publishedBy: null,
        restoredFrom: null,
        changes: [],
      },
    ]);

    const logged = (await createActivityLog(database.db).list({ limit: 10 })).reverse();
    expect(logged.map(({ action, actor, ip, detail }) => ({ action, actor, ip, detail }))).toEqual([
      {
        action: "content-publish",
        actor: OWNER.email,
        ip: CLIENT_IP,
        detail: { kind: KIND, version: 2 },
      },
      {
        action: "content-restore",
        actor: OWNER.email,
        ip: CLIENT_IP,
        detail: { kind: KIND, version: 3, restoredFrom: 1 },
      },
    ]);
  });

  it("keeps each kind's versions apart: support plans publish without touching the prices", async () => {
    const { database, owner } = await signedIn(kind);
    // Through JSON, as the editor sends it: the seed's plans share their lists of services.
    const plans = JSON.parse(JSON.stringify(supportPlans)) as SupportPlans;
    plans.advanced.silver.monthlyPrice = 1100;
    plans.advanced.silver.services.push("Quarterly data review");
    const saved = await owner({
      method: "PUT",
      url: CONTENT_API.draft(PLANS),
      body: { data: plans },
    });
    expect(saved.statusCode).toBe(200);
    const published = await owner({
      method: "POST",
      url: CONTENT_API.publish(PLANS),
      body: { basedOn: 0 },
    });
    expect(published.json()).toEqual({ version: 2 });

    const store = createContentStore(database.db, createActivityLog(database.db));
    expect((await store.live(PLANS)).data).toEqual(plans);
    expect(await store.live(KIND)).toMatchObject({ version: 0, data: onboardingPricesSeed });
    const history = (
      await owner({ method: "GET", url: CONTENT_API.history(PLANS) })
    ).json<ContentHistoryAnswer>();
    expect(history.versions[0]!.changes).toEqual([
      {
        field: "advanced.silver.monthlyPrice",
        label: "Advanced · Silver · monthly price",
        before: 1000,
        after: 1100,
      },
      {
        field: "advanced.silver.services.2",
        label: "Advanced · Silver · service 3",
        before: null,
        after: "Quarterly data review",
      },
    ]);

    plans.basic.gold.monthlyPrice = -5;
    const refused = await owner({
      method: "PUT",
      url: CONTENT_API.draft(PLANS),
      body: { data: plans },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ContentProblemsAnswer>().problems.map(({ message }) => message)).toEqual([
      "Basic · Gold · monthly price: cannot be negative",
    ]);
  });

  it("refuses an invalid draft field by field, naming each item, and keeps what was saved", async () => {
    const { owner } = await signedIn(kind);
    await owner({
      method: "PUT",
      url: CONTENT_API.draft(KIND),
      body: { data: withAdvancedPrice(3100) },
    });

    const invalid = withAdvancedPrice(-5);
    invalid.presetPackages[1]!.name = " ";
    const refused = await owner({
      method: "PUT",
      url: CONTENT_API.draft(KIND),
      body: { data: invalid },
    });
    expect(refused.statusCode).toBe(400);
    const answer = refused.json<ContentProblemsAnswer>();
    expect(answer.problems).toEqual([
      {
        field: "hubPrices.professional.Marketing Hub.advanced",
        label: "Marketing Hub · Professional · Advanced price",
        message: "Marketing Hub · Professional · Advanced price: cannot be negative",
      },
      {
        field: "presetPackages.1.name",
        label: "Preset 2 · name",
        message: "Preset 2 · name: write it",
      },
    ]);
    expect(answer.error).toBe(answer.problems[0]!.message);
    const item = (await owner({ method: "GET", url: CONTENT_API.item(KIND) })).json<
      ContentItemAnswer<OnboardingPrices>
    >();
    expect(item.draft?.data.hubPrices.professional["Marketing Hub"].advanced).toBe(3100);
    expect(item.live.version).toBe(0);
  });

  it("refuses a publish over a version published since the draft, or without a draft", async () => {
    const { owner } = await signedIn(kind);
    const publish = (basedOn: number) =>
      owner({ method: "POST", url: CONTENT_API.publish(KIND), body: { basedOn } });

    const empty = await publish(0);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ error: NO_DRAFT });

    await owner({
      method: "PUT",
      url: CONTENT_API.draft(KIND),
      body: { data: withAdvancedPrice(3100) },
    });
    expect((await publish(0)).statusCode).toBe(200);
    await owner({
      method: "PUT",
      url: CONTENT_API.draft(KIND),
      body: { data: withAdvancedPrice(3300) },
    });
    const stale = await publish(0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: PUBLISHED_MEANWHILE });
  });

  it("publishes one of two concurrent publishes of the same draft", async () => {
    const { owner } = await signedIn(kind);
    await owner({
      method: "PUT",
      url: CONTENT_API.draft(KIND),
      body: { data: withAdvancedPrice(3100) },
    });
    const answers = await Promise.all(
      [0, 1].map(() =>
        owner({ method: "POST", url: CONTENT_API.publish(KIND), body: { basedOn: 0 } }),
      ),
    );
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 409]);
  });

  it("answers 401 to anonymous writes of every kind and to a sign-in without its second factor, 403 cross-site", async () => {
    const { database, server } = await signedIn(kind);
    // Every write of every kind.
    const writes = contentKindIds.flatMap((item) => [
      {
        method: "PUT" as const,
        url: CONTENT_API.draft(item),
        payload: { data: contentKinds[item].seed },
      },
      { method: "DELETE" as const, url: CONTENT_API.draft(item) },
      { method: "POST" as const, url: CONTENT_API.publish(item), payload: { basedOn: 0 } },
      { method: "POST" as const, url: CONTENT_API.restore(item), payload: { version: 1 } },
    ]);
    const password = await login(server, OWNER);
    const halfway = pendingOf(password);
    const session = await signIn(server, database);
    for (const write of writes) {
      const request = (cookies: Record<string, string>, origin = SAME_ORIGIN) =>
        server.inject({
          method: write.method,
          url: write.url,
          cookies,
          headers: { origin, "content-type": "application/json" },
          payload: JSON.stringify(write.payload ?? {}),
        });
      expect((await request({})).statusCode, `${write.method} ${write.url}`).toBe(401);
      expect((await request(halfway)).statusCode, `${write.method} ${write.url}`).toBe(401);
      const crossSite = await request(session, "https://attacker.example");
      expect(crossSite.statusCode, `${write.method} ${write.url}`).toBe(403);
    }
    expect(session[SESSION_COOKIE]).toBeTruthy();
    expect(await database.db.selectFrom("content_versions").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("content_drafts").selectAll().execute()).toEqual([]);
  });

  it("answers 404 for a kind it does not know", async () => {
    const { owner } = await signedIn(kind);
    const answer = await owner({ method: "GET", url: "/api/admin/content/constructor" });
    expect(answer.statusCode).toBe(404);
  });
});
