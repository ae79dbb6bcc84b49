import { afterEach, describe, expect, it, vi } from "vitest";

import { ADMIN_API, type ActivityEntry, type ErasureAnswer } from "~/lib/admin-api";

import type { LeadsDatabase } from "../../server/db/database";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import {
  type DatabaseKind,
  type FakeHubSpot,
  type TestServer,
  freshDatabase,
  startFakeHubSpot,
  testServers,
  validContact,
} from "./helpers";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const CREATE = "/crm/v3/objects/contacts";
const NOTES = "/crm/v3/objects/notes";
const GDPR_DELETE = "/crm/v3/objects/contacts/gdpr-delete";

async function hubSpot() {
  const started = await startFakeHubSpot();
  cleanups.push(() => started.close());
  return started;
}

const startServer = testServers();

function serverOn(database: LeadsDatabase, crm: FakeHubSpot, env: Record<string, string> = {}) {
  return startServer(database, {
    HUBSPOT_ACCESS_TOKEN: "pat-test-token",
    HUBSPOT_API_BASE: crm.url,
    LEADS_RETRY_BASE_MS: "40",
    LEADS_POLL_MS: "25",
    ...env,
  });
}

async function post(server: TestServer, form: string, data: Record<string, unknown>, page: string) {
  const response = await server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ form, data, page }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

async function crmDelivery(server: TestServer, id: string) {
  return (await server.leads.find(id))!.deliveries.find(({ channel }) => channel === "hubspot")!;
}

async function settled(server: TestServer, id: string) {
  await vi.waitFor(async () => expect((await crmDelivery(server, id)).state).not.toBe("pending"), {
    timeout: 8000,
    interval: 20,
  });
  return crmDelivery(server, id);
}

const paths = (crm: FakeHubSpot) => crm.requests.map(({ path }) => path);

