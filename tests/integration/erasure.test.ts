import { randomUUID } from "node:crypto";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  ADMIN_API,
  type ActivityEntry,
  type ErasureAnswer,
  type PersonAnswer,
  type RetentionAnswer,
} from "~/lib/admin-api";
import { leadFormPath } from "~/content/lead-form-pages";
import { leadFormIds, leadSchemas } from "~/lib/lead-schemas";

import { createActivityLog } from "../../server/admin/activity";
import { type LeadsDatabase, openDatabase } from "../../server/db/database";
import type { DeliveryChannel } from "../../server/delivery/channel";
import { createOutboxWorker } from "../../server/delivery/worker";
import { StartupError, loadEnv } from "../../server/env";
import { createErasure } from "../../server/leads/erasure";
import { createLeadRepository } from "../../server/leads/repository";

import { OWNER, SAME_ORIGIN, addOwner, asOwner, signIn } from "./admin-helpers";
import {
  TEST_DATABASE_URL,
  type DatabaseKind,
  fixtureClientDir,
  freshDatabase,
  startFakeHubSpot,
  tempDir,
  testEnv,
  testServers,
  validContact,
} from "./helpers";
import { killHard, runCommand, serverBundle, startServer } from "./server-process";
import { EARLIER_ONLY, TAKEN, TRICKY } from "../support/tricky-addresses";
import { leadWithEmail } from "../support/valid-leads";

const serverOn = testServers();
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-26T12:00:00.000Z");

/** Ann, and the people whose addresses look like hers. */
const ANN = "ann@x.com";
const contact = (email: string, message = validContact.message) => ({
  ...validContact,
  email,
  message,
});

/** Stores a lead as the site does; with `channels`, queued on them. */
async function store(
  { db }: LeadsDatabase,
  data: Record<string, unknown>,
  options: { form?: string; status?: "new" | "spam"; at?: Date; channels?: string[] } = {},
) {
  const repository = createLeadRepository(db, { channels: options.channels ?? [] });
  const { id } = await repository.insert(
    {
      form: options.form ?? "contact",
      data,
      page: "/contact",
      userAgent: "test",
      status: options.status ?? "new",
    },
    options.at ?? NOW,
  );
  return id;
}

/** A note and a status change on the lead, as the inbox records them. */
async function workOn({ db }: LeadsDatabase, leadId: string) {
  await db
    .insertInto("lead_events")
    .values([
      {
        id: randomUUID(),
        lead_id: leadId,
        at: NOW.toISOString(),
        actor: OWNER.email,
        kind: "note",
        detail: JSON.stringify({ body: "Called, will write back" }),
      },
      {
        id: randomUUID(),
        lead_id: leadId,
        at: NOW.toISOString(),
        actor: OWNER.email,
        kind: "status",
        detail: JSON.stringify({ from: "new", to: "contacted" }),
      },
    ])
    .execute();
}

/** Every row of every lead table that belongs to the leads, and the confirmation records. */
async function rows({ db }: LeadsDatabase) {
  return {
    leads: (await db.selectFrom("leads").select("id").orderBy("id").execute()).map(({ id }) => id),
    events: (await db.selectFrom("lead_events").select("lead_id").execute()).map(
      ({ lead_id }) => lead_id,
    ),
    deliveries: (await db.selectFrom("lead_deliveries").select("lead_id").execute()).map(
      ({ lead_id }) => lead_id,
    ),
    confirmations: (
      await db.selectFrom("confirmation_mailboxes").select("mailbox").orderBy("mailbox").execute()
    ).map(({ mailbox }) => mailbox),
  };
}

async function activity({ db }: LeadsDatabase, action: ActivityEntry["action"]) {
  const entries = await db
    .selectFrom("activity_log")
    .selectAll()
    .where("action", "=", action)
    .orderBy("id")
    .execute();
  return entries.map((entry) => ({
    ...entry,
    detail: JSON.parse(entry.detail) as ActivityEntry["detail"],
  }));
}

