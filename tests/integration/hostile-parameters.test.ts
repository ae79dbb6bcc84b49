import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ADMIN_API, SESSION_COOKIE } from "~/lib/admin-api";
import { CLICK_ID_PARAMS, PAGE_VIEW_ENDPOINT, REFERRER_FIELD, UTM_PARAMS } from "~/lib/page-view";
import { LEADS_ENDPOINT } from "~/lib/submit-lead";

import { createSessions } from "../../server/admin/sessions";
import { type LeadsDatabase, openDatabase } from "../../server/db/database";
import { createLeadRepository } from "../../server/leads/repository";

import { OWNER, addOwner } from "./admin-helpers";
import {
  TEST_DATABASE_URL,
  type DatabaseKind,
  fixtureClientDir,
  freshDatabase,
  tempDir,
  validContact,
} from "./helpers";
import { killHard, serverBundle, startServer } from "./server-process";

/**
 * What an attacker types, each as it goes into a URL (percent-encoded, or malformed on purpose)
 * and as text in a JSON body.
 */
const HOSTILE: { label: string; url: string; text: string }[] = [
  { label: "NUL", url: "%00", text: "\u0000" },
  { label: "NUL after a valid value", url: "contact%00", text: "contact\u0000" },
  {
    label: "C0 controls and DEL",
    url: "%01%08%0B%0D%1B%7F",
    text: "\u0001\u0008\u000b\r\u001b\u007f",
  },
  { label: "a lone surrogate", url: "%ED%A0%80", text: "\ud800" },
  { label: "a very long string", url: "x".repeat(8000), text: "x".repeat(40_000) },
  { label: "SQL quotes", url: encodeURIComponent("' or ''='"), text: "'; drop table leads; --" },
  { label: "%00 as text", url: "%2500", text: "%00" },
  { label: "a malformed escape", url: "%E0%A4%", text: "%" },
];

/** The admin API's query parameters, per route, each sent on its own beside the given ones. */
const QUERY_PARAMETERS: { path: string; fixed?: string; names: string[] }[] = [
  { path: ADMIN_API.leads, names: ["form", "status", "delivery", "from", "to", "q", "cursor"] },
  {
    path: ADMIN_API.export,
    fixed: "format=csv",
    names: ["form", "status", "delivery", "from", "to", "q"],
  },
  { path: ADMIN_API.export, names: ["format"] },
  { path: ADMIN_API.activity, names: ["before"] },
  { path: ADMIN_API.people, names: ["email"] },
  // Routes without parameters are sent an unknown one.
  { path: ADMIN_API.session, names: ["x"] },
  { path: ADMIN_API.daily, names: ["x"] },
  { path: ADMIN_API.retention, names: ["x"] },
];

interface Probe {
  method: string;
  path: string;
  body?: unknown;
  /** A form-encoded body, exactly as written. */
  form?: string;
  /** A browser's user agent: the request is one the server counts (a page view). */
  browser?: boolean;
}

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36";

/** The page-view beacon's fields (app/lib/page-view.ts). */
const BEACON_FIELDS = ["path", REFERRER_FIELD, ...UTM_PARAMS, ...CLICK_ID_PARAMS];

