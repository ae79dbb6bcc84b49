import path from "node:path";

import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";

import { openDatabase } from "../../server/db/database";
import { leadsToCsv } from "../../server/leads/export";
import { aiToolChoice } from "~/content/ai-tools";
import { cheatSheetChoice } from "~/content/cheat-sheets";
import { leadFormPath, thankYouPath } from "~/content/lead-form-pages";
import { leadFieldLabel } from "~/content/lead-forms";
import { HONEYPOT_FIELD } from "~/lib/submit-lead";
import { emailField, leadWithEmail, validLeads } from "../support/valid-leads";

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

/** What a browser sends when it posts a form itself: form-encoded, asking for a page. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

function browserPost(
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

function jsonPost(server: TestServer, body: unknown) {
  return server.inject({
    method: "POST",
    url: "/api/leads",
    headers: { "content-type": "application/json", accept: "application/json" },
    payload: JSON.stringify(body),
  });
}

/** Where the problems page's "Back to the form" link leads. */
function backLink(html: string): string | undefined {
  return /<a href="([^"]*)"[^>]*>Back to the form<\/a>/.exec(html)?.[1];
}

/** The contact form's fields as a browser posts them, `extra` in place of those it names. */
const contactFields = (extra: [string, string][] = []): [string, string][] => [
  ...(
    [
      ["form", "contact"],
      ["page", "/contact"],
      ["submissionId", ""],
      [HONEYPOT_FIELD, ""],
      ...Object.entries(validContact),
    ] as [string, string][]
  ).filter(([name]) => !extra.some(([replaced]) => replaced === name)),
  ...extra,
];

const lead = { form: "contact", data: validContact, page: "/contact" };

/**
 * A message of its own for a post meant as a lead of its own: the same content from the same
 * client within minutes is the first lead again (server/leads/repeat-sends.ts).
 */
let messages = 0;
const newMessage = () => `${validContact.message} (${(messages += 1)})`;
const another = () => ({ ...lead, data: { ...validContact, message: newMessage() } });

