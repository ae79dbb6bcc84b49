import { sql, type Kysely } from "kysely";
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";

import { buildServer } from "../../server/app";
import type { DeliveryChannel } from "../../server/delivery/channel";
import { PermanentDeliveryError } from "../../server/delivery/channel";
import { createOutboxWorker } from "../../server/delivery/worker";
import type { LeadsDatabase } from "../../server/db/database";
import { migrateTo, migrateToLatest } from "../../server/db/migrations";
import { createLeadRepository } from "../../server/leads/repository";
import { PAGE_VIEW_ENDPOINT } from "~/lib/page-view";

import {
  type Answer,
  type DatabaseKind,
  fixtureClientDir,
  freshDatabase,
  startReceiver,
  testEnv,
  unmigratedDatabase,
  validContact,
} from "./helpers";

const clientDir = fixtureClientDir();
const log = Fastify({ logger: { level: "silent" } }).log;

type TestServer = Awaited<ReturnType<typeof buildServer>>;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function serverOn(database: LeadsDatabase, env: Record<string, string> = {}) {
  const server = await buildServer({
    env: testEnv({ LEADS_RETRY_BASE_MS: "40", LEADS_POLL_MS: "25", ...env }),
    clientDir,
    database,
  });
  await server.ready();
  cleanups.push(() => server.close());
  return server;
}

async function receiver(...answers: Answer[][]) {
  const started = await startReceiver(answers.flat());
  cleanups.push(() => started.close());
  return started;
}

async function postContact(server: TestServer, data: Record<string, unknown> = validContact) {
  const response = await server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ form: "contact", data, page: "/contact" }),
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ confirmation: false });
  return response.json<{ id: string }>().id;
}

async function deliveryOf(server: TestServer, id: string, channel = "webhook") {
  const lead = await server.leads.find(id);
  return lead?.deliveries.find((delivery) => delivery.channel === channel);
}

const waitLong = { timeout: 5000, interval: 20 };

