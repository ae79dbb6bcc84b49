import { afterEach, describe, expect, it, vi } from "vitest";

import { ADMIN_API } from "~/lib/admin-api";

import { buildServer } from "../../server/app";
import type { LeadsDatabase } from "../../server/db/database";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import {
  type DatabaseKind,
  type TestServer,
  fixtureClientDir,
  freshDatabase,
  startFakeHubSpot,
  startMailServer,
  testEnv,
} from "./helpers";

/** A person whose name and address are found nowhere else. */
const PERSON = {
  firstName: "Quillon",
  lastName: "Vexbridge",
  email: "quillon.vexbridge@zqxvpost.net",
  company: "Vexbridge Holdings",
  message: "Please call Quillon about the Zephyrwick migration.",
};

/** Every spelling of the person's text a log line could hold: as typed, lower-cased, in a URL. */
const PERSONAL_TEXT = [PERSON.firstName, PERSON.lastName, PERSON.email, "zqxvpost", "Zephyrwick"]
  .flatMap((text) => [text, text.toLowerCase(), encodeURIComponent(text)])
  .filter((text, index, all) => all.indexOf(text) === index);

const clientDir = fixtureClientDir();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  [key: string]: unknown;
}

/** A server on the database whose log, at level info, the test reads. */
async function loggedServer(database: LeadsDatabase, env: Record<string, string> = {}) {
  const lines: string[] = [];
  const server = await buildServer({
    env: testEnv({ LOG_LEVEL: "info", ...env }),
    clientDir,
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await server.ready();
  cleanups.push(() => server.close());
  return {
    server,
    /** The whole log as written. */
    text: () => lines.join(""),
    entries: () => lines.map((line) => JSON.parse(line) as LogLine),
  };
}

/** Each request as the log tells it: method and route from its first line, status from its last. */
function requestsIn(entries: LogLine[]) {
  const requests = new Map<string, { method?: string; url?: string; statusCode?: number }>();
  for (const entry of entries) {
    if (!entry.reqId) continue;
    const request = requests.get(entry.reqId) ?? {};
    if (entry.msg === "incoming request") {
      request.method = entry.req?.method;
      request.url = entry.req?.url;
    }
    if (entry.msg === "request completed") request.statusCode = entry.res?.statusCode;
    requests.set(entry.reqId, request);
  }
  return [...requests.values()];
}

async function post(server: TestServer, data: Record<string, unknown>) {
  const response = await server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ form: "contact", data, page: "/contact" }),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("the server's log on %s", (kind) => {
  it("keeps the method, route and status of searches, exports, erasures and mistyped addresses, without the person's text", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const { server, text, entries } = await loggedServer(database);
    await post(server, PERSON);
    const owner = asOwner(server, await signIn(server, database));

    const asked = [
      [owner({ url: `${ADMIN_API.leads}?q=${encodeURIComponent(PERSON.lastName)}` }), 200],
      [owner({ url: `${ADMIN_API.export}?format=csv&q=${encodeURIComponent(PERSON.email)}` }), 200],
      [owner({ url: ADMIN_API.person(PERSON.email) }), 200],
      [owner({ method: "DELETE", url: ADMIN_API.person(PERSON.email), body: {} }), 200],
      [owner({ url: `${ADMIN_API.people}/${PERSON.email}` }), 404],
      [owner({ url: ADMIN_API.lead(PERSON.email) }), 404],
      [server.inject({ url: `/${PERSON.firstName}/${PERSON.email}` }), 404],
      [server.inject({ method: "POST", url: `/${PERSON.email}` }), 404],
      [server.inject({ url: `/contact?email=${encodeURIComponent(PERSON.email)}` }), 200],
    ] as const;
    for (const [response, status] of asked) expect((await response).statusCode).toBe(status);

    const log = text();
    for (const personal of PERSONAL_TEXT) expect(log).not.toContain(personal);
    expect(requestsIn(entries())).toEqual(
      expect.arrayContaining([
        { method: "GET", url: ADMIN_API.leads, statusCode: 200 },
        { method: "GET", url: ADMIN_API.export, statusCode: 200 },
        { method: "GET", url: ADMIN_API.people, statusCode: 200 },
        { method: "DELETE", url: ADMIN_API.people, statusCode: 200 },
        // Taken by the site's catch-all route: the route, not the path typed.
        { method: "GET", url: "/*", statusCode: 404 },
        { method: "GET", url: `${ADMIN_API.leads}/:id`, statusCode: 404 },
        // Taken by no route at all: nothing of the path.
        { method: "POST", url: undefined, statusCode: 404 },
        { method: "GET", url: "/contact", statusCode: 200 },
      ]),
    );
  });

  it("says the status code of a failed HubSpot delivery, never HubSpot's answer quoting the person", async () => {
    const database = await freshDatabase(kind);
    const crm = await startFakeHubSpot();
    cleanups.push(() => crm.close());
    const quoting = (status: number) => ({
      status,
      body: {
        status: "error",
        message: `Contact ${PERSON.email} (${PERSON.firstName} ${PERSON.lastName}) was refused`,
      },
    });
    crm.script.set("/crm/v3/objects/contacts", [quoting(503), quoting(400)]);
    const { server, text, entries } = await loggedServer(database, {
      HUBSPOT_ACCESS_TOKEN: "pat-test-token",
      HUBSPOT_API_BASE: crm.url,
      LEADS_RETRY_BASE_MS: "20",
      LEADS_POLL_MS: "25",
    });
    const id = await post(server, PERSON);
    const hubspot = async () =>
      (await server.leads.find(id))!.deliveries.find(({ channel }) => channel === "hubspot")!;
    await vi.waitFor(async () => expect((await hubspot()).state).toBe("failed"), {
      timeout: 8000,
      interval: 20,
    });

    // The answer stays where the owner reads it, and goes when the person is erased.
    expect((await hubspot()).lastError).toContain(PERSON.email);
    // The worker logs the final failure after it marks the delivery failed.
    await vi.waitFor(
      () =>
        expect(
          entries()
            .filter(({ msg }) => msg.startsWith("lead delivery failed"))
            .map(({ level, msg, channel, status }) => ({ level, msg, channel, status })),
        ).toEqual([
          { level: 40, msg: "lead delivery failed", channel: "hubspot", status: 503 },
          { level: 50, msg: "lead delivery failed for good", channel: "hubspot", status: 400 },
        ]),
      { timeout: 8000, interval: 20 },
    );
    for (const personal of PERSONAL_TEXT) expect(text()).not.toContain(personal);
  });

  it("says the reply code of a refused confirmation e-mail, never the mail server's words", async () => {
    const database = await freshDatabase(kind);
    const mail = await startMailServer([PERSON.email]);
    cleanups.push(() => mail.close());
    const { server, text, entries } = await loggedServer(database, {
      SMTP_URL: mail.url,
      MAIL_FROM: "Grevvy <hello@grevvy.example>",
    });
    const id = await post(server, PERSON);
    // The log line is written after the delivery is marked failed, and the log's stream may
    // take a moment on a loaded machine: both are awaited.
    await vi.waitFor(
      async () => {
        expect(
          (await server.leads.find(id))!.deliveries.find(
            ({ channel }) => channel === "confirmation-email",
          )!.state,
        ).toBe("failed");
        expect(
          entries()
            .filter(({ msg }) => msg === "lead delivery failed for good")
            .map(({ channel, status }) => ({ channel, status })),
        ).toEqual([{ channel: "confirmation-email", status: 550 }]);
      },
      { timeout: 8000, interval: 20 },
    );
    for (const personal of PERSONAL_TEXT) expect(text()).not.toContain(personal);
  });
});
