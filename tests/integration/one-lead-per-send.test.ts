import path from "node:path";

import { describe, expect, it } from "vitest";

import { type LeadsDatabase, openDatabase } from "../../server/db/database";
import { createErasure } from "../../server/leads/erasure";
import { REPEAT_SEND_WINDOW_MS, sendFingerprint } from "../../server/leads/repeat-sends";
import { thankYouPath } from "~/content/lead-form-pages";
import { HONEYPOT_FIELD } from "~/lib/submit-lead";

import {
  type DatabaseKind,
  TEST_DATABASE_URL,
  type TestServer,
  freshDatabase,
  tempDir,
  testServers,
  validContact,
} from "./helpers";

const serverOn = testServers();

/** Channels every lead is queued on here: two deliveries per lead. */
const DELIVERING = {
  LEADS_WEBHOOK_URL: "http://127.0.0.1:9/leads",
  LEADS_POLL_MS: "3600000",
};

function jsonSend(server: TestServer, data = validContact, remoteAddress = "203.0.113.7") {
  return server.inject({
    method: "POST",
    url: "/api/leads",
    remoteAddress,
    headers: { "content-type": "application/json" },
    // Each send has its own submission id: as two presses that each made one would.
    payload: JSON.stringify({
      form: "contact",
      page: "/contact",
      data,
      submissionId: crypto.randomUUID(),
    }),
  });
}

function browserSend(server: TestServer, remoteAddress = "203.0.113.7") {
  return server.inject({
    method: "POST",
    url: "/api/leads",
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    payload: new URLSearchParams({
      form: "contact",
      page: "/contact",
      submissionId: "",
      [HONEYPOT_FIELD]: "",
      ...validContact,
    }).toString(),
  });
}

async function deliveriesQueued(database: LeadsDatabase) {
  const rows = await database.db.selectFrom("lead_deliveries").select("lead_id").execute();
  return rows.length;
}

/** A second connection to the same database, as another server instance has. */
function sameDatabase(kind: DatabaseKind, file: string): Promise<LeadsDatabase> {
  return kind === "sqlite"
    ? openDatabase({ SQLITE_PATH: file })
    : openDatabase({ DATABASE_URL: TEST_DATABASE_URL, SQLITE_PATH: "unused" });
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("one lead per send on %s", (kind) => {
  it("answers a second JSON send of the same lead from the same client as the first", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database, DELIVERING);
    const first = await jsonSend(server);
    const second = await jsonSend(server);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await server.leads.count()).toBe(1);
    expect(await deliveriesQueued(database)).toBe(1);
  });

  it("answers a second form post with the same 303 to the thank-you page", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database, DELIVERING);
    for (const response of [await browserSend(server), await browserSend(server)]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(thankYouPath("contact"));
    }
    expect(await server.leads.count()).toBe(1);
    expect(await deliveriesQueued(database)).toBe(1);
  });

  it("stores another client's or another text's send", async () => {
    const server = await serverOn(await freshDatabase(kind), DELIVERING);
    await jsonSend(server);
    await jsonSend(server, validContact, "198.51.100.9");
    await jsonSend(server, { ...validContact, message: `${validContact.message} Thanks!` });
    // An IPv6 client's /64 is one client, whichever address it sends from.
    await jsonSend(server, validContact, "2001:db8:1:2::10");
    await jsonSend(server, validContact, "2001:db8:1:2::11");
    expect(await server.leads.count()).toBe(4);
  });

  it("stores the same send again once its window has passed, and forgets the fingerprint", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database);
    const lead = {
      form: "contact",
      data: validContact,
      page: "/contact",
      userAgent: "test",
      status: "new" as const,
      sendFingerprint: sendFingerprint("contact", validContact, "203.0.113.7"),
    };
    const start = new Date("2026-12-07T10:00:00.000Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    const first = await server.leads.insert(lead, start);
    expect(await server.leads.insert(lead, at(REPEAT_SEND_WINDOW_MS - 1))).toEqual({
      id: first.id,
      repeat: true,
    });
    const later = await server.leads.insert(lead, at(REPEAT_SEND_WINDOW_MS));
    expect(later.repeat).toBe(false);

    const fingerprints = async () =>
      (await database.db.selectFrom("leads").select(["id", "send_fingerprint"]).execute())
        .filter(({ send_fingerprint }) => send_fingerprint !== null)
        .map(({ id }) => id);
    expect(await server.leads.forgetSendFingerprints(at(REPEAT_SEND_WINDOW_MS))).toBe(1);
    expect(await fingerprints()).toEqual([later.id]);

    // Erased, the lead takes its fingerprint with it.
    await createErasure(database.db, { crm: false, leaseMs: 1000 }).erasePerson("ada@example.com", {
      actor: null,
      ip: null,
    });
    expect(await database.db.selectFrom("leads").select("send_fingerprint").execute()).toEqual([]);
  });

  it("stores one lead when two instances get the same send at the same moment", async () => {
    const file = path.join(tempDir("grevvy-sends"), "leads.db");
    const database =
      kind === "sqlite" ? await openDatabase({ SQLITE_PATH: file }) : await freshDatabase(kind);
    const instances = [
      await serverOn(database, DELIVERING),
      await serverOn(await sameDatabase(kind, file), DELIVERING),
    ];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => jsonSend(instances[index % 2]!)),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    expect(await instances[0]!.leads.count()).toBe(1);
    expect(await deliveriesQueued(database)).toBe(1);
  });
});