describe.each<DatabaseKind>(["sqlite", "postgres"])("the delivery outbox on %s", (kind) => {
  it("posts each lead to the webhook with an idempotency key, retrying until it answers 2xx", async () => {
    const hook = await receiver([500, 503]);
    const server = await serverOn(await freshDatabase(kind), { LEADS_WEBHOOK_URL: hook.url });
    const id = await postContact(server);
    await vi.waitFor(async () => {
      expect((await deliveryOf(server, id))?.state).toBe("delivered");
    }, waitLong);
    expect(await deliveryOf(server, id)).toMatchObject({ attempts: 3, lastError: null });
    expect(hook.requests).toBe(3);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.body).toMatchObject({ id, form: "contact", data: validContact });
    expect(hook.received[0]!.headers["idempotency-key"]).toBe(id);
  });

  it("never follows a redirect: a 3xx is a failure naming its Location", async () => {
    const elsewhere = await receiver();
    const hook = await receiver([{ status: 302, headers: { location: elsewhere.url } }], [500]);
    const server = await serverOn(await freshDatabase(kind), {
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_RETRY_BASE_MS: "60000",
    });
    const id = await postContact(server);
    await vi.waitFor(async () => {
      expect((await deliveryOf(server, id))?.attempts).toBe(1);
    }, waitLong);
    expect(await deliveryOf(server, id)).toMatchObject({
      state: "pending",
      lastError: `webhook answered 302 redirect to ${elsewhere.url}`,
    });
    expect(elsewhere.requests).toBe(0);
  });

  it("marks a lead failed for good on a 4xx that retrying cannot fix, and queues it again on request", async () => {
    const hook = await receiver([400]);
    const server = await serverOn(await freshDatabase(kind), { LEADS_WEBHOOK_URL: hook.url });
    const id = await postContact(server);
    await vi.waitFor(async () => {
      expect((await deliveryOf(server, id))?.state).toBe("failed");
    }, waitLong);
    expect(await deliveryOf(server, id)).toMatchObject({
      attempts: 1,
      lastError: "webhook answered 400",
    });
    // Polling goes on, but a failed delivery is not tried again by itself.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.requests).toBe(1);

    expect(await server.leads.outbox.retry({ failed: true })).toBe(1);
    await vi.waitFor(async () => {
      expect((await deliveryOf(server, id))?.state).toBe("delivered");
    }, waitLong);
    expect(hook.received).toHaveLength(1);
  });

  it("sends the lead with the source of the sender's visit of the day, never one it posts", async () => {
    const hook = await receiver();
    const server = await serverOn(await freshDatabase(kind), { LEADS_WEBHOOK_URL: hook.url });
    const userAgent =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36";
    const views: Record<string, string>[] = [
      {
        path: "/",
        referrer: "www.linkedin.com",
        utm_source: "linked\u0000in",
        utm_campaign: "spring\r\nBcc: x",
        gclid: "g1",
      },
      { path: "/contact", utm_source: "later" },
    ];
    for (const fields of views) {
      const view = await server.inject({
        method: "POST",
        url: PAGE_VIEW_ENDPOINT,
        headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(view.statusCode).toBe(202);
    }
    const forged = { landingPage: "/?utm_source=forged", utm_source: "forged", at: "2026-11-20" };
    const response = await server.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json", "user-agent": userAgent },
      payload: JSON.stringify({
        form: "contact",
        data: validContact,
        page: "/contact",
        attribution: { firstTouch: forged, lastTouch: forged },
      }),
    });
    expect(response.statusCode).toBe(201);
    const lead = await server.leads.find(response.json<{ id: string }>().id);
    expect(lead!.attribution).toEqual({
      lastTouch: {
        landingPage: "/",
        referrer: "www.linkedin.com",
        utm_source: "linkedin",
        utm_campaign: "spring Bcc: x",
        gclid: "g1",
        at: expect.any(String),
      },
    });
    await vi.waitFor(() => expect(hook.received).toHaveLength(1), waitLong);
    expect(hook.received[0]!.body).toMatchObject({ attribution: lead!.attribution });
  });

  it("resumes pending deliveries after a restart", async () => {
    const database = await freshDatabase(kind);
    const { id } = await createLeadRepository(database.db, { channels: ["webhook"] }).insert({
      form: "contact",
      data: validContact,
      page: "/",
      userAgent: "",
      status: "new",
    });
    const hook = await receiver();
    const server = await serverOn(database, { LEADS_WEBHOOK_URL: hook.url });
    await vi.waitFor(() => expect(hook.received).toHaveLength(1), waitLong);
    expect(hook.received[0]!.body).toMatchObject({ id });
    await vi.waitFor(async () => {
      expect((await deliveryOf(server, id))?.state).toBe("delivered");
    }, waitLong);
  });

  it("keeps channels apart: one failing never delays or repeats another", async () => {
    const database = await freshDatabase(kind);
    const repository = createLeadRepository(database.db, { channels: ["broken", "working"] });
    const sent: string[] = [];
    let brokenAttempts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const channels: DeliveryChannel[] = [
      {
        name: "broken",
        async deliver() {
          brokenAttempts += 1;
          // Its first attempt hangs until the other channel is done: nothing may wait for it.
          await held;
          throw new Error("down");
        },
      },
      { name: "working", deliver: async (lead) => void sent.push(lead.id) },
    ];
    const worker = createOutboxWorker(
      repository.outbox,
      channels,
      repository.find,
      { retryBaseMs: 20, pollMs: 20, leaseMs: 5000 },
      log,
    );
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        (
          await repository.insert({
            form: "contact",
            data: validContact,
            page: "/",
            userAgent: "",
            status: "new",
          })
        ).id,
      );
    }
    worker.start();
    cleanups.push(() => worker.stop());
    await vi.waitFor(() => expect(sent).toHaveLength(3), waitLong);
    expect(brokenAttempts).toBe(1);
    release();
    await vi.waitFor(() => expect(brokenAttempts).toBeGreaterThanOrEqual(6), waitLong);
    expect(sent.sort()).toEqual([...ids].sort());
  });

  it("stops at a permanent failure and records its reason", async () => {
    const database = await freshDatabase(kind);
    const repository = createLeadRepository(database.db, { channels: ["crm"] });
    let attempts = 0;
    const worker = createOutboxWorker(
      repository.outbox,
      [
        {
          name: "crm",
          async deliver() {
            attempts += 1;
            throw new PermanentDeliveryError("crm answered 401");
          },
        },
      ],
      repository.find,
      { retryBaseMs: 10, pollMs: 10, leaseMs: 5000 },
      log,
    );
    const { id } = await repository.insert({
      form: "contact",
      data: validContact,
      page: "/",
      userAgent: "",
      status: "new",
    });
    worker.start();
    cleanups.push(() => worker.stop());
    await vi.waitFor(async () => {
      expect((await repository.find(id))?.deliveries[0]?.state).toBe("failed");
    }, waitLong);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toBe(1);
    expect((await repository.find(id))?.deliveries[0]?.lastError).toBe("crm answered 401");
  });
});

