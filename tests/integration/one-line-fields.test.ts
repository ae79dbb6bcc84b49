import { afterEach, describe, expect, it, vi } from "vitest";

import { thankYouPath } from "~/content/lead-form-pages";
import { HONEYPOT_FIELD } from "~/lib/submit-lead";

import {
  type DatabaseKind,
  type TestServer,
  freshDatabase,
  startFakeHubSpot,
  startMailServer,
  testServers,
  validContact,
} from "./helpers";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const serverOn = testServers();

/** The probe's reproductions (issue 49): each would be a "Label: value" line of its own. */
const FORGED_NAME = "Ada\r\nBcc: victim@evil.test";
const FORGED_COMPANY = "C\nLabel: forged";
const FORGED_PHONE = "+44 20 7946 0000\u2028Label: forged";

/** A line a visitor forged: one that starts with a label they typed. */
const FORGED_LINE = /^\s*(?:Bcc|Label):/m;

/** The lines of a CRM note's HTML, as it shows: each tag ends a line. */
function noteLines(html: string): string {
  return html.replace(/<[^>]*>/g, "\n");
}

async function settled(server: TestServer, id: string) {
  await vi.waitFor(
    async () => {
      const states = (await server.leads.find(id))!.deliveries.map(({ state }) => state);
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((state) => state === "delivered")).toBe(true);
    },
    { timeout: 10_000, interval: 25 },
  );
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("one-line fields on %s", (kind) => {
  it("store, notify and send to the CRM a line break typed in one as a space", async () => {
    const mail = await startMailServer();
    const crm = await startFakeHubSpot();
    cleanups.push(
      () => mail.close(),
      () => crm.close(),
    );
    const server = await serverOn(await freshDatabase(kind), {
      SMTP_URL: mail.url,
      MAIL_FROM: "Grevvy <hello@grevvy.example>",
      LEADS_NOTIFY_TO: "sales@grevvy.example",
      HUBSPOT_ACCESS_TOKEN: "pat-one-line",
      HUBSPOT_API_BASE: crm.url,
      LEADS_RETRY_BASE_MS: "20",
      LEADS_POLL_MS: "25",
    });

    // A script's post (JSON) and a browser's own post (form-encoded), as the probe sent them.
    const json = await server.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        form: "trainer-call",
        page: "/grevvy-ai-trainer",
        data: {
          fullName: FORGED_NAME,
          workEmail: "ada@customer.example",
          phone: FORGED_PHONE,
          message: "First line\nSecond line",
        },
      }),
    });
    expect(json.statusCode).toBe(201);
    const posted = await server.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: new URLSearchParams({
        form: "contact",
        page: "/contact",
        [HONEYPOT_FIELD]: "",
        ...validContact,
        email: "grace@customer.example",
        firstName: FORGED_NAME,
        company: FORGED_COMPANY,
        message: "First line\r\nSecond line",
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(thankYouPath("contact"));

    const leads = await server.leads.list();
    expect(leads.map(({ form, data }) => ({ form, data }))).toEqual([
      {
        form: "trainer-call",
        data: {
          fullName: "Ada Bcc: victim@evil.test",
          workEmail: "ada@customer.example",
          phone: "+44 20 7946 0000 Label: forged",
          message: "First line\nSecond line",
        },
      },
      {
        form: "contact",
        data: {
          ...validContact,
          email: "grace@customer.example",
          firstName: "Ada Bcc: victim@evil.test",
          company: "C Label: forged",
          message: "First line\nSecond line",
        },
      },
    ]);
    for (const { id } of leads) await settled(server, id);

    // The sales notices: the typed text is there, on the line of its own label.
    const notices = mail.received.filter(({ recipients }) =>
      recipients.includes("sales@grevvy.example"),
    );
    expect(notices).toHaveLength(2);
    for (const { parsed } of notices) {
      expect(parsed.text).toContain("Ada Bcc: victim@evil.test");
      expect(parsed.text).not.toMatch(FORGED_LINE);
      expect(parsed.text).toContain("First line\nSecond line");
    }

    // HubSpot: no property holds a line break, and no note line starts with a forged label.
    const bodies = crm.requests.map(({ body }) => body as { inputs?: unknown[] } | null);
    const properties = bodies.flatMap((body) =>
      [body, ...(body?.inputs ?? [])].flatMap((item) =>
        Object.entries((item as { properties?: Record<string, unknown> })?.properties ?? {}),
      ),
    );
    const notes = properties.filter(([name]) => name === "hs_note_body").map(([, note]) => note);
    expect(notes).toHaveLength(2);
    for (const note of notes) expect(noteLines(String(note))).not.toMatch(FORGED_LINE);
    expect(notes.join("\n")).toContain("Ada Bcc: victim@evil.test");
    const others = properties.filter(([name]) => name !== "hs_note_body");
    expect(others.length).toBeGreaterThan(0);
    for (const [, value] of others) expect(String(value)).not.toMatch(/[\r\n\u2028\u2029]/);
  });
});
