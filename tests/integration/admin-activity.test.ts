import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import {
  ADMIN_API,
  ADMIN_PATHS,
  type ActivityAnswer,
  type ActivityEntry,
  type LeadDetailAnswer,
  PAGE_SIZE,
} from "~/lib/admin-api";

import { createOwnerAccounts } from "../../server/admin/accounts";
import { createActivityLog } from "../../server/admin/activity";
import type { LeadsDatabase } from "../../server/db/database";
import { createLeadRepository } from "../../server/leads/repository";

import {
  OWNER,
  SAME_ORIGIN,
  addOwner,
  asOwner,
  expectPrivate,
  login,
  signIn,
} from "./admin-helpers";
import { type DatabaseKind, freshDatabase, testServers, validContact } from "./helpers";

const serverOn = testServers();

/** The owner's browser, as the server sees it. */
const CLIENT_IP = "203.0.113.7";

const NOTE = "Called Ada; she prefers Tuesdays";
/** What must never reach the log: the lead's own words, and what the owner wrote about them. */
const PERSONAL = [
  validContact.firstName,
  validContact.lastName,
  validContact.email,
  validContact.company,
  validContact.message,
  NOTE,
];

/** A lead from the contact form, with a webhook delivery that failed for good. */
async function storeLead({ db }: LeadsDatabase) {
  const repository = createLeadRepository(db, { channels: ["webhook"] });
  const { id } = await repository.insert({
    form: "contact",
    data: validContact,
    page: "/contact",
    userAgent: "test",
    status: "new",
  });
  await repository.outbox.markFailed(id, "webhook", "answered 401", null);
  return id;
}

async function signedIn(kind: DatabaseKind) {
  const database = await freshDatabase(kind);
  const leadId = await storeLead(database);
  await addOwner(database);
  const server = await serverOn(database);
  const cookies = await signIn(server, database);
  const owner = asOwner(server, cookies);
  const fromClient = (options: Parameters<typeof owner>[0]) =>
    owner({ remoteAddress: CLIENT_IP, ...options });
  // From here on, the log holds what the test does (not the account's creation, the sign-in).
  await database.db.deleteFrom("activity_log").execute();
  /** The entries, oldest first. */
  const logged = async () => (await createActivityLog(database.db).list({ limit: 100 })).reverse();
  return { database, server, cookies, owner: fromClient, leadId, logged };
}

/** The stored rows as they are in the table, every column as text. */
async function storedLog({ db }: LeadsDatabase) {
  return JSON.stringify(await db.selectFrom("activity_log").selectAll().execute());
}

const entry = (action: ActivityEntry["action"], detail: ActivityEntry["detail"]) => ({
  id: expect.any(String),
  at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  actor: OWNER.email,
  action,
  ip: CLIENT_IP,
  detail,
});

