import { afterEach, describe, expect, it, vi } from "vitest";

import type { LeadsDatabase } from "../../server/db/database";

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

async function settled(server: TestServer, id: string) {
  await vi.waitFor(
    async () => {
      const lead = await server.leads.find(id);
      expect(lead?.deliveries.map(({ state }) => state)).not.toContain("pending");
      expect(lead?.deliveries).toHaveLength(2);
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
    for (const line of [
      "First Name: Ada",
      "Last Name: Lovelace",
      "Email: ada@example.com",
      "Company: Analytical Engines",
      `Message: ${message}`,
      "Page: https://grevvy.com/contact",
      `Lead id: ${id}`,
    ]) {
      expect(text).toContain(line);
    }
    const html = String(sales.parsed.html);
    expect(html).toContain('<th scope="row"');
    expect(html).toContain("First Name</th>");
    expect(html).toContain(
      "Hello &lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &quot;friends&quot;",
    );
    expect(html).not.toContain("<script>");

    const confirmation = mail.received.find(({ recipients }) =>
      recipients.includes("ada@example.com"),
    )!;
    expect(confirmation.recipients).toEqual(["ada@example.com"]);
    expect(confirmation.parsed.subject).toBe("Your message to Grevvy");
    expect(confirmation.parsed.text).toContain("Your message is on its way to the Grevvy team.");
    expect(confirmation.parsed.text).toContain("We reply within 1-2 business days.");
    expect(String(confirmation.parsed.html)).toContain("Hello Ada Lovelace,");
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