/** Ann's two leads (one from a form that names the field workEmail) and her neighbours'. */
async function annAndNeighbours(database: LeadsDatabase) {
  const channels = ["webhook", "confirmation-email"];
  const ann = [
    await store(database, contact(ANN), { channels }),
    await store(
      database,
      { fullName: "Ann Example", workEmail: " Ann@X.com ", phone: "", message: "" },
      { form: "trainer-call", channels },
    ),
  ];
  const neighbours = [
    await store(database, contact("joann@x.com"), { channels }),
    await store(database, contact("ann@x.com.au"), { channels }),
    // Names Ann's address in its message: still someone else's lead.
    await store(database, contact("bob@y.com", `Please also write to\n${ANN}\n`), { channels }),
  ];
  for (const id of [...ann, ...neighbours]) await workOn(database, id);
  return { ann, neighbours };
}

const settings = { crm: false, leaseMs: 30_000 };

describe.each<DatabaseKind>(["sqlite", "postgres"])("erasing a person on %s", (kind) => {
  it("deletes every lead of the address with its history, deliveries and confirmation record, and nothing of anyone else", async () => {
    const database = await freshDatabase(kind);
    const { ann, neighbours } = await annAndNeighbours(database);
    const erasure = createErasure(database.db, settings);
    expect(await erasure.count(" ANN@x.com")).toBe(2);

    const answer = await erasure.erasePerson(" ANN@x.com", { actor: OWNER.email, ip: "10.1.2.3" });
    expect(answer).toEqual({ leads: 2, hubspot: false });

    const left = await rows(database);
    expect(left.leads).toEqual([...neighbours].sort());
    for (const id of ann) {
      expect(left.events).not.toContain(id);
      expect(left.deliveries).not.toContain(id);
    }
    expect(left.events).toHaveLength(neighbours.length * 2);
    expect(left.deliveries).toHaveLength(neighbours.length * 2);
    expect(left.confirmations).toEqual(["ann@x.com.au", "bob@y.com", "joann@x.com"]);
    // The inbox search forgets her too.
    expect(await erasure.count(ANN)).toBe(0);

    const [entry, ...others] = await activity(database, "erase");
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ actor: OWNER.email, ip: "10.1.2.3", detail: { leads: 2 } });
    expect(JSON.stringify(entry).toLowerCase()).not.toContain("ann");
  });

  it("deletes the confirmation record of the mailbox the address reaches", async () => {
    const database = await freshDatabase(kind);
    const channels = ["confirmation-email"];
    await store(database, contact("a.nn+news@gmail.com"), { channels });
    await store(database, contact("ann+news@x.com"), { channels });
    expect((await rows(database)).confirmations).toEqual(["ann@gmail.com", "ann@x.com"]);
    const erasure = createErasure(database.db, settings);
    await erasure.erasePerson("A.nn+News@gmail.com", { actor: null, ip: null });
    expect(await rows(database)).toMatchObject({ confirmations: ["ann@x.com"] });
    expect((await rows(database)).leads).toHaveLength(1);
  });

  it("erases nothing and says so for an address with no lead", async () => {
    const database = await freshDatabase(kind);
    await store(database, contact("joann@x.com"));
    const erasure = createErasure(database.db, settings);
    expect(await erasure.erasePerson(ANN, { actor: null, ip: null })).toEqual({
      leads: 0,
      hubspot: false,
    });
    expect((await rows(database)).leads).toHaveLength(1);
    expect((await activity(database, "erase"))[0]!.detail).toEqual({
      leads: 0,
      via: "command line",
    });
  });

  it("stops a delivery a worker already took: nothing is sent and no row comes back", async () => {
    const database = await freshDatabase(kind);
    const id = await store(database, contact(ANN), { channels: ["webhook"], at: new Date() });
    const repository = createLeadRepository(database.db, { channels: ["webhook"] });
    const sent: string[] = [];
    const channel: DeliveryChannel = {
      name: "webhook",
      async deliver(lead) {
        sent.push(lead.id);
      },
    };
    const erasure = createErasure(database.db, settings);
    // The owner erases Ann between the worker's claim of the delivery and its reading the lead.
    const findLead = async (leadId: string) => {
      await erasure.erasePerson(ANN, { actor: OWNER.email, ip: null });
      return repository.find(leadId);
    };
    const log = { info() {}, warn() {}, error() {} } as never;
    const worker = createOutboxWorker(
      repository.outbox,
      [channel],
      findLead,
      { retryBaseMs: 10, pollMs: 60_000, leaseMs: 30_000 },
      log,
    );
    worker.start();
    await vi.waitFor(async () => expect((await activity(database, "erase")).length).toBe(1));
    await worker.stop();
    expect(sent).toEqual([]);
    expect(await rows(database)).toEqual({
      leads: [],
      events: [],
      deliveries: [],
      confirmations: [],
    });
    expect(await repository.find(id)).toBeUndefined();
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])("the people API on %s", (kind) => {
  async function inbox() {
    const database = await freshDatabase(kind);
    const people = await annAndNeighbours(database);
    await addOwner(database);
    const server = await serverOn(database);
    return { database, server, ...people };
  }

  it("refuses the signed-out (401), other origins (403) and a bad address (400)", async () => {
    const { database, server } = await inbox();
    const signedOut = await server.inject({
      method: "DELETE",
      url: ADMIN_API.person(ANN),
      headers: { origin: SAME_ORIGIN },
    });
    expect(signedOut.statusCode).toBe(401);
    const cookies = await signIn(server, database);
    const crossOrigin = await server.inject({
      method: "DELETE",
      url: ADMIN_API.person(ANN),
      cookies,
      headers: { origin: "https://evil.example" },
    });
    expect(crossOrigin.statusCode).toBe(403);
    const owner = asOwner(server, cookies);
    for (const url of [ADMIN_API.person("ann"), ADMIN_API.people]) {
      const bad = await owner({ method: "DELETE", url, body: {} });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: "Give the person's e-mail address" });
    }
    expect((await rows(database)).leads).toHaveLength(5);
    expect(await activity(database, "erase")).toEqual([]);
  });

  it("tells how many leads would go, erases them, and records who did it from where", async () => {
    const { database, server, neighbours } = await inbox();
    const owner = asOwner(server, await signIn(server, database));
    const preview = await owner({ url: ADMIN_API.person("Ann@X.com") });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<PersonAnswer>()).toEqual({ leads: 2, hubspot: false });

    const erased = await owner({
      method: "DELETE",
      url: ADMIN_API.person("Ann@X.com"),
      body: {},
      remoteAddress: "10.9.8.7",
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json<ErasureAnswer>()).toEqual({ leads: 2, hubspot: false });
    expect((await rows(database)).leads).toEqual([...neighbours].sort());
    const [entry] = await activity(database, "erase");
    expect(entry).toMatchObject({ actor: OWNER.email, ip: "10.9.8.7", detail: { leads: 2 } });
  });

  it("erases everyone a form takes and everyone an earlier form stored, each exactly", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const leadsOf = new Map<string, number>();
    const counted = (address: string) => {
      const key = address.trim().toLowerCase();
      leadsOf.set(key, (leadsOf.get(key) ?? 0) + 1);
    };
    for (const form of leadFormIds) {
      for (const address of TRICKY) {
        const data = leadWithEmail(form, address);
        if (!leadSchemas[form].safeParse(data).success) continue;
        const posted = await server.inject({
          method: "POST",
          url: "/api/leads",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ form, data, page: leadFormPath(form) }),
        });
        expect(posted.statusCode, `${form} ${address}`).toBe(201);
        counted(address);
      }
    }
    expect(leadsOf.size).toBe(new Set(TAKEN.map((a) => a.trim().toLowerCase())).size);
    // What five forms took before the one rule, stored as they stored it.
    for (const address of EARLIER_ONLY) {
      await store(database, leadWithEmail("free-guide", address), { form: "free-guide" });
      counted(address);
    }
    const neighbour = await store(database, contact("ada@example.com.au"));

    const owner = asOwner(server, await signIn(server, database));
    for (const [address, leads] of leadsOf) {
      const preview = await owner({ url: ADMIN_API.person(address) });
      expect(preview.statusCode, address).toBe(200);
      expect(preview.json<PersonAnswer>(), address).toEqual({ leads, hubspot: false });
      const erased = await owner({ method: "DELETE", url: ADMIN_API.person(address), body: {} });
      expect(erased.statusCode, address).toBe(200);
      expect(erased.json<ErasureAnswer>(), address).toEqual({ leads, hubspot: false });
    }
    expect((await rows(database)).leads).toEqual([neighbour]);
    expect(await activity(database, "erase")).toHaveLength(leadsOf.size);
  });

  it("answers the retention periods the server applies", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database, {
      LEADS_RETENTION_DAYS: "400",
      SPAM_RETENTION_DAYS: "30",
    });
    const owner = asOwner(server, await signIn(server, database));
    const answer = await owner({ url: ADMIN_API.retention });
    expect(answer.json<RetentionAnswer>()).toEqual({ leadsDays: 400, spamDays: 30 });
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])("retention on %s", (kind) => {
  const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY_MS - extraMs);

  /** Leads just past and just within each period, and the confirmation records of a day. */
  async function ageingLeads(database: LeadsDatabase) {
    const lead = (email: string, status: "new" | "spam", at: Date) =>
      store(database, contact(email), { status, at });
    return {
      oldSpam: await lead("s1@x.com", "spam", daysAgo(30, 1)),
      youngSpam: await lead("s2@x.com", "spam", daysAgo(30)),
      oldLead: await lead("l1@x.com", "new", daysAgo(90, 1)),
      youngLead: await lead("l2@x.com", "new", daysAgo(90)),
      // Spam is not kept as long as a lead just because leads are kept long.
      oldButYoungForLeads: await lead("l3@x.com", "new", daysAgo(60)),
    };
  }

  it("deletes exactly the leads older than each setting, and records the counts", async () => {
    const database = await freshDatabase(kind);
    const leads = await ageingLeads(database);
    await workOn(database, leads.oldLead);
    await database.db
      .insertInto("confirmation_mailboxes")
      .values([
        { mailbox: "old@x.com", queued_at: daysAgo(1).toISOString() },
        { mailbox: "recent@x.com", queued_at: daysAgo(0, -1).toISOString() },
      ])
      .execute();
    const erasure = createErasure(database.db, settings);

    expect(await erasure.eraseExpired({ leadsDays: 90, spamDays: 30 }, NOW)).toEqual({
      leads: 1,
      spam: 1,
    });
    const left = await rows(database);
    expect(left.leads).toEqual(
      [leads.youngSpam, leads.youngLead, leads.oldButYoungForLeads].sort(),
    );
    expect(left.events).toEqual([]);
    expect(left.confirmations).toEqual(["recent@x.com"]);
    expect(
      (await activity(database, "retention")).map(({ actor, ip, detail }) => ({
        actor,
        ip,
        detail,
      })),
    ).toEqual([
      { actor: null, ip: null, detail: { leads: 1, spam: 1, leadsDays: 90, spamDays: 30 } },
    ]);

    // Run again: nothing more to delete, nothing more recorded.
    expect(await erasure.eraseExpired({ leadsDays: 90, spamDays: 30 }, NOW)).toEqual({
      leads: 0,
      spam: 0,
    });
    expect(await activity(database, "retention")).toHaveLength(1);
  });

  it("keeps every lead but spam when LEADS_RETENTION_DAYS is unset", async () => {
    const database = await freshDatabase(kind);
    const leads = await ageingLeads(database);
    const erasure = createErasure(database.db, settings);
    expect(await erasure.eraseExpired({ leadsDays: null, spamDays: 30 }, NOW)).toEqual({
      leads: 0,
      spam: 1,
    });
    expect((await rows(database)).leads).not.toContain(leads.oldSpam);
    expect((await rows(database)).leads).toHaveLength(4);
  });

  it("runs when the server starts, and prunes the activity log", async () => {
    const database = await freshDatabase(kind);
    await store(database, contact("old@x.com"), { at: new Date(Date.now() - 400 * DAY_MS) });
    const kept = await store(database, contact("kept@x.com"), { at: new Date() });
    const log = createActivityLog(database.db);
    await log.record({ actor: OWNER.email, action: "export", ip: null }, database.db, daysAgo(400));
    await serverOn(database, { LEADS_RETENTION_DAYS: "365" });
    await vi.waitFor(
      async () => {
        expect((await rows(database)).leads).toEqual([kept]);
        expect(await activity(database, "export")).toEqual([]);
      },
      { timeout: 5000, interval: 20 },
    );
    expect((await activity(database, "retention"))[0]!.detail).toMatchObject({ leads: 1 });
  });

  it("deletes the rate limits' ended counters when the server starts, and keeps running ones", async () => {
    const database = await freshDatabase(kind);
    const counter = (key_hash: string, resetsAt: number) => ({
      key_hash,
      hits: 3,
      resets_at: new Date(resetsAt).toISOString(),
    });
    await database.db
      .insertInto("rate_limit_counters")
      .values([
        counter("a".repeat(64), Date.now() - 1000),
        counter("b".repeat(64), Date.now() + DAY_MS),
      ])
      .execute();
    await serverOn(database);
    await vi.waitFor(
      async () => {
        const left = await database.db
          .selectFrom("rate_limit_counters")
          .select("key_hash")
          .execute();
        expect(left).toEqual([{ key_hash: "b".repeat(64) }]);
      },
      { timeout: 5000, interval: 20 },
    );
  });
});