describe.each<DatabaseKind>(["sqlite", "postgres"])("lead posts on %s", (kind) => {
  it("takes a browser's own form post and answers 303 to the form's thank-you page", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await browserPost(server, contactFields());
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(thankYouPath("contact"));
    const [lead] = await server.leads.list();
    expect(lead).toMatchObject({
      form: "contact",
      page: "/contact",
      status: "new",
      data: validContact,
    });
  });

  it("drops invisible formatting characters from every field of a browser's own post", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await browserPost(server, [
      ["form", "contact"],
      ["page", "/contact\u200B"],
      ["firstName", "\u202EAda"],
      ["lastName", "Love\u200Dlace\uFEFF"],
      ["email", "ada@example.com"],
      ["company", "\u2067Analytical Engines\u2069"],
      ["message", "Please\u200E look at https://example.com/\u202Efdp.exe soon"],
    ]);
    expect(response.statusCode).toBe(303);
    const [lead] = await server.leads.list();
    expect(lead).toMatchObject({
      page: "/contact",
      data: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines",
        message: "Please look at https://example.com/fdp.exe soon",
      },
    });
  });

  it("gives a browser's own post the campaign of the page it was sent from, never touches it carries", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const touch = { landingPage: "/?utm_source=forged", utm_source: "forged", at: "2026-11-01" };
    const posted = await browserPost(
      server,
      contactFields([
        ["firstTouch", JSON.stringify(touch)],
        ["lastTouch", JSON.stringify(touch)],
      ]),
      "http://localhost/contact?utm_source=news\u200Bletter&utm_campaign=autumn&gclid=g1&x=y",
    );
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(thankYouPath("contact"));
    // A script's post made without any page view of the day, with the touches it once sent.
    const scripted = await jsonPost(server, {
      ...another(),
      attribution: { firstTouch: touch, lastTouch: touch },
    });
    expect(scripted.statusCode).toBe(201);
    // A post from another site's page says nothing of where the visitor came from.
    await browserPost(
      server,
      contactFields([["message", newMessage()]]),
      "https://elsewhere.example/contact?utm_source=forged",
    );
    const stored = (await server.leads.list()).map((entry) => entry.attribution);
    expect(stored).toEqual([
      {
        lastTouch: {
          landingPage: "/contact",
          utm_source: "newsletter",
          utm_campaign: "autumn",
          gclid: "g1",
          at: expect.any(String),
        },
      },
      null,
      null,
    ]);
  });

  it("takes the item a card's link named in the page's address, only from this site's page and the catalog", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const [tool, otherTool] = aiToolChoice.items;
    const sheet = cheatSheetChoice.items[2]!;
    // Each post from its own visitor, told apart by the address.
    const fields = (form: "ai-tools" | "cheat-sheet", visitor: number, extra = {}) => [
      ["form", form],
      ["page", form === "ai-tools" ? "/resources/ai-tools" : "/resources/cheat-sheets"],
      ...Object.entries({ ...validLeads[form], email: `visitor${visitor}@example.com`, ...extra }),
    ];
    const posts: [string[][], string, string][] = [
      [fields("ai-tools", 1), `http://localhost/resources/ai-tools?tool=${tool!.id}`, tool!.title],
      [
        fields("cheat-sheet", 2),
        `http://localhost/resources/cheat-sheets?sheet=${sheet.id}`,
        sheet.title,
      ],
      // What the visitor sent wins; an id the catalog lacks and another site's address name
      // nothing.
      [
        fields("ai-tools", 3, { tool: otherTool!.title }),
        `http://localhost/resources/ai-tools?tool=${tool!.id}`,
        otherTool!.title,
      ],
      [fields("ai-tools", 4), "http://localhost/resources/ai-tools?tool=Call+me", ""],
      [
        fields("cheat-sheet", 5),
        `https://evil.example/resources/cheat-sheets?sheet=${sheet.id}`,
        "",
      ],
    ];
    for (const [posted, referer] of posts) {
      const response = await browserPost(server, posted as [string, string][], referer);
      expect(response.statusCode, referer).toBe(303);
    }
    const chosen = Object.fromEntries(
      (await server.leads.list()).map((lead) => [
        lead.data.email,
        lead.data.tool ?? lead.data.cheatSheet,
      ]),
    );
    expect(chosen).toEqual(
      Object.fromEntries(
        posts.map(([, , title], index) => [`visitor${index + 1}@example.com`, title]),
      ),
    );
  });

  it("answers form-encoded JSON clients with JSON, 201 and the id", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await server.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: new URLSearchParams(contactFields()).toString(),
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect((await server.leads.list()).map((lead) => lead.id)).toEqual([id]);
  });

  it("rebuilds checkboxes, checkbox groups and numbers as the form's script would send them", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const post = (form: string, fields: [string, string][]) =>
      browserPost(server, [["form", form], ["page", "/x"], ...fields]);
    expect(
      (
        await post("app-consultation", [
          ["firstName", "Ada"],
          ["lastName", "Lovelace"],
          ["email", "ada@example.com"],
          ["companyName", "Engines"],
          ["appType", "Web App"],
          ["appType", "Mobile App"],
          ["features", "A portal for our customers to book visits."],
          ["budgetRange", "$10,000 - $50,000"],
        ])
      ).statusCode,
    ).toBe(303);
    expect(
      (
        await post("lead-interest", [
          ["firstName", "Ada"],
          ["lastName", "Lovelace"],
          ["email", "ada@example.com"],
          ["standardList", "on"],
        ])
      ).statusCode,
    ).toBe(303);
    expect(
      (
        await post("presentation-quote", [
          ["name", "Ada"],
          ["email", "ada@example.com"],
          ["company", "Engines"],
          ["details", "A board deck"],
          ["slides", "12"],
        ])
      ).statusCode,
    ).toBe(303);
    const [app, lists, quote] = await server.leads.list();
    expect(app!.data.appType).toEqual(["Web App", "Mobile App"]);
    expect(lists!.data).toMatchObject({ basicList: false, standardList: true, premiumList: false });
    expect(quote!.data.slides).toBe(12);
  });

  it("answers an invalid browser post with a 400 page listing each problem in the form's words", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await browserPost(server, [
      ["form", "contact"],
      ["page", "/contact"],
      ["firstName", "A"],
      ["lastName", "Lovelace"],
      ["email", "not-an-email"],
      ["company", "<b>Engines</b>"],
      ["message", "short"],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toContain("form-action 'self'");
    const html = response.body;
    expect(html).toContain("<strong");
    for (const [label, message] of [
      ["First Name", "First name must be at least 2 characters."],
      ["Email", "Please enter a valid email address."],
      ["Message", "Message must be at least 10 characters."],
    ]) {
      expect(html).toMatch(new RegExp(`${label}</strong>: <span[^>]*>${message}</span>`));
    }
    expect(backLink(html)).toBe("/contact");
    // Nothing the visitor typed is echoed into the page or a URL.
    expect(html).not.toContain("not-an-email");
    expect(html).not.toContain("Engines");
    expect(await server.leads.count()).toBe(0);
  });

  it("answers a browser's own post of an address only a browser's e-mail field takes with the problems page, in each form's words", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const browserChecked = [
      "free-guide",
      "trainer-demo",
      "trainer-call",
      "presentation-quote",
      "lead-interest",
      "ai-tools",
      "cheat-sheet",
    ] as const;
    for (const form of browserChecked) {
      for (const address of ["jo@localhost", "a%b@x.com", "x!y@x.com", "a..b@example.com"]) {
        const fields = Object.entries(leadWithEmail(form, address)).map(
          ([name, value]) => [name, String(value)] as [string, string],
        );
        const response = await browserPost(server, [
          ["form", form],
          ["page", leadFormPath(form)],
          ...fields,
        ]);
        expect(response.statusCode, `${form} ${address}`).toBe(400);
        const label = leadFieldLabel(form, emailField(form));
        expect(response.body).toMatch(
          new RegExp(`${label}</strong>: <span[^>]*>Please enter a valid email address</span>`),
        );
        expect(backLink(response.body)).toBe(leadFormPath(form));
        expect(response.body).not.toContain(address);
      }
    }
    expect(await server.leads.count()).toBe(0);
  });

  it("answers a post for an unknown form with a 400, as a page or as JSON", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const page = await browserPost(server, [
      ["form", "mystery"],
      ["page", "/contact"],
    ]);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("This form could not be read");
    expect(backLink(page.body)).toBe("/");
    expect(page.body).not.toContain("mystery");
    const json = await jsonPost(server, { form: "mystery", data: {}, page: "/" });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: "Unknown form" });
  });

  it("links the problems page back to the form's own page, never to an address it was sent", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const refused = (form: string, page: string, fields: [string, string][] = []) =>
      browserPost(server, [["form", form], ["page", page], ["email", "not-an-email"], ...fields]);
    for (const page of [
      "//evil.example/phish",
      "/\\evil.example/phish",
      "/\\/evil.example",
      "/%2F%2Fevil.example",
      "/contact?next=//evil.example",
      "/no-such-page",
    ]) {
      const response = await refused("contact", page);
      expect(response.statusCode).toBe(400);
      expect(backLink(response.body), page).toBe("/contact");
      expect(response.body).not.toContain("evil.example");
    }
    // A form on several pages (or a page with several addresses) links back to the one it was
    // posted from, when that is one of them; else to its main page.
    expect(backLink((await refused("trainer-call", "/grevvy-ai-trainer")).body)).toBe(
      "/grevvy-ai-trainer",
    );
    expect(backLink((await refused("trainer-call", "/grevvy-ai-trainer-support")).body)).toBe(
      "/grevvy-ai-trainer-support",
    );
    expect(backLink((await refused("trainer-call", "/contact")).body)).toBe(
      "/grevvy-ai-trainer-support",
    );
    expect(backLink((await refused("partner-contact", "/hubspot-reps")).body)).toBe(
      "/hubspot-reps",
    );
    // A page that is no path at all: the form is read, the envelope is not.
    const noPath = await refused("contact", "https://evil.example/phish");
    expect(noPath.statusCode).toBe(400);
    expect(backLink(noPath.body)).toBe("/contact");
    expect(noPath.body).not.toContain("evil.example");
  });

  it("reports a field the form does not have without repeating its name", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const bait = "Your session has expired - sign in at https://evil.example/login";
    const page = await browserPost(server, contactFields([[bait, "x"]]));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("This form has a field it does not expect.");
    expect(page.body).not.toContain("evil.example");
    expect(page.body).not.toContain("session has expired");
    expect(backLink(page.body)).toBe("/contact");

    const json = await jsonPost(server, {
      form: "contact",
      data: { ...validContact, [bait]: "x" },
      page: "/contact",
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      error: "Invalid lead",
      fieldErrors: {},
      formErrors: ["This form has a field it does not expect."],
    });
    const envelope = await jsonPost(server, {
      form: "contact",
      data: validContact,
      page: "/contact",
      [bait]: 1,
    });
    expect(envelope.statusCode).toBe(400);
    expect(envelope.body).not.toContain("evil.example");
    expect(envelope.json().issues).toEqual(["This form has a field it does not expect."]);
    expect(await server.leads.count()).toBe(0);
  });

  it("answers 413 to an oversized post and 415 to any other content type, in both encodings", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const huge = await browserPost(server, contactFields([["message", "x".repeat(40 * 1024)]]));
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toContain("Request body is too large");
    // The form is unread: the page links home, whatever page the browser says it came from.
    expect(backLink(huge.body)).toBe("/");
    for (const referer of [
      "https://evil.example/phish",
      "http://localhost//evil.example/phish",
      "http://localhost/\\evil.example/phish",
    ]) {
      const foreign = await server.inject({
        method: "POST",
        url: "/api/leads",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: BROWSER_ACCEPT,
          referer,
        },
        payload: new URLSearchParams(
          contactFields([["message", "x".repeat(40 * 1024)]]),
        ).toString(),
      });
      expect(foreign.statusCode).toBe(413);
      expect(backLink(foreign.body), referer).toBe("/");
      expect(foreign.body).not.toContain("evil.example");
    }
    const hugeJson = await jsonPost(server, {
      form: "contact",
      data: { ...validContact, message: "x".repeat(40 * 1024) },
      page: "/contact",
    });
    expect(hugeJson.statusCode).toBe(413);
    expect(hugeJson.json()).toEqual({ error: "Request body is too large" });
    const multipart = await server.inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "multipart/form-data; boundary=x", accept: BROWSER_ACCEPT },
      payload: "--x--",
    });
    expect(multipart.statusCode).toBe(415);
    expect(await server.leads.count()).toBe(0);
  });

  it("counts both encodings against one rate limit, and answers a browser with a page", async () => {
    const server = await serverOn(await freshDatabase(kind), { RATE_LIMIT_MAX: "2" });
    expect((await browserPost(server, contactFields())).statusCode).toBe(303);
    expect((await jsonPost(server, { ...another(), page: "/" })).statusCode).toBe(201);
    const limited = await browserPost(server, contactFields());
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain("Too many requests, please try again later");
    expect(backLink(limited.body)).toBe("/");
    expect((await jsonPost(server, { ...another(), page: "/" })).statusCode).toBe(429);
    expect(await server.leads.count()).toBe(2);
  });

  /**
   * Two instances on one database, each with a connection of its own: on PostgreSQL as several
   * instances run, on SQLite as a server started beside the one it replaces.
   */
  async function twoInstances(env: Record<string, string>) {
    const config =
      kind === "sqlite"
        ? { SQLITE_PATH: path.join(tempDir("grevvy-db"), "leads.db") }
        : { DATABASE_URL: TEST_DATABASE_URL, SQLITE_PATH: "unused" };
    const first = kind === "sqlite" ? await openDatabase(config) : await freshDatabase(kind);
    const second = await openDatabase(config);
    return [await serverOn(first, env), await serverOn(second, env)] as const;
  }

  it("counts the posts of every instance on the database together, then answers 429 with Retry-After", async () => {
    const instances = await twoInstances({ RATE_LIMIT_MAX: "3" });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await jsonPost(instances[i % 2]!, another()));
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([201, 201, 201, 429, 429]);
    for (const limited of answers.slice(3)) {
      const retryAfter = Number(limited.headers["retry-after"]);
      expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    }
    expect(await instances[0].leads.count()).toBe(3);
    // Each client has a count of its own.
    const elsewhere = await instances[1].inject({
      method: "POST",
      url: "/api/leads",
      remoteAddress: "192.0.2.7",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(another()),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("counts a concurrent burst over both instances exactly", async () => {
    const instances = await twoInstances({ RATE_LIMIT_MAX: "5" });
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, i) => (await jsonPost(instances[i % 2]!, another())).statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    expect(await instances[0].leads.count()).toBe(5);
  });

  it("starts a client's count again once its window has ended, refused or not", async () => {
    const server = await serverOn(await freshDatabase(kind), { RATE_LIMIT_MAX: "2" });
    const window = async () => {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await jsonPost(server, another()));
      expect(answers.map(({ statusCode }) => statusCode)).toEqual([201, 201, 429]);
    };
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await window();
      vi.setSystemTime(Date.now() + 60_000);
      await window();
    } finally {
      vi.useRealTimers();
    }
    expect(await server.leads.count()).toBe(4);
  });

  it("stores one lead per submission id, answering a repeat with the first lead's id", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const submissionId = "5b0c8f3e-9f4e-4a56-9d53-0c7c2f1e2a11";
    const envelope = { form: "contact", data: validContact, page: "/contact", submissionId };
    const first = await jsonPost(server, envelope);
    const repeats = await Promise.all([jsonPost(server, envelope), jsonPost(server, envelope)]);
    const viaForm = await browserPost(server, [
      ...contactFields().filter(([name]) => name !== "submissionId"),
      ["submissionId", submissionId],
    ]);
    expect(first.statusCode).toBe(201);
    for (const repeat of repeats) {
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json()).toEqual(first.json());
    }
    expect(viaForm.statusCode).toBe(303);
    expect(await server.leads.count()).toBe(1);
    // Another submission of another text is another lead.
    await jsonPost(server, {
      ...another(),
      submissionId: "0f6a3a54-3a3f-4d3c-8a8e-6e2f4b1b7c22",
    });
    expect(await server.leads.count()).toBe(2);
  });

  it("refuses a submission id that is not a UUID", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const response = await jsonPost(server, {
      form: "contact",
      data: validContact,
      page: "/contact",
      submissionId: "'; drop table leads; --",
    });
    expect(response.statusCode).toBe(400);
    expect(await server.leads.count()).toBe(0);
  });

  it("keeps a lead that filled the honeypot as spam, answering as to anyone", async () => {
    const server = await serverOn(await freshDatabase(kind));
    const json = await jsonPost(server, { ...another(), [HONEYPOT_FIELD]: "autofilled" });
    expect(json.statusCode).toBe(201);
    const page = await browserPost(server, [
      ...contactFields().filter(([name]) => name !== HONEYPOT_FIELD),
      [HONEYPOT_FIELD, "autofilled"],
    ]);
    expect(page.statusCode).toBe(303);
    const leads = await server.leads.list();
    expect(leads.map((lead) => lead.status)).toEqual(["spam", "spam"]);
    expect(leads[0]!.id).toBe(json.json().id);
    expect(leadsToCsv(leads).split("\r\n")[1]).toContain(",contact,spam,/contact,");
  });
});

describe("lead posts while the SQLite file is locked", () => {
  it("answers 503 without counting, then counts on once the lock is gone", async () => {
    const file = path.join(tempDir("grevvy-db"), "leads.db");
    const database = await openDatabase({ SQLITE_PATH: file });
    const server = await serverOn(database, { RATE_LIMIT_MAX: "2" });
    expect((await jsonPost(server, another())).statusCode).toBe(201);
    // Another connection holds the write lock for longer than the server waits for it.
    await sql`pragma busy_timeout = 50`.execute(database.db);
    const other = new SQLite(file);
    other.exec("begin immediate");
    try {
      for (let i = 0; i < 3; i += 1) {
        const locked = await jsonPost(server, another());
        expect(locked.statusCode).toBe(503);
        expect(locked.headers["retry-after"]).toBe("5");
      }
    } finally {
      other.exec("rollback");
      other.close();
    }
    const after = [await jsonPost(server, another()), await jsonPost(server, another())];
    expect(after.map(({ statusCode }) => statusCode)).toEqual([201, 429]);
    expect(await server.leads.count()).toBe(2);
  });
});