describe.each<DatabaseKind>(["sqlite", "postgres"])("HubSpot delivery on %s", (kind) => {
  it("creates the contact of a new address, then adds one note with the whole lead", async () => {
    const crm = await hubSpot();
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(server, "contact", validContact, "/contact");
    expect(await settled(server, id)).toMatchObject({ state: "delivered", attempts: 1 });
    expect(paths(crm)).toEqual([CREATE, NOTES]);
    const [create, note] = crm.requests;
    expect(create!.headers.authorization).toBe("Bearer pat-test-token");
    expect(create!.body).toEqual({
      properties: {
        email: "ada@example.com",
        firstname: "Ada",
        lastname: "Lovelace",
        company: "Analytical Engines",
        lifecyclestage: "lead",
        hs_lead_status: "NEW",
      },
    });
    const { properties, associations } = note!.body as {
      properties: Record<string, string>;
      associations: unknown;
    };
    expect(associations).toEqual([
      {
        to: { id: "501" },
        types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: 202 }],
      },
    ]);
    const lead = await server.leads.find(id);
    expect(properties.hs_timestamp).toBe(lead!.createdAt);
    for (const part of [
      "Contact message",
      "First Name",
      "Analytical Engines",
      validContact.message,
      id,
    ]) {
      expect(properties.hs_note_body).toContain(part);
    }
  });

  it("splits a full name and maps the phone", async () => {
    const crm = await hubSpot();
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(
      server,
      "trainer-call",
      {
        fullName: "Grace Brewster Hopper",
        workEmail: "grace@example.com",
        phone: "+1 555 0100",
        message: "",
      },
      "/grevvy-ai-trainer",
    );
    await settled(server, id);
    expect((crm.requests[0]!.body as { properties: unknown }).properties).toEqual({
      email: "grace@example.com",
      firstname: "Grace",
      lastname: "Brewster Hopper",
      phone: "+1 555 0100",
      lifecyclestage: "lead",
      hs_lead_status: "NEW",
    });
  });

  it("leaves an existing contact as it is and notes the lead on it: the probe's reproduction", async () => {
    const crm = await hubSpot();
    const customer = {
      id: "12345",
      properties: {
        email: "cfo@customer.example",
        firstname: "Clara",
        lastname: "Fontaine",
        phone: "+44 20 7946 0000",
        company: "Customer Ltd",
        lifecyclestage: "customer",
        hs_lead_status: "CONNECTED",
      },
    };
    crm.contacts.set(customer.properties.email, structuredClone(customer));
    crm.script.set(NOTES, [503]);
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(
      server,
      "trainer-call",
      {
        fullName: "Attacker Controlled",
        workEmail: "cfo@customer.example",
        phone: "+44 20 7946 0999 (call this number)",
      },
      "/grevvy-ai-trainer",
    );
    expect(await settled(server, id)).toMatchObject({ state: "delivered", attempts: 2 });

    // One create, answered 409 with the existing id; the retry goes straight to the note.
    expect(paths(crm)).toEqual([CREATE, NOTES, NOTES]);
    expect(crm.contacts.get("cfo@customer.example")).toEqual(customer);
    const note = crm.requests.at(-1)!.body as {
      properties: { hs_note_body: string };
      associations: { to: { id: string } }[];
    };
    expect(note.associations.map(({ to }) => to.id)).toEqual(["12345"]);
    // What the visitor typed is on the note, for the sales owner to judge.
    expect(note.properties.hs_note_body).toContain("Attacker Controlled");
  });

  it("gives a new contact a website only when it is a web link", async () => {
    const crm = await hubSpot();
    const server = await serverOn(await freshDatabase(kind), crm);
    const lead = (email: string, companyUrl: string) =>
      post(
        server,
        "lead-interest",
        { firstName: "Claude", lastName: "Shannon", email, companyUrl },
        "/lead-generation",
      );
    const sent = {
      "https@example.com": "https://information.example/about",
      "http@example.com": "http://information.example",
      "script@example.com": "javascript:alert(document.cookie)",
      "data@example.com": "data:text/html,<script>alert(1)</script>",
      "bare@example.com": "information.example",
    };
    for (const [email, companyUrl] of Object.entries(sent)) {
      await settled(server, await lead(email, companyUrl));
    }
    const websites = Object.fromEntries(
      [...crm.contacts].map(([email, { properties }]) => [email, properties.website]),
    );
    expect(websites).toEqual({
      "https@example.com": "https://information.example/about",
      "http@example.com": "http://information.example",
      "script@example.com": undefined,
      "data@example.com": undefined,
      "bare@example.com": undefined,
    });
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    const crm = await hubSpot();
    crm.script.set(CREATE, [{ status: 429, headers: { "retry-after": "2" } }]);
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(server, "contact", validContact, "/contact");
    await vi.waitFor(async () => expect((await crmDelivery(server, id)).attempts).toBe(1), {
      timeout: 5000,
      interval: 20,
    });
    const waiting = await crmDelivery(server, id);
    expect(waiting.lastError).toMatch(/^HubSpot \/crm\/v3\/objects\/contacts answered 429/);
    // The back-off alone would retry after 40 ms; HubSpot asked for two seconds.
    expect(Date.parse(waiting.nextAttemptAt) - Date.now()).toBeGreaterThan(1000);
    expect(await settled(server, id)).toMatchObject({ state: "delivered", attempts: 2 });
    expect(paths(crm)).toEqual([CREATE, CREATE, NOTES]);
  });

  it("retries a failed note without a second contact or a second note", async () => {
    const crm = await hubSpot();
    crm.script.set(NOTES, [500, 503]);
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(server, "contact", validContact, "/contact");
    expect(await settled(server, id)).toMatchObject({ state: "delivered", attempts: 3 });
    expect(paths(crm)).toEqual([CREATE, NOTES, NOTES, NOTES]);
  });

  it("fails for good on 401 and says why", async () => {
    const crm = await hubSpot();
    crm.script.set(CREATE, [401]);
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(server, "contact", validContact, "/contact");
    const delivery = await settled(server, id);
    expect(delivery).toMatchObject({ state: "failed", attempts: 1 });
    expect(delivery.lastError).toContain("answered 401");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(paths(crm)).toEqual([CREATE]);
  });
});

/** Erases a person as a signed-in owner would, from the lead page. */
async function erase(database: LeadsDatabase, server: TestServer, email: string) {
  await addOwner(database);
  const owner = asOwner(server, await signIn(server, database));
  const response = await owner({ method: "DELETE", url: ADMIN_API.person(email), body: {} });
  expect(response.statusCode).toBe(200);
  return response.json<ErasureAnswer>();
}

/** The activity entry of the erasure, as the activity page reads it. */
async function erasureDetail({ db }: LeadsDatabase) {
  const rows = await db
    .selectFrom("activity_log")
    .selectAll()
    .where("action", "=", "erase")
    .execute();
  expect(rows).toHaveLength(1);
  return JSON.parse(rows[0]!.detail) as ActivityEntry["detail"];
}

async function erasureSettles(database: LeadsDatabase) {
  await vi.waitFor(
    async () => expect((await erasureDetail(database)).hubspot).not.toBe("pending"),
    {
      timeout: 8000,
      interval: 20,
    },
  );
  return erasureDetail(database);
}

/** What is left of the address anywhere in the database once the delete is done. */
async function traces({ db }: LeadsDatabase, email: string) {
  const queued = await db.selectFrom("crm_erasures").selectAll().execute();
  const log = await db.selectFrom("activity_log").selectAll().execute();
  return [...queued, ...log].filter((row) => JSON.stringify(row).includes(email));
}

