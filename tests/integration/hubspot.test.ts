import { afterEach, describe, expect, it, vi } from "vitest";

import type { LeadsDatabase } from "../../server/db/database";

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

const UPSERT = "/crm/v3/objects/contacts/batch/upsert";
const NOTES = "/crm/v3/objects/notes";

async function hubSpot() {
  const started = await startFakeHubSpot();
  cleanups.push(() => started.close());
  return started;
}

const startServer = testServers();

function serverOn(database: LeadsDatabase, crm: FakeHubSpot) {
  return startServer(database, {
    HUBSPOT_ACCESS_TOKEN: "pat-test-token",
    HUBSPOT_API_BASE: crm.url,
    LEADS_RETRY_BASE_MS: "40",
    LEADS_POLL_MS: "25",
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
  it("upserts the contact by e-mail, then adds one note with the whole lead", async () => {
    const crm = await hubSpot();
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(server, "contact", validContact, "/contact");
    expect(await settled(server, id)).toMatchObject({ state: "delivered", attempts: 1 });
    expect(paths(crm)).toEqual([UPSERT, NOTES]);
    const [upsert, note] = crm.requests;
    expect(upsert!.headers.authorization).toBe("Bearer pat-test-token");
    expect(upsert!.body).toEqual({
      inputs: [
        {
          idProperty: "email",
          id: "ada@example.com",
          properties: {
            email: "ada@example.com",
            firstname: "Ada",
            lastname: "Lovelace",
            company: "Analytical Engines",
            lifecyclestage: "lead",
            hs_lead_status: "NEW",
          },
        },
      ],
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
    expect(
      (crm.requests[0]!.body as { inputs: { properties: unknown }[] }).inputs[0]!.properties,
    ).toEqual({
      email: "grace@example.com",
      firstname: "Grace",
      lastname: "Brewster Hopper",
      phone: "+1 555 0100",
      lifecyclestage: "lead",
      hs_lead_status: "NEW",
    });
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    const crm = await hubSpot();
    crm.script.set(UPSERT, [{ status: 429, headers: { "retry-after": "2" } }]);
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(server, "contact", validContact, "/contact");
    await vi.waitFor(async () => expect((await crmDelivery(server, id)).attempts).toBe(1), {
      timeout: 5000,
      interval: 20,
    });
    const waiting = await crmDelivery(server, id);
    expect(waiting.lastError).toMatch(
      /^HubSpot \/crm\/v3\/objects\/contacts\/batch\/upsert answered 429/,
    );
    // The back-off alone would retry after 40 ms; HubSpot asked for two seconds.
    expect(Date.parse(waiting.nextAttemptAt) - Date.now()).toBeGreaterThan(1000);
    expect(await settled(server, id)).toMatchObject({ state: "delivered", attempts: 2 });
    expect(paths(crm)).toEqual([UPSERT, UPSERT, NOTES]);
  });

  it("retries a failed note without a second upsert or a second note", async () => {
    const crm = await hubSpot();
    crm.script.set(NOTES, [500, 503]);
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(server, "contact", validContact, "/contact");
    expect(await settled(server, id)).toMatchObject({ state: "delivered", attempts: 3 });
    expect(paths(crm)).toEqual([UPSERT, NOTES, NOTES, NOTES]);
  });

  it("fails for good on 401 and says why", async () => {
    const crm = await hubSpot();
    crm.script.set(UPSERT, [401]);
    const server = await serverOn(await freshDatabase(kind), crm);
    const id = await post(server, "contact", validContact, "/contact");
    const delivery = await settled(server, id);
    expect(delivery).toMatchObject({ state: "failed", attempts: 1 });
    expect(delivery.lastError).toContain("answered 401");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(paths(crm)).toEqual([UPSERT]);
  });
});