describe.each<DatabaseKind>(["sqlite", "postgres"])("the activity log on %s", (kind) => {
  it("records status changes, notes and retries with who, where from and the lead's id only", async () => {
    const { database, owner, leadId, logged } = await signedIn(kind);

    const changed = await owner({
      method: "PATCH",
      url: ADMIN_API.lead(leadId),
      body: { status: "contacted" },
    });
    expect(changed.statusCode).toBe(200);
    // The same status again changes nothing, so it is not an action.
    await owner({ method: "PATCH", url: ADMIN_API.lead(leadId), body: { status: "contacted" } });
    const noted = await owner({
      method: "POST",
      url: ADMIN_API.notes(leadId),
      body: { body: NOTE },
    });
    expect(noted.statusCode).toBe(200);
    const retried = await owner({ method: "POST", url: ADMIN_API.retry(leadId, "webhook") });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<LeadDetailAnswer>().lead.deliveries[0]!.state).toBe("pending");

    expect(await logged()).toEqual([
      entry("status", { lead: leadId, from: "new", to: "contacted" }),
      entry("note", { lead: leadId }),
      entry("retry", { lead: leadId, channel: "webhook" }),
    ]);
    const stored = await storedLog(database);
    for (const text of PERSONAL) expect(stored).not.toContain(text);
  });

  it("records an export's format, filters and rows, and only that a search was used", async () => {
    const { database, owner, logged } = await signedIn(kind);
    const search = validContact.lastName.toLowerCase();
    const filtered = await owner({
      url: ADMIN_API.export,
      query: {
        format: "json",
        status: "new",
        form: "contact",
        delivery: "failed",
        from: "2000-01-01",
        to: "2999-12-31",
        q: search,
      },
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json()).toHaveLength(1);
    const everything = await owner({ url: ADMIN_API.export, query: { status: "won" } });
    expect(everything.statusCode).toBe(200);

    expect(await logged()).toEqual([
      entry("export", {
        format: "json",
        rows: 1,
        status: "new",
        form: "contact",
        delivery: "failed",
        from: "2000-01-01",
        to: "2999-12-31",
        search: true,
      }),
      entry("export", { format: "csv", rows: 0, status: "won", search: false }),
    ]);
    const stored = await storedLog(database);
    for (const text of [...PERSONAL, search]) expect(stored).not.toContain(text);
  });

  it("exports only for the inbox's own pages: another site's link or page is refused with 403, recording nothing", async () => {
    const { database, server, cookies, logged } = await signedIn(kind);
    const ownPage = `${SAME_ORIGIN}${ADMIN_PATHS.inbox}?form=contact`;
    const exportWith = (headers: Record<string, string>, form = "contact") =>
      server.inject({
        url: ADMIN_API.export,
        query: { format: "csv", form },
        cookies,
        headers,
        remoteAddress: CLIENT_IP,
      });
    const link = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

    const refused: Record<string, string>[] = [
      { ...link, "sec-fetch-site": "cross-site", referer: "https://evil.example/" },
      { ...link, "sec-fetch-site": "cross-site" },
      { ...link, "sec-fetch-site": "same-site", referer: "https://blog.localhost/" },
      // Typed or bookmarked, even with the inbox as its Referer (a browser sends none then).
      { ...link, "sec-fetch-site": "none", referer: ownPage },
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors", origin: "https://evil.example" },
      // Browsers without Fetch Metadata: judged by Origin, else Referer.
      { referer: "https://evil.example/page" },
      { origin: "https://evil.example", referer: ownPage },
      { origin: "null" },
      {},
    ];
    for (const headers of refused) {
      const response = await exportWith(headers, "<b>Call +1 555 0100 to keep your account</b>");
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ error: "Cross-origin request refused" });
      expect((await exportWith(headers)).statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await logged()).toEqual([]);

    const accepted: Record<string, string>[] = [
      // The inbox's Export links: a download is a navigation of the inbox's own page.
      { ...link, "sec-fetch-site": "same-origin", "sec-fetch-dest": "empty", referer: ownPage },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" },
      { referer: ownPage },
      { origin: SAME_ORIGIN },
    ];
    for (const headers of accepted) {
      const response = await exportWith(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    }
    expect(await logged()).toEqual(
      accepted.map(() =>
        entry("export", { format: "csv", rows: 1, form: "contact", search: false }),
      ),
    );
    expect(await storedLog(database)).not.toContain("555 0100");
  });

  it("records nothing for a change that did not happen", async () => {
    const { owner, leadId, logged } = await signedIn(kind);
    const unknown = "6f1c0000-0000-4000-8000-000000000000";
    expect(
      (await owner({ method: "PATCH", url: ADMIN_API.lead(unknown), body: { status: "won" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await owner({ method: "POST", url: ADMIN_API.notes(unknown), body: { body: NOTE } }))
        .statusCode,
    ).toBe(404);
    expect((await owner({ method: "POST", url: ADMIN_API.retry(leadId, "fax") })).statusCode).toBe(
      404,
    );
    expect(await logged()).toEqual([]);
  });

  it("keeps a change and its entry together: without the log, the change is not made", async () => {
    const { database, owner, leadId } = await signedIn(kind);
    await sql`alter table activity_log rename to activity_log_away`.execute(database.db);
    try {
      const failed = [
        await owner({ method: "PATCH", url: ADMIN_API.lead(leadId), body: { status: "won" } }),
        await owner({ method: "POST", url: ADMIN_API.notes(leadId), body: { body: NOTE } }),
        await owner({ method: "POST", url: ADMIN_API.retry(leadId, "webhook") }),
        await owner({ url: ADMIN_API.export }),
      ];
      expect(failed.map(({ statusCode }) => statusCode)).toEqual([500, 500, 500, 500]);
    } finally {
      await sql`alter table activity_log_away rename to activity_log`.execute(database.db);
    }
    const { lead, history } = (
      await owner({ url: ADMIN_API.lead(leadId) })
    ).json<LeadDetailAnswer>();
    expect(lead.status).toBe("new");
    expect(lead.deliveries[0]!.state).toBe("failed");
    expect(history).toEqual([]);
  });

  it("records owner accounts added, given a new password and removed, from the command line", async () => {
    const database = await freshDatabase(kind);
    const accounts = createOwnerAccounts(database.db);
    await accounts.add("Second@Example.com", OWNER.password);
    await accounts.setPassword("second@example.com", "a brand new passphrase");
    await accounts.remove("second@example.com");
    // A refused command changes nothing and records nothing.
    await expect(accounts.remove("second@example.com")).rejects.toThrow("No account");

    const entries = await createActivityLog(database.db).list({ limit: 10 });
    expect(entries.reverse()).toEqual(
      ["added", "password-changed", "removed"].map((change) => ({
        id: expect.any(String),
        at: expect.any(String),
        actor: null,
        action: "account",
        ip: null,
        detail: { change, owner: "second@example.com", via: "command line" },
      })),
    );
  });

  it("answers the log a page at a time, newest first, naming the leads still stored", async () => {
    const { database, owner, leadId } = await signedIn(kind);
    const log = createActivityLog(database.db);
    const gone = "6f1c0000-0000-4000-8000-000000000000";
    const start = Date.UTC(2026, 10, 1);
    // Two entries per millisecond: the id orders entries of the same time.
    for (let index = 0; index < 2 * PAGE_SIZE + 10; index += 1) {
      await log.record(
        {
          actor: OWNER.email,
          action: "status",
          ip: CLIENT_IP,
          detail: { lead: index % 2 ? leadId : gone, from: "new", to: "won" },
        },
        database.db,
        new Date(start + Math.floor(index / 2)),
      );
    }
    const expected = (await log.list({ limit: 1000 })).map(({ id }) => id);
    expect(expected).toHaveLength(2 * PAGE_SIZE + 10);

    const seen: string[] = [];
    const sizes: number[] = [];
    let before: string | null = null;
    do {
      const response = await owner({ url: ADMIN_API.activity, query: before ? { before } : {} });
      expect(response.statusCode).toBe(200);
      expectPrivate(response);
      const page: ActivityAnswer = response.json<ActivityAnswer>();
      sizes.push(page.entries.length);
      seen.push(...page.entries.map(({ id }) => id));
      expect(page.storedLeads).toEqual([leadId]);
      before = page.nextCursor;
    } while (before);
    expect(sizes).toEqual([PAGE_SIZE, PAGE_SIZE, 10]);
    expect(seen).toEqual(expected);

    for (const before of ["not-an-id", "\u0000", `${gone}'--`, "x".repeat(5000)]) {
      const bad = await owner({ url: ADMIN_API.activity, query: { before } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        error: "Invalid cursor: pass back the nextCursor of the page before",
      });
    }
  });

  it("answers an empty log, and 401 without a session", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database);
    const refused = await server.inject({ url: ADMIN_API.activity });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: "Sign in first" });
    expectPrivate(refused);

    await addOwner(database);
    const owner = asOwner(server, await signIn(server, database));
    await database.db.deleteFrom("activity_log").execute();
    const empty = await owner({ url: ADMIN_API.activity });
    expect(empty.json()).toEqual({ entries: [], storedLeads: [], nextCursor: null });
  });

  it("records the client's IP as the trusted proxies report it, in one spelling, and never a text that is no address", async () => {
    const database = await freshDatabase(kind);
    const server = await serverOn(database, { TRUST_PROXY: "10.0.0.0/8" });
    // Each on an account of its own, so that no account's lock stops one.
    let attempts = 0;
    const failedSignIn = (remoteAddress: string, forwarded?: string) =>
      login(
        server,
        { email: `guess${(attempts += 1)}@example.com`, password: "a guess" },
        { remoteAddress, headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded } },
      );
    // From a proxy: what it reports, unless that is no address (then the proxy is the client);
    // a proxy's entry is read only as far as trusted proxies go.
    await failedSignIn("10.0.9.1", "<b>office</b>");
    await failedSignIn("10.0.9.2", "203.0.113.7, <b>office</b>, 10.0.9.3");
    await failedSignIn("10.0.9.4", "::FFFF:203.0.113.8");
    await failedSignIn("10.0.9.5", "<b>office</b>, 2001:DB8:0:0:0:0:0:1");
    // From a client that is no proxy: its own address, whatever it forwards.
    await failedSignIn("::ffff:203.0.113.9", "198.51.100.1");
    await failedSignIn("2001:db8:0:0:1:0:0:1");
    const ips = (await createActivityLog(database.db).list({ limit: 100 }))
      .reverse()
      .map(({ ip }) => ip);
    expect(ips).toEqual([
      "10.0.9.1",
      "10.0.9.3",
      "203.0.113.8",
      "2001:db8::1",
      "203.0.113.9",
      "2001:db8::1:0:0:1",
    ]);
    expect(await storedLog(database)).not.toContain("office");
  });
});