/** Opens the database a test works on, and the settings a process needs to open it too. */
async function sharedDatabase(
  kind: DatabaseKind,
): Promise<{ database: LeadsDatabase; env: Record<string, string> }> {
  if (kind === "postgres") {
    return { database: await freshDatabase(kind), env: { DATABASE_URL: TEST_DATABASE_URL } };
  }
  const SQLITE_PATH = path.join(tempDir("grevvy-shared"), "leads.db");
  return { database: await openDatabase({ SQLITE_PATH }), env: { SQLITE_PATH } };
}

describe.each<DatabaseKind>(["sqlite", "postgres"])(
  "retention in two server processes on %s",
  { timeout: 60_000 },
  (kind) => {
    const bundle = serverBundle();
    beforeAll(() => bundle.build());
    afterAll(() => bundle.remove());

    it("started at once, they delete each lead once and their counts add up", async () => {
      const { database, env } = await sharedDatabase(kind);
      // More than one batch, so that the instances take turns.
      const total = 1203;
      const at = new Date(Date.now() - 40 * DAY_MS).toISOString();
      for (let start = 0; start < total; start += 200) {
        await database.db
          .insertInto("leads")
          .values(
            Array.from({ length: Math.min(200, total - start) }, (_, index) => ({
              id: `lead-${String(start + index).padStart(5, "0")}`,
              form: "contact",
              data: JSON.stringify(contact(`p${start + index}@x.com`)),
              page: "/contact",
              created_at: at,
              user_agent: "test",
              status: "spam" as const,
            })),
          )
          .execute();
      }
      const young = await store(database, contact("young@x.com"), {
        status: "spam",
        at: new Date(),
      });
      const clientDir = fixtureClientDir();
      const servers = await Promise.all(
        [1, 2].map(() =>
          startServer(bundle.entry, { ...env, CLIENT_DIR: clientDir, SPAM_RETENTION_DAYS: "30" }),
        ),
      );
      try {
        await vi.waitFor(
          async () => {
            const entries = await activity(database, "retention");
            expect(entries.reduce((sum, { detail }) => sum + Number(detail.spam), 0)).toBe(total);
          },
          { timeout: 30_000, interval: 100 },
        );
        expect((await rows(database)).leads).toEqual([young]);
        for (const { detail } of await activity(database, "retention")) {
          expect(Number(detail.spam)).toBeGreaterThan(0);
        }
      } finally {
        await Promise.all(servers.map(({ child }) => killHard(child)));
        await database.db.destroy();
      }
    });
  },
);

