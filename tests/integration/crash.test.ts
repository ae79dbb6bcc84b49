import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDatabase } from "../../server/db/database";
import { createLeadRepository } from "../../server/leads/repository";

import {
  TEST_DATABASE_URL,
  fixtureClientDir,
  freshDatabase,
  startFakeHubSpot,
  startMailServer,
  startReceiver,
  tempDir,
  validContact,
} from "./helpers";
import { killHard, serverBundle, startServer } from "./server-process";

const bundle = serverBundle();
const clientDir = fixtureClientDir();

beforeAll(() => bundle.build());
afterAll(() => bundle.remove());

describe.each([
  ["sqlite", () => ({ SQLITE_PATH: path.join(tempDir("grevvy-crash"), "leads.db") })],
  ["postgres", () => ({ DATABASE_URL: TEST_DATABASE_URL })],
] as const)("a crash on %s", (kind, databaseEnv) => {
  it("loses no lead that was acknowledged with 201", async () => {
    if (kind === "postgres") await (await freshDatabase("postgres")).db.destroy();
    const env = { ...databaseEnv(), CLIENT_DIR: clientDir };
    const first = await startServer(bundle.entry, env);
    const acknowledged: string[] = [];
    // Keep posting while the process is killed mid-stream.
    const posting = (async () => {
      for (let i = 0; i < 400; i += 1) {
        try {
          const response = await fetch(`${first.url}/api/leads`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              form: "contact",
              data: { ...validContact, message: `Lead number ${i} for the crash test` },
              page: "/contact",
            }),
          });
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          return;
        }
      }
    })();
    while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 5));
    await killHard(first.child);
    await posting;

    const second = await startServer(bundle.entry, env);
    try {
      const { db } = await openDatabase({ SQLITE_PATH: "unused", ...env });
      const stored = new Set((await createLeadRepository(db).list()).map((lead) => lead.id));
      await db.destroy();
      expect(acknowledged.length).toBeGreaterThanOrEqual(25);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await killHard(second.child);
    }
  }, 30_000);
});

describe.each([
  ["sqlite", () => ({ SQLITE_PATH: path.join(tempDir("grevvy-crash"), "leads.db") })],
  ["postgres", () => ({ DATABASE_URL: TEST_DATABASE_URL })],
] as const)("a crash mid-delivery on %s", (kind, databaseEnv) => {
  it("delivers on every channel once after the restart", async () => {
    if (kind === "postgres") await (await freshDatabase("postgres")).db.destroy();
    const hook = await startReceiver();
    const mail = await startMailServer();
    const crm = await startFakeHubSpot();
    // Every channel takes the lead in and never answers: the process dies with all in flight.
    hook.hold = mail.hold = crm.hold = true;
    const env = {
      ...databaseEnv(),
      CLIENT_DIR: clientDir,
      LEADS_WEBHOOK_URL: hook.url,
      SMTP_URL: mail.url,
      MAIL_FROM: "Grevvy <hello@grevvy.com>",
      LEADS_NOTIFY_TO: "sales@grevvy.com",
      HUBSPOT_ACCESS_TOKEN: "pat-crash",
      HUBSPOT_API_BASE: crm.url,
      LEADS_POLL_MS: "100",
      LEADS_RETRY_BASE_MS: "100",
      // A held delivery may be taken again once its lease (three time-outs) has run out.
      LEADS_DELIVERY_TIMEOUT_MS: "3000",
    };
    const first = await startServer(bundle.entry, env);
    let second: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const response = await fetch(`${first.url}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ form: "contact", data: validContact, page: "/contact" }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await vi.waitFor(
        () => {
          expect(hook.requests).toBeGreaterThan(0);
          expect(mail.held).toBeGreaterThan(1);
          expect(crm.requests.length).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 10 },
      );
      await killHard(first.child);
      hook.hold = mail.hold = crm.hold = false;

      second = await startServer(bundle.entry, env);
      const { db } = await openDatabase({ SQLITE_PATH: "unused", ...env });
      try {
        const repository = createLeadRepository(db);
        await vi.waitFor(
          async () => {
            const lead = await repository.find(id);
            expect(lead?.deliveries.map(({ channel, state }) => `${channel}: ${state}`)).toEqual([
              "confirmation-email: delivered",
              "hubspot: delivered",
              "sales-email: delivered",
              "webhook: delivered",
            ]);
          },
          { timeout: 30_000, interval: 100 },
        );
      } finally {
        await db.destroy();
      }
      expect(hook.received).toHaveLength(1);
      expect(hook.received[0]!.headers["idempotency-key"]).toBe(id);
      expect(mail.received.map(({ recipients }) => recipients.join()).sort()).toEqual([
        "ada@example.com",
        "sales@grevvy.com",
      ]);
      expect(crm.requests.filter(({ path }) => path === "/crm/v3/objects/notes")).toHaveLength(1);
    } finally {
      await killHard(first.child);
      if (second) await killHard(second.child);
      await Promise.all([hook.close(), mail.close(), crm.close()]);
    }
  }, 120_000);
});