/** Every hostile value in every query, path and body parameter the server reads. */
function probes(leadId: string, cursorOf: (text: string) => string): Probe[] {
  const all: Probe[] = [];
  for (const { url, text } of HOSTILE) {
    for (const { path: route, fixed, names } of QUERY_PARAMETERS) {
      for (const name of names) {
        const query = [fixed, `${name}=${url}`].filter(Boolean).join("&");
        all.push({ method: "GET", path: `${route}?${query}` });
        if (route === ADMIN_API.people) all.push({ method: "DELETE", path: `${route}?${query}` });
      }
    }
    // A cursor that decodes well, holding the value.
    all.push({ method: "GET", path: `${ADMIN_API.leads}?cursor=${cursorOf(text)}` });

    for (const id of [url, `${leadId}${url}`]) {
      const lead = `${ADMIN_API.leads}/${id}`;
      all.push(
        { method: "GET", path: lead },
        { method: "PATCH", path: lead, body: { status: "contacted" } },
        { method: "POST", path: `${lead}/notes`, body: { body: "A note" } },
        { method: "POST", path: `${lead}/deliveries/webhook/retry` },
      );
    }
    all.push(
      { method: "POST", path: `${ADMIN_API.leads}/${leadId}/deliveries/${url}/retry` },
      { method: "PATCH", path: `${ADMIN_API.leads}/${leadId}`, body: { status: text } },
      { method: "POST", path: `${ADMIN_API.leads}/${leadId}/notes`, body: { body: text } },
      { method: "POST", path: ADMIN_API.login, body: { email: text, password: "x" } },
      { method: "POST", path: ADMIN_API.login, body: { email: OWNER.email, password: text } },
      { method: "POST", path: ADMIN_API.secondFactor, body: { code: text } },
      { method: "POST", path: ADMIN_API.secondFactor, body: { recoveryCode: text } },
      { method: "POST", path: ADMIN_API.enrolment, body: { code: text } },
    );

    const lead = { form: "contact", data: validContact, page: "/contact" };
    for (const body of [
      { ...lead, form: text },
      { ...lead, page: text },
      { ...lead, page: `/contact${text}` },
      { ...lead, submissionId: text },
      { ...lead, qx_leave_blank: text },
      { ...lead, attribution: { firstTouch: { landingPage: text, at: text } } },
      ...Object.keys(validContact).map((field) => ({
        ...lead,
        data: { ...validContact, [field]: text },
      })),
      { ...lead, data: { ...validContact, [text]: "x" } },
    ]) {
      all.push({ method: "POST", path: LEADS_ENDPOINT, body });
    }
    for (const name of BEACON_FIELDS) {
      const form = name === "path" ? `path=/${url}` : `path=/&${name}=${url}`;
      all.push({ method: "POST", path: PAGE_VIEW_ENDPOINT, form, browser: true });
    }
    const fields = new URLSearchParams({ form: "contact", page: "/contact", ...validContact });
    for (const name of ["form", "page", "submissionId", ...Object.keys(validContact)]) {
      fields.delete(name);
      all.push({ method: "POST", path: LEADS_ENDPOINT, form: `${fields}&${name}=${url}` });
    }
  }
  return all;
}

async function sharedDatabase(kind: DatabaseKind): Promise<{
  database: LeadsDatabase;
  env: Record<string, string>;
}> {
  if (kind === "postgres") {
    return { database: await freshDatabase(kind), env: { DATABASE_URL: TEST_DATABASE_URL } };
  }
  const SQLITE_PATH = path.join(tempDir("grevvy-hostile"), "leads.db");
  return { database: await openDatabase({ SQLITE_PATH }), env: { SQLITE_PATH } };
}

const bundle = serverBundle();
beforeAll(() => bundle.build());
afterAll(() => bundle.remove());

describe.each<DatabaseKind>(["sqlite", "postgres"])("hostile parameters on %s", (kind) => {
  it("answers every one with a 2xx or 4xx and logs no error", { timeout: 120_000 }, async () => {
    const { database, env } = await sharedDatabase(kind);
    const repository = createLeadRepository(database.db, { channels: ["webhook"] });
    const { id: leadId } = await repository.insert({
      form: "contact",
      data: validContact,
      page: "/contact",
      userAgent: "test",
      status: "new",
    });
    await repository.outbox.markFailed(leadId, "webhook", "answered 500", null);
    const owner = await addOwner(database);
    const session = await createSessions(database.db).open(owner.id);
    await database.db.destroy();

    const server = await startServer(bundle.entry, { ...env, CLIENT_DIR: fixtureClientDir() });
    try {
      const cursorOf = (text: string) =>
        Buffer.from(JSON.stringify([text, leadId])).toString("base64url");
      const answers: string[] = [];
      for (const probe of probes(leadId, cursorOf)) {
        const response = await fetch(`${server.url}${probe.path}`, {
          method: probe.method,
          headers: {
            origin: server.url,
            "sec-fetch-site": "same-origin",
            cookie: `${SESSION_COOKIE}=${session}`,
            ...(probe.browser ? { "user-agent": BROWSER } : {}),
            ...(probe.body === undefined ? {} : { "content-type": "application/json" }),
            ...(probe.form === undefined
              ? {}
              : { "content-type": "application/x-www-form-urlencoded" }),
          },
          body: probe.form ?? (probe.body === undefined ? undefined : JSON.stringify(probe.body)),
        });
        await response.arrayBuffer();
        if (response.status >= 500 || response.status < 200) {
          answers.push(`${probe.method} ${probe.path.slice(0, 120)} → ${response.status}`);
        }
      }
      expect(answers).toEqual([]);
      const errors = server
        .log()
        .filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
      expect(errors).toEqual([]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await killHard(server.child);
    }
  });
});