describe("the privacy page", () => {
  it("states the periods the server applies, in every encoding, under the page's own CSP", async () => {
    const database = await freshDatabase("sqlite");
    const server = await serverOn(database, {
      LEADS_RETENTION_DAYS: "365",
      SPAM_RETENTION_DAYS: "1",
      ANALYTICS_RAW_DAYS: "14",
    });
    const stated =
      "We delete a submission, with our notes on it, 365 days after it arrives; a submission our spam filter caught is deleted after 1 day. A copy forwarded to our CRM stays there until you ask us to delete your data. Page views, with the day&#39;s visitor code, are deleted after 14 days; the daily counts per page and source, which say nothing of any one visitor, are deleted after 365 days, as submissions are.";
    const bodies = [];
    for (const encoding of ["identity", "br", "gzip"]) {
      const page = await server.inject({
        url: "/privacy",
        headers: { "accept-encoding": encoding },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      const raw = page.rawPayload;
      bodies.push(
        encoding === "br"
          ? brotliDecompressSync(raw).toString()
          : encoding === "gzip"
            ? gunzipSync(raw).toString()
            : raw.toString(),
      );
    }
    expect(bodies[0]).toContain(`<p data-legal-slot="retention" class="leading-relaxed">${stated}`);
    expect(bodies[0]).not.toContain("as long as we need it");
    expect(new Set(bodies).size).toBe(1);
  });

  it("says leads are kept until deleted on request when LEADS_RETENTION_DAYS is unset", async () => {
    const server = await serverOn(await freshDatabase("sqlite"));
    const page = await server.inject({ url: "/privacy" });
    expect(page.body).toContain(
      "We keep a submission, with our notes on it, until you ask us to delete it; a submission our spam filter caught is deleted after 36,500 days.",
    );
  });

  it("states the default period for spam, which the server applies unless told otherwise", async () => {
    const server = await serverOn(await freshDatabase("sqlite"), {
      SPAM_RETENTION_DAYS: String(loadEnv({}).SPAM_RETENTION_DAYS),
    });
    const page = await server.inject({ url: "/privacy" });
    expect(page.body).toContain(
      "We keep a submission, with our notes on it, until you ask us to delete it; a submission our spam filter caught is deleted after 30 days.",
    );
  });
});

describe("the retention settings", () => {
  it("default to keeping leads and deleting spam after 30 days", () => {
    const env = loadEnv({});
    expect([env.LEADS_RETENTION_DAYS, env.SPAM_RETENTION_DAYS]).toEqual([undefined, 30]);
    expect(testEnv({ LEADS_RETENTION_DAYS: "365" }).LEADS_RETENTION_DAYS).toBe(365);
  });

  it.each([
    ["LEADS_RETENTION_DAYS", "0"],
    ["LEADS_RETENTION_DAYS", ""],
    ["LEADS_RETENTION_DAYS", "a year"],
    ["SPAM_RETENTION_DAYS", "-1"],
    ["SPAM_RETENTION_DAYS", "7.5"],
  ])("refuse %s=%j at start-up, naming it", (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(StartupError);
    expect(() => loadEnv({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}: must be `),
    );
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])(
  "npm run leads -- erase on %s",
  { timeout: 60_000 },
  (kind) => {
    const bundle = serverBundle("server/cli/leads.ts");
    beforeAll(() => bundle.build());
    afterAll(() => bundle.remove());

    function leads(databaseEnv: Record<string, string>, args: string[]) {
      const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent", ...databaseEnv };
      delete env.HUBSPOT_ACCESS_TOKEN;
      return runCommand(bundle.entry, args, env);
    }

    it("erases the person's leads with --yes and records it as the command line's", async () => {
      const target = await sharedDatabase(kind);
      const { neighbours } = await annAndNeighbours(target.database);
      const erased = await leads(target.env, ["erase", "Ann@x.com", "--yes"]);
      expect(erased).toMatchObject({
        code: 0,
        stdout:
          "2 leads erased; no HubSpot delete queued: HUBSPOT_ACCESS_TOKEN is not set here and no lead stored here went to HubSpot\n",
        stderr: "",
      });
      expect((await rows(target.database)).leads).toEqual([...neighbours].sort());
      expect(await activity(target.database, "erase")).toMatchObject([
        { actor: null, ip: null, detail: { leads: 2, via: "command line" } },
      ]);
      expect(await target.database.db.selectFrom("crm_erasures").selectAll().execute()).toEqual([]);
      await target.database.db.destroy();
    });

    it("erases a lead stored under the earlier address rule, exactly", async () => {
      const target = await sharedDatabase(kind);
      const address = "sales%40victim.example?cc=spy%40evil.example&x=@x.com";
      await store(target.database, leadWithEmail("free-guide", address), { form: "free-guide" });
      const neighbour = await store(target.database, contact("sales@victim.example"));
      const erased = await leads(target.env, ["erase", address, "--yes"]);
      expect(erased).toMatchObject({
        code: 0,
        stdout:
          "1 lead erased; no HubSpot delete queued: HUBSPOT_ACCESS_TOKEN is not set here and no lead stored here went to HubSpot\n",
        stderr: "",
      });
      expect((await rows(target.database)).leads).toEqual([neighbour]);
      await target.database.db.destroy();
    });

    it("queues the HubSpot delete of a person whose lead went to HubSpot, though HubSpot is not set here, and the server sends it", async () => {
      const target = await sharedDatabase(kind);
      const id = await store(target.database, contact(ANN), { channels: ["hubspot"] });
      await target.database.db
        .updateTable("lead_deliveries")
        .set({ state: "delivered", delivered_at: NOW.toISOString() })
        .where("lead_id", "=", id)
        .execute();
      const erased = await leads(target.env, ["erase", ANN, "--yes"]);
      expect(erased).toMatchObject({
        code: 0,
        stdout: "1 lead erased; the HubSpot contact's delete is queued (the server sends it)\n",
        stderr: "",
      });
      const queued = await target.database.db.selectFrom("crm_erasures").selectAll().execute();
      expect(queued.map(({ email }) => email)).toEqual([ANN]);
      expect((await activity(target.database, "erase"))[0]!.detail).toEqual({
        leads: 1,
        via: "command line",
        hubspot: "pending",
        hubspotAttempts: 0,
      });

      // The server, which has HubSpot's settings, sends it.
      const crm = await startFakeHubSpot();
      try {
        await serverOn(target.database, {
          HUBSPOT_ACCESS_TOKEN: "pat-test-token",
          HUBSPOT_API_BASE: crm.url,
          LEADS_POLL_MS: "25",
        });
        await vi.waitFor(
          async () =>
            expect((await activity(target.database, "erase"))[0]!.detail).toMatchObject({
              hubspot: "deleted",
            }),
          { timeout: 8000, interval: 20 },
        );
        expect(crm.requests.map(({ path, body }) => ({ path, body }))).toEqual([
          {
            path: "/crm/v3/objects/contacts/gdpr-delete",
            body: { objectId: ANN, idProperty: "email" },
          },
        ]);
        expect(await target.database.db.selectFrom("crm_erasures").selectAll().execute()).toEqual(
          [],
        );
      } finally {
        await crm.close();
      }
    });

    it.each([
      [["erase", ANN], /^erase asks before deleting: add --yes to erase without asking\n/],
      [["erase", "--yes"], /^erase takes one e-mail address\n/],
      [["erase", "not-an-address", "--yes"], /^erase takes one e-mail address\n/],
    ])("leads %j exits 2 with a message and erases nothing", async (args, message) => {
      const target = await sharedDatabase(kind);
      await store(target.database, contact(ANN));
      const { code, stderr, stdout } = await leads(target.env, args);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
      expect(stdout).toBe("");
      expect((await rows(target.database)).leads).toHaveLength(1);
      await target.database.db.destroy();
    });
  },
);