describe("the delivery outbox with several instances on PostgreSQL", () => {
  it("delivers each lead once though every instance works the same outbox", async () => {
    const hook = await receiver();
    const first = await serverOn(await freshDatabase("postgres"), { LEADS_WEBHOOK_URL: hook.url });
    const second = await serverOn(await freshDatabase("postgres"), { LEADS_WEBHOOK_URL: hook.url });
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      ids.push(
        await postContact(i % 2 ? first : second, {
          ...validContact,
          message: `${validContact.message} (${i})`,
        }),
      );
    }
    await vi.waitFor(() => expect(hook.received).toHaveLength(20), waitLong);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.requests).toBe(20);
    expect(hook.received.map(({ body }) => (body as { id: string }).id).sort()).toEqual(ids.sort());
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])("the outbox migration on %s", (kind) => {
  it("carries the webhook state of existing leads over to the outbox", async () => {
    const { db } = await unmigratedDatabase(kind);
    const raw = db as unknown as Kysely<unknown>;
    await migrateTo(raw, "2026-11-01-create-leads");
    const lead = (id: string, state: string, attempts: number, deliveredAt: string | null) =>
      sql`insert into leads (id, form, data, page, created_at, user_agent, delivery_state, delivery_attempts, next_attempt_at, delivered_at, last_error)
          values (${id}, 'contact', '{}', '/', '2026-11-10T00:00:00.000Z', '', ${state}, ${attempts}, '2026-11-10T01:00:00.000Z', ${deliveredAt}, ${attempts ? "webhook answered 500" : null})`.execute(
        raw,
      );
    await lead("a", "pending", 2, null);
    await lead("b", "delivered", 0, "2026-11-10T00:00:05.000Z");
    await migrateToLatest(raw);
    const leads = await createLeadRepository(db).list();
    expect(leads.map(({ id, deliveries }) => ({ id, deliveries }))).toEqual([
      {
        id: "a",
        deliveries: [
          {
            channel: "webhook",
            state: "pending",
            attempts: 2,
            nextAttemptAt: "2026-11-10T01:00:00.000Z",
            lastError: "webhook answered 500",
            deliveredAt: null,
          },
        ],
      },
      {
        id: "b",
        deliveries: [
          {
            channel: "webhook",
            state: "delivered",
            attempts: 0,
            nextAttemptAt: "2026-11-10T01:00:00.000Z",
            lastError: null,
            deliveredAt: "2026-11-10T00:00:05.000Z",
          },
        ],
      },
    ]);
    await db.destroy();
  });
});
