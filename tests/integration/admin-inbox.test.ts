import { type Kysely, sql } from "kysely";
import { describe, expect, it, vi } from "vitest";

import {
  ADMIN_API,
  type DailyAnswer,
  INVALID_CURSOR,
  type LeadDetailAnswer,
  type LeadListAnswer,
  type LeadStatus,
  PAGE_SIZE,
} from "~/lib/admin-api";
import { chosenLines } from "~/lib/lead-choices";
import { leadFormIds } from "~/lib/lead-form-ids";

import type { LeadsDatabase } from "../../server/db/database";
import { migrateTo, migrateToLatest } from "../../server/db/migrations";
import { createLeadRepository } from "../../server/leads/repository";

import { validLeads } from "../support/valid-leads";

import { OWNER, addOwner, asOwner, expectPrivate, signIn } from "./admin-helpers";
import {
  type DatabaseKind,
  freshDatabase,
  startReceiver,
  testServers,
  unmigratedDatabase,
  validContact,
} from "./helpers";
import { seedPricing } from "../support/lead-samples";

const serverOn = testServers();

interface Seed {
  form?: string;
  data?: Record<string, unknown>;
  createdAt?: string;
  status?: LeadStatus;
  /** Channel → final state; channels not named are not queued. */
  deliveries?: Record<string, "pending" | "delivered" | "failed">;
}

/** Stores leads as the site would, then moves them and their deliveries to the given state. */
async function seed({ db }: LeadsDatabase, leads: Seed[]) {
  const ids: string[] = [];
  for (const lead of leads) {
    const channels = Object.keys(lead.deliveries ?? {});
    const repository = createLeadRepository(db, { channels });
    const { id } = await repository.insert(
      {
        form: lead.form ?? "contact",
        data: lead.data ?? validContact,
        page: "/contact",
        userAgent: "test",
        status: lead.status ?? "new",
      },
      new Date(lead.createdAt ?? "2026-11-20T10:00:00.000Z"),
    );
    for (const [channel, state] of Object.entries(lead.deliveries ?? {})) {
      if (state === "delivered") await repository.outbox.markDelivered(id, channel, new Date());
      if (state === "failed") await repository.outbox.markFailed(id, channel, "answered 401", null);
    }
    ids.push(id);
  }
  return ids;
}

async function inbox(kind: DatabaseKind, leads: Seed[] = [], env: Record<string, string> = {}) {
  const database = await freshDatabase(kind);
  const ids = await seed(database, leads);
  await addOwner(database);
  const server = await serverOn(database, env);
  const owner = asOwner(server, await signIn(server, database));
  const list = async (query: Record<string, string> = {}) => {
    const response = await owner({ url: ADMIN_API.leads, query });
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    expectPrivate(response);
    expect(response.headers["server-timing"]).toMatch(/^page;dur=\d+\.\d, counts;dur=\d+\.\d$/);
    return response.json<LeadListAnswer>();
  };
  return { database, server, owner, ids, list };
}

const noCounts = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 };