const gdprDeletes = (crm: FakeHubSpot) => crm.requests.filter(({ path }) => path === GDPR_DELETE);

describe.each<DatabaseKind>(["sqlite", "postgres"])("HubSpot GDPR delete on %s", (kind) => {
  it("sends one GDPR delete of an erased person's contact, then keeps no trace of the address", async () => {
    const crm = await hubSpot();
    const database = await freshDatabase(kind);
    const server = await serverOn(database, crm);
    const id = await post(server, "contact", validContact, "/contact");
    await settled(server, id);

    expect(await erase(database, server, " Ada@Example.com ")).toEqual({ leads: 1, hubspot: true });
    expect(await erasureSettles(database)).toEqual({
      leads: 1,
      hubspot: "deleted",
      hubspotAttempts: 1,
    });
    const [request, ...others] = gdprDeletes(crm);
    expect(others).toEqual([]);
    expect(request!.headers.authorization).toBe("Bearer pat-test-token");
    expect(request!.body).toEqual({ objectId: "ada@example.com", idProperty: "email" });
    expect(await traces(database, "ada@example.com")).toEqual([]);
  });

  it("retries a GDPR delete after a 429 and 5xx answers, as deliveries are retried", async () => {
    const crm = await hubSpot();
    crm.script.set(GDPR_DELETE, [{ status: 429, headers: { "retry-after": "0" } }, 500, 503]);
    const database = await freshDatabase(kind);
    const server = await serverOn(database, crm);

    expect(await erase(database, server, "ada@example.com")).toEqual({ leads: 0, hubspot: true });
    expect(await erasureSettles(database)).toEqual({
      leads: 0,
      hubspot: "deleted",
      hubspotAttempts: 4,
    });
    expect(gdprDeletes(crm)).toHaveLength(4);
    expect(await traces(database, "ada@example.com")).toEqual([]);
  });

  it("shows a delete waiting for its retry, with its attempts and the reason but not the answer", async () => {
    const crm = await hubSpot();
    crm.script.set(GDPR_DELETE, [500]);
    const database = await freshDatabase(kind);
    const server = await serverOn(database, crm, { LEADS_RETRY_BASE_MS: "600000" });

    await erase(database, server, "ada@example.com");
    await vi.waitFor(async () => expect((await erasureDetail(database)).hubspotAttempts).toBe(1), {
      timeout: 8000,
      interval: 20,
    });
    expect(await erasureDetail(database)).toEqual({
      leads: 0,
      hubspot: "pending",
      hubspotAttempts: 1,
      hubspotError: "HubSpot answered 500",
    });
    // Until it is done, the address waits in the queue, and nowhere else.
    const queued = await database.db.selectFrom("crm_erasures").selectAll().execute();
    expect(queued.map(({ email }) => email)).toEqual(["ada@example.com"]);
    expect(Date.parse(queued[0]!.next_attempt_at)).toBeGreaterThan(Date.now() + 60_000);
  });

  it("fails a refused delete for good, says why, and forgets the address", async () => {
    const crm = await hubSpot();
    crm.script.set(GDPR_DELETE, [403]);
    const database = await freshDatabase(kind);
    const server = await serverOn(database, crm);

    await erase(database, server, "ada@example.com");
    expect(await erasureSettles(database)).toEqual({
      leads: 0,
      hubspot: "failed",
      hubspotAttempts: 1,
      hubspotError: "HubSpot answered 403",
    });
    expect(gdprDeletes(crm)).toHaveLength(1);
    expect(await traces(database, "ada@example.com")).toEqual([]);
  });

  it("erased while its contact is being created: no note follows, and the delete comes after", async () => {
    const crm = await hubSpot();
    const releaseCreate = crm.pause(CREATE);
    const database = await freshDatabase(kind);
    // The delete waits for the lease of a delivery that may be under way: three timeouts.
    // A create cut off by its timeout (a busy machine may take that long to erase) is not tried
    // again meanwhile: the erase, not a retry, is what follows it.
    const server = await serverOn(database, crm, {
      LEADS_DELIVERY_TIMEOUT_MS: "1000",
      LEADS_RETRY_BASE_MS: "600000",
    });
    await post(server, "contact", validContact, "/contact");
    await vi.waitFor(() => expect(paths(crm)).toEqual([CREATE]), { timeout: 5000, interval: 10 });

    expect(await erase(database, server, "ada@example.com")).toEqual({ leads: 1, hubspot: true });
    releaseCreate();
    expect(await erasureSettles(database)).toMatchObject({ hubspot: "deleted" });
    expect(paths(crm)).toEqual([CREATE, GDPR_DELETE]);
    expect(await database.db.selectFrom("lead_deliveries").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("leads").selectAll().execute()).toEqual([]);
  });
});
