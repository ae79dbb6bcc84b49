import { afterEach, describe, expect, it, vi } from "vitest";

import type { Kysely } from "kysely";

import type { LeadsDatabase } from "../../server/db/database";
import { formatReceivedTime } from "../../server/delivery/mail/received-time";
import { migrateTo, migrateToLatest } from "../../server/db/migrations";

import {
  type DatabaseKind,
  type MailServer,
  type TestServer,
  freshDatabase,
  startMailServer,
  testServers,
  validContact,
} from "./helpers";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function mailServer(refused: string[] = []) {
  const started = await startMailServer(refused);
  cleanups.push(() => started.close());
  return started;
}

const startServer = testServers();

function serverOn(database: LeadsDatabase, mail: MailServer) {
  return startServer(database, {
    SMTP_URL: mail.url,
    MAIL_FROM: "Grevvy <hello@grevvy.com>",
    LEADS_NOTIFY_TO: "sales@grevvy.com, owner@grevvy.com",
    LEADS_TIME_ZONE: "America/New_York",
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
  // The form promises the visitor an e-mail only when the answer says one is coming.
  expect(response.json()).toMatchObject({ confirmation: true });
  return response.json<{ id: string }>().id;
}

async function settled(server: TestServer, id: string, channels = 2) {
  await vi.waitFor(
    async () => {
      const lead = await server.leads.find(id);
      expect(lead?.deliveries.map(({ state }) => state)).not.toContain("pending");
      expect(lead?.deliveries).toHaveLength(channels);
    },
    { timeout: 5000, interval: 20 },
  );
  return (await server.leads.find(id))!.deliveries;
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("lead e-mails on %s", (kind) => {
  it("tells the sales inbox and confirms to the visitor, each once", async () => {
    const mail = await mailServer();
    const server = await serverOn(await freshDatabase(kind), mail);
    const message = "Hello <script>alert('x')</script> & \"friends\"\nSecond line";
    const id = await post(server, "contact", { ...validContact, message }, "/contact");
    const deliveries = await settled(server, id);
    expect(deliveries.map(({ channel, state }) => `${channel}: ${state}`)).toEqual([
      "confirmation-email: delivered",
      "sales-email: delivered",
    ]);
    expect(mail.received).toHaveLength(2);

    const sales = mail.received.find(({ recipients }) => recipients.includes("sales@grevvy.com"))!;
    expect(sales.recipients).toEqual(["sales@grevvy.com", "owner@grevvy.com"]);
    expect(sales.parsed.subject).toBe("Contact message from Ada Lovelace");
    expect(sales.parsed.from?.text).toBe('"Grevvy" <hello@grevvy.com>');
    expect(sales.parsed.replyTo?.value).toEqual([
      { name: "Ada Lovelace", address: "ada@example.com" },
    ]);
    expect(sales.parsed.headers.get("x-lead-id")).toBe(id);
    const text = sales.parsed.text ?? "";
    const received = formatReceivedTime(
      (await server.leads.find(id))!.createdAt,
      "America/New_York",
    );
    expect(received).toMatch(/^\w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m E[SD]T$/);
    const inbox = `https://grevvy.com/admin/lead?id=${id}`;
    for (const line of [
      "First Name: Ada",
      "Last Name: Lovelace",
      "Email: ada@example.com",
      "Company: Analytical Engines",
      `Message: ${message}`,
      "Page: https://grevvy.com/contact",
      `Received: ${received}`,
      `Open in the inbox: ${inbox}`,
    ]) {
      expect(text).toContain(line);
    }
    const html = String(sales.parsed.html);
    expect(html).toContain("First Name</td>");
    expect(html).toContain(`>${received}</td>`);
    expect(html).toContain(`href="${inbox}"`);
    expect(html).toContain(
      "Hello &lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &quot;friends&quot;<br/>Second line",
    );
    expect(html).not.toContain("<script>");
    // No machine time, no bare id, no link made of the visitor's address.
    for (const part of [text, html]) {
      expect(part).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
      expect(part).not.toContain("Lead id");
      expect(part).not.toContain("mailto:");
    }

    const confirmation = mail.received.find(({ recipients }) =>
      recipients.includes("ada@example.com"),
    )!;
    expect(confirmation.recipients).toEqual(["ada@example.com"]);
    expect(confirmation.parsed.subject).toBe("Your message to Grevvy");
    for (const part of [confirmation.parsed.text ?? "", String(confirmation.parsed.html)]) {
      expect(part).toContain("What happens next");
      expect(part).toContain("Your message is on its way to the Grevvy team.");
      expect(part).toContain("We reply within 1-2 business days.");
    }
    expect(String(confirmation.parsed.html)).toContain(
      '<meta name="color-scheme" content="light dark"',
    );
  });

  it("confirms in the site's own words only: nothing the visitor typed, in any part", async () => {
    const mail = await mailServer();
    const server = await serverOn(await freshDatabase(kind), mail);
    const typed = {
      firstName: "Your account is locked",
      lastName: "visit https://evil.example/unlock",
      email: "victim@example.com",
      company: "Evil Bank <a href='https://evil.example'>support</a>",
      message: "Call +1 555 0100 now to keep your account: https://evil.example/login",
    };
    const id = await post(server, "contact", typed, "/contact");
    await settled(server, id);
    const confirmation = mail.received.find(({ recipients }) =>
      recipients.includes("victim@example.com"),
    )!;
    expect(confirmation.parsed.subject).toBe("Your message to Grevvy");
    // Not even a name beside the address.
    expect(confirmation.parsed.to).toMatchObject({
      value: [{ name: "", address: "victim@example.com" }],
    });
    const parts = [confirmation.parsed.text ?? "", String(confirmation.parsed.html)];
    expect(confirmation.raw).not.toMatch(/evil|locked|555 0100|Evil Bank/i);
    for (const part of parts) {
      for (const text of ["evil.example", "account", "555 0100", "Evil Bank", "unlock"]) {
        expect(part).not.toContain(text);
      }
      // What the site says: the thanks, what happens next, which form it was.
      expect(part).toContain("Thank you for contacting Grevvy.");
      expect(part).toContain("Your message is on its way to the Grevvy team.");
      expect(part).toContain("We reply within 1-2 business days.");
      expect(part).toContain("Contact message");
    }
    // The sales inbox still gets every field.
    const sales = mail.received.find(({ recipients }) => recipients.includes("sales@grevvy.com"))!;
    for (const value of Object.values(typed)) expect(sales.parsed.text).toContain(value);
  });

  it("confirms to one address at most once a day; the sales inbox hears of every lead", async () => {
    const mail = await mailServer();
    const server = await serverOn(await freshDatabase(kind), mail);
    const first = await post(server, "contact", validContact, "/contact");
    expect((await settled(server, first)).map(({ channel }) => channel)).toEqual([
      "confirmation-email",
      "sales-email",
    ]);
    // Another form, the same address however it is written.
    const second = await post(
      server,
      "free-guide",
      { name: "Ada", email: " ADA@Example.COM ", company: "Engines" },
      "/",
    );
    const third = await post(
      server,
      "contact",
      { ...validContact, email: "Ada@example.com", message: `${validContact.message} Again.` },
      "/contact",
    );
    for (const id of [second, third]) {
      expect((await settled(server, id, 1)).map(({ channel }) => channel)).toEqual(["sales-email"]);
    }
    expect(
      mail.received.filter(({ recipients }) => recipients.includes("sales@grevvy.com")),
    ).toHaveLength(3);
    expect(
      mail.received.filter(({ recipients }) =>
        recipients.some((to) => /^ada@example\.com$/i.test(to)),
      ),
    ).toHaveLength(1);
    // Another address gets its own.
    const other = await post(
      server,
      "contact",
      { ...validContact, email: "grace@example.com" },
      "/contact",
    );
    expect(await settled(server, other)).toHaveLength(2);
  });

  it("confirms to one mailbox at most once a day, however its address is tagged or dotted", async () => {
    const mail = await mailServer();
    const server = await serverOn(await freshDatabase(kind), mail);
    const sent: Record<string, boolean> = {};
    for (const email of [
      "box+a@example.com",
      "box+b@example.com",
      "Box@Example.com",
      "box+a+b@example.com",
      "b.o.x@gmail.com",
      "box+news@gmail.com",
      "BOX@googlemail.com",
      "bo.x+a@googlemail.com",
      // Dots count at providers that do not ignore them.
      "b.o.x@example.com",
    ]) {
      const id = await post(server, "contact", { ...validContact, email }, "/contact");
      const lead = await server.leads.find(id);
      sent[email] = lead!.deliveries.some(({ channel }) => channel === "confirmation-email");
      await settled(server, id, lead!.deliveries.length);
    }
    expect(sent).toEqual({
      "box+a@example.com": true,
      "box+b@example.com": false,
      "Box@Example.com": false,
      "box+a+b@example.com": false,
      "b.o.x@gmail.com": true,
      "box+news@gmail.com": false,
      "BOX@googlemail.com": false,
      "bo.x+a@googlemail.com": false,
      "b.o.x@example.com": true,
    });
    const confirmations = mail.received.filter(
      ({ recipients }) => !recipients.includes("sales@grevvy.com"),
    );
    expect(confirmations.map(({ recipients }) => recipients).sort()).toEqual([
      ["b.o.x@example.com"],
      ["b.o.x@gmail.com"],
      ["box+a@example.com"],
    ]);
    // Leads for one mailbox under several addresses at the same moment: one confirmation.
    const together = await Promise.all(
      ["pat+1@example.com", "pat+2@example.com", "Pat@example.com", "pat+3@example.com"].map(
        (email) => post(server, "contact", { ...validContact, email }, "/contact"),
      ),
    );
    const channels = (await Promise.all(together.map((id) => server.leads.find(id)))).flatMap(
      (lead) => lead!.deliveries.map(({ channel }) => channel),
    );
    expect(channels.filter((channel) => channel === "confirmation-email")).toHaveLength(1);
  });

  it("keeps the day's confirmations through the migration to mailboxes, the latest of each mailbox", async () => {
    const { db } = await freshDatabase(kind);
    const raw = db as Kysely<unknown>;
    const byAddress = db as unknown as Kysely<{
      confirmation_recipients: { email: string; queued_at: string };
    }>;
    await migrateTo(raw, "2026-11-30-two-factor");
    await byAddress
      .insertInto("confirmation_recipients")
      .values([
        { email: "box+a@x.com", queued_at: "2026-12-03T10:00:00.000Z" },
        { email: "box@x.com", queued_at: "2026-12-03T12:00:00.000Z" },
        { email: "box+b@x.com", queued_at: "2026-12-03T11:00:00.000Z" },
        { email: "b.o.x@gmail.com", queued_at: "2026-12-03T09:00:00.000Z" },
        { email: "pat@y.com", queued_at: "2026-12-03T08:00:00.000Z" },
      ])
      .execute();
    await migrateToLatest(raw);
    const mailboxes = () =>
      db.selectFrom("confirmation_mailboxes").selectAll().orderBy("mailbox").execute();
    const expected = [
      { mailbox: "box@gmail.com", queued_at: "2026-12-03T09:00:00.000Z" },
      { mailbox: "box@x.com", queued_at: "2026-12-03T12:00:00.000Z" },
      { mailbox: "pat@y.com", queued_at: "2026-12-03T08:00:00.000Z" },
    ];
    expect(await mailboxes()).toEqual(expected);
    // Down and up again: the mailboxes go back to the table by address, and return.
    await migrateTo(raw, "2026-11-30-two-factor");
    expect(
      await byAddress.selectFrom("confirmation_recipients").selectAll().orderBy("email").execute(),
    ).toEqual(expected.map(({ mailbox, queued_at }) => ({ email: mailbox, queued_at })));
    await migrateToLatest(raw);
    expect(await mailboxes()).toEqual(expected);
  });

  it("queues one confirmation for leads from one address sent at the same moment", async () => {
    const mail = await mailServer();
    const server = await serverOn(await freshDatabase(kind), mail);
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(
          server,
          "contact",
          { ...validContact, message: `Lead number ${i} of six` },
          "/contact",
        ),
      ),
    );
    const leads = await Promise.all(ids.map((id) => server.leads.find(id)));
    const channels = leads.flatMap((lead) => lead!.deliveries.map(({ channel }) => channel));
    expect(channels.filter((channel) => channel === "confirmation-email")).toHaveLength(1);
    expect(channels.filter((channel) => channel === "sales-email")).toHaveLength(6);
  });

  it("confirms to an address again once a day has passed since the last confirmation", async () => {
    const mail = await mailServer();
    const server = await serverOn(await freshDatabase(kind), mail);
    const lead = (email: string) => ({
      form: "contact",
      data: { ...validContact, email },
      page: "/contact",
      userAgent: "test",
      status: "new" as const,
    });
    // Times from now on: the retention job, which may run meanwhile, prunes confirmation
    // records over a day old.
    const start = Date.now();
    const hour = 60 * 60 * 1000;
    const at = (ms: number) => new Date(start + ms);
    const channelsOf = async (time: Date, email = "ada@example.com") => {
      const { id } = await server.leads.insert(lead(email), time);
      return (await server.leads.find(id))!.deliveries.map(({ channel }) => channel);
    };
    const both = ["confirmation-email", "sales-email"];
    expect(await channelsOf(at(0))).toEqual(both);
    expect(await channelsOf(at(24 * hour - 1), "ADA@example.com")).toEqual(["sales-email"]);
    expect(await channelsOf(at(24 * hour))).toEqual(both);
    expect(await channelsOf(at(26 * hour))).toEqual(["sales-email"]);
    // A lead kept as spam is queued nowhere and confirms nothing.
    const spam = await server.leads.insert(
      { ...lead("grace@example.com"), status: "spam" },
      at(26 * hour),
    );
    expect((await server.leads.find(spam.id))!.deliveries).toEqual([]);
    expect(await channelsOf(at(26 * hour + 1000), "grace@example.com")).toEqual(both);
  });

  it("sends the link to what was asked for", async () => {
    const mail = await mailServer();
    const server = await serverOn(await freshDatabase(kind), mail);
    const id = await post(
      server,
      "free-guide",
      { name: "Grace Hopper", email: "grace@example.com", company: "Navy" },
      "/",
    );
    await settled(server, id);
    const confirmation = mail.received.find(({ recipients }) =>
      recipients.includes("grace@example.com"),
    )!;
    expect(confirmation.parsed.subject).toBe("Your AI adoption quick-start guide");
    expect(String(confirmation.parsed.html)).toContain(
      'href="https://grevvy.com/guides/ai-adoption-quick-start-guide.html"',
    );
    const sales = mail.received.find(({ recipients }) => recipients.includes("sales@grevvy.com"))!;
    expect(sales.parsed.subject).toBe("Free guide request from Grace Hopper");
  });

  it("keeps line breaks in a name from adding a header", async () => {
    const mail = await mailServer();
    const server = await serverOn(await freshDatabase(kind), mail);
    const id = await post(
      server,
      "contact",
      { ...validContact, firstName: "Ada\r\nBcc: evil@example.com\r\nX-Evil: 1" },
      "/contact",
    );
    await settled(server, id);
    expect(mail.received.flatMap(({ recipients }) => recipients).sort()).toEqual([
      "ada@example.com",
      "owner@grevvy.com",
      "sales@grevvy.com",
    ]);
    for (const { parsed, raw } of mail.received) {
      expect(parsed.headers.has("bcc")).toBe(false);
      expect(parsed.headers.has("x-evil")).toBe(false);
      const headerBlock = raw.split(/\r?\n\r?\n/)[0];
      expect(headerBlock).not.toMatch(/^(Bcc|X-Evil):/im);
    }
    const sales = mail.received.find(({ recipients }) => recipients.includes("sales@grevvy.com"))!;
    expect(sales.parsed.subject).toBe(
      "Contact message from Ada Bcc: evil@example.com X-Evil: 1 Lovelace",
    );
  });

  it("fails an address the mail server refuses for good, and the sales e-mail still goes", async () => {
    const mail = await mailServer(["nobody@example.com"]);
    const server = await serverOn(await freshDatabase(kind), mail);
    const id = await post(
      server,
      "contact",
      { ...validContact, email: "nobody@example.com" },
      "/contact",
    );
    const deliveries = await settled(server, id);
    expect(deliveries).toMatchObject([
      { channel: "confirmation-email", state: "failed", attempts: 1 },
      { channel: "sales-email", state: "delivered", attempts: 1 },
    ]);
    expect(deliveries[0]!.lastError).toMatch(/^mail server refused: .*550/);
    expect(mail.received).toHaveLength(1);
  });
});