describe.each<DatabaseKind>(["sqlite", "postgres"])("the inbox API on %s", (kind) => {
  it("lists the newest first, a page at a time, through ties on the time", async () => {
    // Three leads per second: the id orders leads of the same time.
    const times = Array.from({ length: 41 }, (_, i) =>
      new Date(Date.UTC(2026, 10, 1, 12, 0, i)).toISOString(),
    );
    const { database, list } = await inbox(
      kind,
      times.flatMap((createdAt) => [{ createdAt }, { createdAt }, { createdAt }]),
    );
    const expected = await database.db
      .selectFrom("leads")
      .select("id")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(expected).toHaveLength(123);

    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: LeadListAnswer = await list(cursor ? { cursor } : {});
      sizes.push(page.leads.length);
      seen.push(...page.leads.map(({ id }) => id));
      expect(page.counts).toEqual({ ...noCounts, new: 123 });
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([PAGE_SIZE, PAGE_SIZE, 123 - 2 * PAGE_SIZE]);
    expect(seen).toEqual(expected.map(({ id }) => id));
  });

  it("sums a lead up in its row", async () => {
    const longMessage = `${"Moving our sales team onto the CRM. ".repeat(10)}The end.`;
    const { list, ids } = await inbox(kind, [
      {
        form: "trainer-call",
        data: { fullName: "Grace Hopper", workEmail: "grace@example.com", message: longMessage },
        deliveries: { webhook: "delivered", hubspot: "failed" },
      },
      {
        form: "revops-discovery",
        data: {
          firstName: "Alan",
          lastName: "Turing",
          email: "alan@example.com",
          companyUrl: "bletchley.example",
          revenueHeadache: "Forecasts never match",
          package: "starter",
        },
        createdAt: "2026-11-21T10:00:00.000Z",
      },
    ]);
    const { leads } = await list();
    expect(leads).toEqual([
      {
        id: ids[1],
        form: "revops-discovery",
        createdAt: "2026-11-21T10:00:00.000Z",
        status: "new",
        name: "Alan Turing",
        email: "alan@example.com",
        company: "bletchley.example",
        message: "Forecasts never match",
        page: "/contact",
        deliveries: {},
      },
      {
        id: ids[0],
        form: "trainer-call",
        createdAt: "2026-11-20T10:00:00.000Z",
        status: "new",
        name: "Grace Hopper",
        email: "grace@example.com",
        company: "",
        message: longMessage.slice(0, 200),
        page: "/contact",
        deliveries: { hubspot: "failed", webhook: "delivered" },
      },
    ]);
  });

  it("refuses a cursor it did not make, and bad filters, with 400", async () => {
    const { owner, ids } = await inbox(kind, [{}]);
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const time = "2026-11-20T10:00:00.000Z";
    const queries: Record<string, string>[] = [
      { cursor: "nonsense!" },
      { cursor: cursor([1]) },
      { cursor: cursor([`${time}\u0000`, ids[0]]) },
      { cursor: cursor([time, `${ids[0]}\u0000`]) },
      { cursor: cursor([time, "' or ''='"]) },
      { cursor: cursor(["yesterday", ids[0]]) },
      { cursor: "x".repeat(201) },
      { status: "maybe" },
      { delivery: "lost" },
      { from: "2026-13-01" },
      { to: "yesterday" },
    ];
    for (const query of queries) {
      const response = await owner({ url: ADMIN_API.leads, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json<{ error: string }>().error).toBeTruthy();
      expectPrivate(response);
    }
    for (const query of [{ cursor: "nonsense!" }, { cursor: cursor([time, "x"]) }]) {
      const response = await owner({ url: ADMIN_API.leads, query });
      expect(response.json()).toEqual({ error: INVALID_CURSOR });
    }
  });

  it("filters only by the site's forms: any other form is refused with 400, naming them", async () => {
    const { owner } = await inbox(kind, [{}]);
    for (const url of [ADMIN_API.leads, ADMIN_API.export]) {
      for (const form of ["no-such-form", "contact\u0000x", "contact'--", "x".repeat(5000)]) {
        const response = await owner({ url, query: { form } });
        expect(response.statusCode, form).toBe(400);
        expect(response.json()).toEqual({
          error: `Unknown form: expected one of ${leadFormIds.join(", ")}`,
        });
      }
    }
  });

  it("drops control characters from every filter before it reaches the database", async () => {
    const { list, ids } = await inbox(kind, [
      { form: "free-guide", status: "won", data: { name: "Guide Reader", email: "r@x.com" } },
      { form: "free-guide", status: "new" },
      { form: "contact", status: "won" },
    ]);
    const page = await list({
      form: "free-\u0000guide",
      status: "won\u0007",
      delivery: "\u001bnone",
      from: "2026-11-20\u0000",
      to: "2026-11-\u007f20",
      q: "Rea\u0000der",
    });
    expect(page.leads.map(({ id }) => id)).toEqual([ids[0]]);
    expect(page.counts).toEqual({ ...noCounts, won: 1 });
  });

  it("answers 404 to a lead id the server cannot have made, on every lead route", async () => {
    const { owner, ids, database } = await inbox(kind, [{ deliveries: { webhook: "failed" } }]);
    const id = ids[0]!;
    for (const wrong of [
      "\u0000",
      `${id}\u0000`,
      `${id}'--`,
      "x".repeat(90),
      id.replace(/-/g, ""),
    ]) {
      for (const request of [
        { url: ADMIN_API.lead(wrong) },
        { method: "PATCH", url: ADMIN_API.lead(wrong), body: { status: "won" } },
        { method: "POST", url: ADMIN_API.notes(wrong), body: { body: "A note" } },
        { method: "POST", url: ADMIN_API.retry(wrong, "webhook") },
      ] as const) {
        const response = await owner(request);
        expect(response.statusCode, `${request.url}`).toBe(404);
        expect(response.json()).toEqual({ error: "No such lead" });
      }
    }
    expect(await database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
    expect(
      (await owner({ url: ADMIN_API.lead(id) }).then((r) => r.json<LeadDetailAnswer>())).lead
        .status,
    ).toBe("new");
  });

  it("filters by form, status, delivery and days, counting per status under the other filters", async () => {
    const { list, ids } = await inbox(kind, [
      { form: "contact", status: "won", deliveries: { webhook: "delivered", hubspot: "failed" } },
      { form: "contact", status: "new", deliveries: { webhook: "delivered", hubspot: "pending" } },
      { form: "free-guide", status: "won", deliveries: { webhook: "delivered" } },
      { form: "free-guide", status: "spam" },
      { form: "contact", createdAt: "2026-02-28T23:59:59.999Z" },
      { form: "contact", createdAt: "2026-03-01T00:00:00.000Z", status: "lost" },
      { form: "contact", createdAt: "2026-03-02T23:59:59.999Z" },
      { form: "contact", createdAt: "2026-03-03T00:00:00.000Z" },
    ]);
    const idsOf = async (query: Record<string, string>) =>
      (await list(query)).leads.map(({ id }) => id).sort();
    const pick = (...indexes: number[]) => indexes.map((i) => ids[i]!).sort();

    expect(await idsOf({ form: "free-guide" })).toEqual(pick(2, 3));
    expect(await idsOf({ status: "won" })).toEqual(pick(0, 2));
    expect(await idsOf({ delivery: "failed" })).toEqual(pick(0));
    expect(await idsOf({ delivery: "pending" })).toEqual(pick(1));
    expect(await idsOf({ delivery: "delivered" })).toEqual(pick(2));
    expect(await idsOf({ delivery: "none" })).toEqual(pick(3, 4, 5, 6, 7));
    expect(await idsOf({ from: "2026-03-01", to: "2026-03-02" })).toEqual(pick(5, 6));
    expect(await idsOf({ from: "2026-03-01" })).toEqual(pick(0, 1, 2, 3, 5, 6, 7));
    expect(await idsOf({ to: "2026-02-28" })).toEqual(pick(4));
    expect(await idsOf({ form: "contact", status: "won", delivery: "failed" })).toEqual(pick(0));

    expect((await list({ form: "contact", status: "won" })).counts).toEqual({
      ...noCounts,
      new: 4,
      won: 1,
      lost: 1,
    });
    expect((await list({ status: "spam", delivery: "none" })).counts).toEqual({
      ...noCounts,
      new: 3,
      lost: 1,
      spam: 1,
    });
  });

  it("searches name, e-mail, company and message for any part of them, whatever the case", async () => {
    const { list, ids } = await inbox(kind, [
      {
        data: {
          ...validContact,
          firstName: "Åsa",
          lastName: "O'Brien",
          email: "asa@brien.example",
          company: "Fjord & Co",
          message: 'Need 50% off_the list? Say "hello" to the CRM.',
        },
      },
      {
        form: "trainer-demo",
        data: { fullName: "Grace Hopper", workEmail: "GRACE@Navy.example", company: "US Navy" },
      },
      {
        form: "partner-contact",
        data: { name: "Ken", email: "ken@x.example", company: "Bell Labs", message: "" },
      },
    ]);
    const search = async (q: string) => (await list({ q })).leads.map(({ id }) => id).sort();
    const pick = (...indexes: number[]) => indexes.map((i) => ids[i]!).sort();

    expect(await search("o'BRIEN")).toEqual(pick(0));
    expect(await search("åSA")).toEqual(pick(0));
    expect(await search("grace@navy")).toEqual(pick(1));
    expect(await search("bell lab")).toEqual(pick(2));
    expect(await search("US NAVY")).toEqual(pick(1));
    expect(await search("to the crm")).toEqual(pick(0));
    // Characters with a meaning in LIKE or in a full-text query stand for themselves.
    expect(await search("50% off_the")).toEqual(pick(0));
    expect(await search("0%")).toEqual(pick(0));
    expect(await search("need%crm")).toEqual([]);
    expect(await search("d_50")).toEqual([]);
    expect(await search('"hello"')).toEqual(pick(0));
    expect(await search('o"b')).toEqual([]);
    expect(await search("& co")).toEqual(pick(0));
    // Short terms: one and two characters, anywhere, the very end included.
    expect(await search("K")).toEqual(pick(2));
    expect(await search("gr")).toEqual(pick(1));
    expect(await search("BS")).toEqual(pick(2));
    expect(await search("m.")).toEqual(pick(0));
    expect(await search("zz")).toEqual([]);
    // Not across two fields.
    expect(await search("navy.exampleus")).toEqual([]);

    // Control and invisible formatting characters are no part of any stored text: dropped.
    expect(await search("bell\u0000 lab")).toEqual(pick(2));
    expect(await search("ab\u0000")).toEqual(pick(2));
    expect(await search("\u0000\u0001\u001b")).toEqual(pick(0, 1, 2));
    expect(await search("bel\u0007l l\u001bab\u007f")).toEqual(pick(2));
    expect(await search("gra\u202Ece\u200B")).toEqual(pick(1));

    expect((await list({ q: "example" })).counts).toEqual({ ...noCounts, new: 3 });
    expect((await list({ q: "grace", status: "won" })).counts).toEqual({ ...noCounts, new: 1 });
  });

  it("sends with a lead what the visitor chose, written out, and the fields it stands for", async () => {
    const quote = validLeads["onboarding-quote"];
    const { owner, ids } = await inbox(kind, [
      { form: "onboarding-quote", data: quote },
      { form: "contact" },
    ]);
    const answer = (await owner({ url: ADMIN_API.lead(ids[0]!) })).json<LeadDetailAnswer>();
    expect(answer.choices).toEqual({
      fields: ["quote"],
      lines: chosenLines("onboarding-quote", quote, seedPricing),
    });
    const contact = (await owner({ url: ADMIN_API.lead(ids[1]!) })).json<LeadDetailAnswer>();
    expect(contact.choices).toEqual({ fields: [], lines: [] });
  });

  it("changes a lead's status, recording who changed it from what to what", async () => {
    const { owner, ids } = await inbox(kind, [{}]);
    const url = ADMIN_API.lead(ids[0]!);
    const changed = await owner({ method: "PATCH", url, body: { status: "contacted" } });
    expect(changed.statusCode).toBe(200);
    expectPrivate(changed);
    const answer = changed.json<LeadDetailAnswer>();
    expect(answer.lead).toMatchObject({ id: ids[0], status: "contacted", data: validContact });
    expect(answer.history).toEqual([
      {
        id: expect.any(String),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        by: OWNER.email,
        kind: "status",
        from: "new",
        to: "contacted",
      },
    ]);

    // The same status again changes nothing; each change is kept, oldest first.
    await owner({ method: "PATCH", url, body: { status: "contacted" } });
    const again = await owner({ method: "PATCH", url, body: { status: "won" } });
    expect(
      again.json<LeadDetailAnswer>().history.map((event) => event.kind === "status" && event.to),
    ).toEqual(["contacted", "won"]);
    expect((await owner({ url })).json<LeadDetailAnswer>().lead.status).toBe("won");

    expect((await owner({ method: "PATCH", url, body: { status: "done" } })).statusCode).toBe(400);
    const unknown = ADMIN_API.lead("6f1c0000-0000-4000-8000-000000000000");
    const missing = await owner({ method: "PATCH", url: unknown, body: { status: "won" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "No such lead" });
    // The inbox shows the answer's message: a link's text never comes back in it.
    const bait = await owner({ url: ADMIN_API.lead("Session expired, sign in at evil.example") });
    expect(bait.statusCode).toBe(404);
    expect(bait.json()).toEqual({ error: "No such lead" });
  });

  it("keeps notes in the lead's history, in order", async () => {
    const { owner, ids } = await inbox(kind, [{}]);
    const notes = ADMIN_API.notes(ids[0]!);
    const bodies = ["Called, no answer", "Called again", "Sent the quote"];
    let answer: LeadDetailAnswer | undefined;
    for (const body of bodies) {
      const response = await owner({ method: "POST", url: notes, body: { body: `  ${body} ` } });
      expect(response.statusCode).toBe(200);
      answer = response.json<LeadDetailAnswer>();
    }
    expect(answer!.history.map((event) => event.kind === "note" && event.body)).toEqual(bodies);
    expect(answer!.history[0]).toMatchObject({ kind: "note", by: OWNER.email });

    const disguised = await owner({
      method: "POST",
      url: notes,
      body: { body: "Send \u202Efdp.exe\u200B to\u0000 them\nNext line" },
    });
    expect(disguised.json<LeadDetailAnswer>().history.at(-1)).toMatchObject({
      kind: "note",
      body: "Send fdp.exe to them\nNext line",
    });

    for (const body of ["   ", "\u200B\u202E\u0000 "]) {
      const empty = await owner({ method: "POST", url: notes, body: { body } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: "Write a note first" });
    }
    const unknown = ADMIN_API.notes("6f1c0000-0000-4000-8000-000000000000");
    expect((await owner({ method: "POST", url: unknown, body: { body: "x" } })).statusCode).toBe(
      404,
    );
  });

  it("queues one channel's delivery again, due now, and delivers it at once", async () => {
    const hook = await startReceiver([404]);
    try {
      const { server, owner, list } = await inbox(kind, [], { LEADS_WEBHOOK_URL: hook.url });
      const posted = await server.inject({
        method: "POST",
        url: "/api/leads",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ form: "contact", data: validContact, page: "/contact" }),
      });
      const { id } = posted.json<{ id: string }>();
      await vi.waitFor(async () => {
        expect((await list({ delivery: "failed" })).leads.map((lead) => lead.id)).toEqual([id]);
      });

      const retried = await owner({ method: "POST", url: ADMIN_API.retry(id, "webhook") });
      expect(retried.statusCode).toBe(200);
      expectPrivate(retried);
      const answer = retried.json<LeadDetailAnswer>();
      expect(answer.history).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          by: OWNER.email,
          kind: "retry",
          channel: "webhook",
        },
      ]);
      // Delivered right away, not at the next poll (15 s).
      await vi.waitFor(() => expect(hook.received).toHaveLength(1), { timeout: 5000 });
      await vi.waitFor(async () => {
        const { lead } = (await owner({ url: ADMIN_API.lead(id) })).json<LeadDetailAnswer>();
        expect(lead.deliveries).toEqual([
          expect.objectContaining({ channel: "webhook", state: "delivered", attempts: 1 }),
        ]);
      });

      const delivered = await owner({ method: "POST", url: ADMIN_API.retry(id, "webhook") });
      expect(delivered.statusCode).toBe(409);
      expect(delivered.json()).toEqual({ error: "Already delivered on that channel" });
      const noChannel = await owner({
        method: "POST",
        url: ADMIN_API.retry(id, "fax, or sign in at evil.example"),
      });
      expect(noChannel.statusCode).toBe(404);
      expect(noChannel.json()).toEqual({ error: "This lead has no delivery on that channel" });
    } finally {
      await hook.close();
    }
  });

  it("retries only the channel asked for", async () => {
    const { owner, ids, database } = await inbox(kind, [
      { deliveries: { webhook: "failed", hubspot: "failed", "sales-email": "delivered" } },
    ]);
    const before = await database.db.selectFrom("lead_deliveries").selectAll().execute();
    const response = await owner({ method: "POST", url: ADMIN_API.retry(ids[0]!, "hubspot") });
    expect(response.statusCode).toBe(200);
    const states = Object.fromEntries(
      response
        .json<LeadDetailAnswer>()
        .lead.deliveries.map(({ channel, state, attempts }) => [channel, { state, attempts }]),
    );
    expect(states).toEqual({
      hubspot: { state: "pending", attempts: 0 },
      "sales-email": { state: "delivered", attempts: 1 },
      webhook: { state: "failed", attempts: 1 },
    });
    const hubspot = before.find(({ channel }) => channel === "hubspot")!;
    expect(hubspot.state).toBe("failed");
    // Still failed on the webhook: the lead stays under the failed filter.
    const { leads } = (
      await owner({ url: ADMIN_API.leads, query: { delivery: "failed" } })
    ).json<LeadListAnswer>();
    expect(leads.map(({ id }) => id)).toEqual(ids);
  });

  it("exports every lead under the filters as CSV or JSON, the CSV safe for spreadsheets", async () => {
    const { owner, ids } = await inbox(kind, [
      { data: { ...validContact, company: '=HYPERLINK("http://evil.example")' } },
      { form: "free-guide", data: { name: "Guide Reader", email: "r@example.com", company: "R" } },
      ...Array.from({ length: PAGE_SIZE + 5 }, (_, i) => ({
        createdAt: new Date(Date.UTC(2026, 9, 1, 0, i)).toISOString(),
      })),
    ]);
    const today = new Date().toISOString().slice(0, 10);

    const csv = await owner({ url: ADMIN_API.export, query: { format: "csv", form: "contact" } });
    expect(csv.statusCode).toBe(200);
    expectPrivate(csv);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="leads-${today}.csv"`);
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + 1 + PAGE_SIZE + 5);
    expect(lines[1]).toMatch(new RegExp(`^${ids[0]},`));
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv.body).not.toContain("Guide Reader");

    const json = await owner({
      url: ADMIN_API.export,
      query: { format: "json", form: "free-guide" },
    });
    expect(json.headers["content-disposition"]).toBe(`attachment; filename="leads-${today}.json"`);
    expect(json.json()).toEqual([
      expect.objectContaining({ id: ids[1], form: "free-guide", deliveries: [] }),
    ]);

    const bad = await owner({ url: ADMIN_API.export, query: { format: "xlsx" } });
    expect(bad.statusCode).toBe(400);
  });

  it("counts leads per UTC day and form over the last 30 days, today included", async () => {
    const now = new Date();
    const dayAt = (daysAgo: number, time = "12:00:00.000") =>
      `${new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10)}T${time}Z`;
    const { owner } = await inbox(kind, [
      { createdAt: dayAt(0, "00:00:00.000") },
      { createdAt: dayAt(0, "00:00:00.000"), form: "free-guide" },
      { createdAt: dayAt(0, "00:00:00.000") },
      { createdAt: dayAt(29, "00:00:00.000") },
      { createdAt: dayAt(30, "23:59:59.999") },
      { createdAt: dayAt(3), form: "free-guide" },
    ]);
    const response = await owner({ url: ADMIN_API.daily });
    expect(response.statusCode).toBe(200);
    expectPrivate(response);
    const { days, forms } = response.json<DailyAnswer>();
    expect(days).toHaveLength(30);
    expect(days[0]).toBe(dayAt(29).slice(0, 10));
    expect(days[29]).toBe(dayAt(0).slice(0, 10));
    const counts = (entries: Record<number, number>) => days.map((_, i) => entries[i] ?? 0);
    expect(forms).toEqual({
      contact: counts({ 0: 1, 29: 2 }),
      "free-guide": counts({ 26: 1, 29: 1 }),
    });
  });
});

describe.each<DatabaseKind>(["sqlite", "postgres"])("the inbox migration on %s", (kind) => {
  it("makes the leads stored before it searchable and filterable", async () => {
    const database = await unmigratedDatabase(kind);
    const raw = database.db as unknown as Kysely<unknown>;
    await migrateTo(raw, "2026-11-24-lead-status-and-submission-id");
    const lead = (id: string, data: object) =>
      sql`insert into leads (id, form, data, page, created_at, user_agent)
          values (${id}, 'contact', ${JSON.stringify(data)}, '/contact', '2026-11-10T00:00:00.000Z', '')`.execute(
        raw,
      );
    await lead("a", { ...validContact, firstName: "Barbara", lastName: "Liskov" });
    await lead("b", { ...validContact, company: "Substitution Inc" });
    await lead("c", { ...validContact, message: "Nothing to deliver here" });
    for (const [id, state] of [
      ["a", "failed"],
      ["b", "delivered"],
      ["a", "delivered"],
    ]) {
      await sql`insert into lead_deliveries (lead_id, channel, state, attempts, next_attempt_at)
        values (${id}, ${`channel-${state}`}, ${state}, 1, '2026-11-10T00:00:00.000Z')`.execute(
        raw,
      );
    }
    // Search texts as the first version of the inbox wrote them: no line break at the end.
    await migrateTo(raw, "2026-11-25-owner-accounts");
    const typed = database.db;
    for (const { id, search_text } of await typed
      .selectFrom("leads")
      .select(["id", "search_text"])
      .execute()) {
      const text = search_text.replace(/\n$/, "");
      await typed.updateTable("leads").set({ search_text: text }).where("id", "=", id).execute();
    }
    await migrateToLatest(raw);

    await addOwner(database);
    const server = await serverOn(database);
    const owner = asOwner(server, await signIn(server, database));
    const ids = async (query: Record<string, string>) =>
      (await owner({ url: ADMIN_API.leads, query }))
        .json<LeadListAnswer>()
        .leads.map(({ id }) => id);
    expect(await ids({ q: "LISKOV" })).toEqual(["a"]);
    expect(await ids({ q: "substitution" })).toEqual(["b"]);
    expect(await ids({ q: "to deliver" })).toEqual(["c"]);
    expect(await ids({ q: "re" })).toEqual(["c"]);
    expect(await ids({ delivery: "failed" })).toEqual(["a"]);
    expect(await ids({ delivery: "delivered" })).toEqual(["b"]);
    expect(await ids({ delivery: "none" })).toEqual(["c"]);
    // New leads are searchable too, beside the migrated ones.
    await seed(database, [{ data: { ...validContact, lastName: "Liskov-Wing" } }]);
    expect(await ids({ q: "liskov" })).toHaveLength(2);
  });
});
