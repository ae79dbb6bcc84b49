import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach } from "vitest";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

import { buildServer } from "../../server/app";
import { type LeadsDatabase, openDatabase } from "../../server/db/database";
import type { Database } from "../../server/db/schema";
import { type Env, envSchema } from "../../server/env";
import type { PageRenderer } from "../../server/pages/on-demand-pages";
import { workerDatabaseUrl } from "./worker-databases";

/** This worker's own PostgreSQL database (worker-databases.ts). */
export const TEST_DATABASE_URL = workerDatabaseUrl(Number(process.env.VITEST_POOL_ID ?? 1));

export function tempDir(prefix: string) {
  return mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

/**
 * A tiny prerendered site: a few pages, the form problems page, a 404 page and one hashed asset.
 * As in the build, no page rendered on demand has a file: every server registers those paths.
 */
export function fixtureClientDir(): string {
  const dir = tempDir("grevvy-client");
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>document.documentElement.dataset.x="1"</script></head><body><h1>${title}</h1></body></html>`;
  writeFileSync(path.join(dir, "index.html"), page("Home"));
  // Where Astro writes the 404 page.
  writeFileSync(path.join(dir, "404.html"), page("Oops! Page not found"));
  for (const [folder, title] of [
    ["contact", "Contact"],
    ["terms", "Terms of Service"],
    ["admin", "Leads"],
    ["admin/lead", "Lead"],
    ["privacy", "Privacy Policy"],
  ]) {
    mkdirSync(path.join(dir, folder!), { recursive: true });
    writeFileSync(path.join(dir, folder!, "index.html"), page(title!));
  }
  writeFileSync(
    path.join(dir, "privacy", "index.html"),
    page("Privacy Policy").replace(
      "</h1>",
      '</h1><p data-legal-slot="retention" class="leading-relaxed">We keep a submission for as long as we need it.</p>',
    ),
  );
  mkdirSync(path.join(dir, "form-problems"));
  writeFileSync(
    path.join(dir, "form-problems", "index.html"),
    page("Please check the form").replace("</h1>", '</h1><div id="form-problems"></div>'),
  );
  writeFileSync(path.join(dir, "index.html.br"), "");
  mkdirSync(path.join(dir, "guides"));
  writeFileSync(path.join(dir, "guides", "guide.html"), "<!doctype html><title>The Guide</title>");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log(1);\n");
  return dir;
}

/**
 * Tests store leads with fixed dates: spam is kept far longer than by default, so that the
 * retention job every server runs at start-up leaves them alone as the calendar moves on.
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return envSchema.parse({
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "1000",
    SPAM_RETENTION_DAYS: "36500",
    ...overrides,
  });
}

export type TestServer = Awaited<ReturnType<typeof buildServer>>;

/**
 * Starts servers on the fixture site (with the pages rendered on demand by `pageRenderer`, if
 * given), each on the database it is given and closed after its test. Call once per file, at its
 * top level.
 */
export function testServers({ pageRenderer }: { pageRenderer?: PageRenderer } = {}) {
  const clientDir = fixtureClientDir();
  const open: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()));
  });
  return async function serverOn(database: LeadsDatabase, env: Record<string, string> = {}) {
    const server = await buildServer({ env: testEnv(env), clientDir, database, pageRenderer });
    await server.ready();
    open.push(server);
    return server;
  };
}

/** What a browser sends when it posts a form itself: form-encoded, asking for a page. */
export const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

export function browserPost(
  server: TestServer,
  fields: [string, string][] | string,
  referer = "http://localhost/contact",
) {
  return server.inject({
    method: "POST",
    url: "/api/leads",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: BROWSER_ACCEPT,
      referer,
    },
    payload: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
  });
}

export type DatabaseKind = "sqlite" | "postgres";

/** A fresh, empty leads database of the given kind. */
export async function freshDatabase(kind: DatabaseKind): Promise<LeadsDatabase> {
  if (kind === "sqlite") {
    return openDatabase({ SQLITE_PATH: path.join(tempDir("grevvy-db"), "leads.db") });
  }
  const database = await openDatabase({ DATABASE_URL: TEST_DATABASE_URL, SQLITE_PATH: "unused" });
  const tables = await publicTables(database.db);
  await sql`truncate table ${sql.join(tables.map((name) => sql.id(name)))} cascade`.execute(
    database.db,
  );
  return database;
}

async function publicTables(db: Kysely<Database>, options = { withInternalKyselyTables: false }) {
  const tables = await db.introspection.getTables(options);
  return tables
    .filter((table) => table.schema === "public" && !table.isView)
    .map(({ name }) => name);
}

/** A database of the given kind without any table, for tests of the migrations. */
export async function unmigratedDatabase(kind: DatabaseKind): Promise<LeadsDatabase> {
  if (kind === "sqlite") {
    const file = path.join(tempDir("grevvy-db"), "leads.db");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
    return { db, dialect: "sqlite" };
  }
  const database = await freshDatabase("postgres");
  for (const name of await publicTables(database.db, { withInternalKyselyTables: true })) {
    await sql`drop table if exists ${sql.id(name)} cascade`.execute(database.db);
  }
  return database;
}

/**
 * What a test endpoint answers: a status, or a status with headers (and, from the fake HubSpot,
 * a JSON body).
 */
export type Answer = number | { status: number; headers?: Record<string, string>; body?: unknown };

export interface Receiver {
  url: string;
  /** The requests it acknowledged with a 2xx. */
  received: { body: unknown; headers: http.IncomingHttpHeaders }[];
  /** Every request it saw, acknowledged or not. */
  requests: number;
  /** While set, requests are taken in and never answered (a delivery cut off mid-way). */
  hold: boolean;
  close(): Promise<void>;
}

/** A local webhook endpoint that answers from `answers` in order (then 200) and records. */
export async function startReceiver(answers: Answer[] = []): Promise<Receiver> {
  const queue = [...answers];
  const received: Receiver["received"] = [];
  const receiver = { hold: false, requests: 0 };
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      receiver.requests += 1;
      if (receiver.hold) return;
      const answer = queue.shift() ?? 200;
      const { status, headers } = typeof answer === "number" ? { status: answer } : answer;
      if (status < 300) received.push({ body: JSON.parse(body), headers: request.headers });
      response.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

export const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  message: "We would like help moving our sales team onto the CRM.",
};

export interface ReceivedMail {
  /** Envelope recipients, as the client gave them in RCPT TO. */
  recipients: string[];
  /** The message exactly as it arrived. */
  raw: string;
  parsed: ParsedMail;
}

export interface MailServer {
  url: string;
  received: ReceivedMail[];
  /** While set, messages are read and never acknowledged; `held` counts them. */
  hold: boolean;
  held: number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message and refuses the given addresses. */
export async function startMailServer(refused: readonly string[] = []): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const state = { hold: false, held: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.includes(address.address)) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.hold) {
          state.held += 1;
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        void simpleParser(raw).then((parsed) => {
          received.push({
            recipients: session.envelope.rcptTo.map(({ address }) => address),
            raw,
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export interface CrmRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it arrived. */
  raw: string;
  body: unknown;
}

export interface FakeHubSpot {
  url: string;
  requests: CrmRequest[];
  /** HubSpot's contacts by e-mail: add one to make an address known before a lead comes. */
  contacts: Map<string, { id: string; properties: Record<string, string> }>;
  /** Answers to give per path before the normal ones, in order. */
  script: Map<string, Answer[]>;
  /** While set, requests are recorded and never answered. */
  hold: boolean;
  /** Requests to `path` wait (recorded) until the returned function is called. */
  pause(path: string): () => void;
  close(): Promise<void>;
}

/**
 * A local server answering as HubSpot's CRM v3 API does: contact creation 201 with the new id,
 * or 409 CONFLICT naming the existing contact's id when the e-mail is taken; note creation
 * 201; GDPR delete 204 with no body; anything else (an update, an upsert) 404.
 * `script` queues other answers (429 with Retry-After, 500, 401) per path.
 */
export async function startFakeHubSpot(): Promise<FakeHubSpot> {
  const requests: CrmRequest[] = [];
  const script = new Map<string, Answer[]>();
  const paused = new Map<string, Promise<void>>();
  const contacts: FakeHubSpot["contacts"] = new Map();
  let notes = 0;
  let createdContacts = 0;
  const crm = {
    hold: false,
    pause(path: string) {
      let release = () => {};
      paused.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        paused.delete(path);
        release();
      };
    },
  };
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", async () => {
      const path = request.url ?? "";
      requests.push({ path, headers: request.headers, raw, body: JSON.parse(raw || "null") });
      if (crm.hold) return;
      await paused.get(path);
      const scripted = script.get(path)?.shift();
      const now = new Date().toISOString();
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        response
          .writeHead(status, { "content-type": "application/json", ...headers })
          .end(JSON.stringify(body));
      if (scripted !== undefined) {
        const { status, headers, body } =
          typeof scripted === "number" ? { status: scripted } : scripted;
        return json(
          status,
          body ?? { status: "error", message: `scripted ${status}`, category: "TEST" },
          headers,
        );
      }
      if (request.method === "POST" && path === "/crm/v3/objects/contacts") {
        const { properties } = JSON.parse(raw) as { properties: Record<string, string> };
        const existing = contacts.get(properties.email!);
        if (existing) {
          return json(409, {
            status: "error",
            message: `Contact already exists. Existing ID: ${existing.id}`,
            correlationId: "8c5d2f1e-0b3a-4c7e-9d61-2f4a8b9c0d1e",
            category: "CONFLICT",
          });
        }
        createdContacts += 1;
        const id = String(500 + createdContacts);
        contacts.set(properties.email!, { id, properties });
        return json(201, {
          id,
          properties: { ...properties, hs_object_id: id },
          createdAt: now,
          updatedAt: now,
          archived: false,
        });
      }
      if (request.method === "POST" && path === "/crm/v3/objects/notes") {
        notes += 1;
        const { properties } = JSON.parse(raw) as { properties: Record<string, string> };
        return json(201, {
          id: String(9000 + notes),
          properties: { ...properties, hs_object_id: String(9000 + notes) },
          createdAt: now,
          updatedAt: now,
          archived: false,
        });
      }
      if (request.method === "POST" && path === "/crm/v3/objects/contacts/gdpr-delete") {
        contacts.delete((JSON.parse(raw) as { objectId: string }).objectId);
        return response.writeHead(204).end();
      }
      json(404, { status: "error", message: "Not found", category: "OBJECT_NOT_FOUND" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(crm, {
    url: `http://127.0.0.1:${port}`,
    requests,
    contacts,
    script,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
