import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

import {
  type FakeHubSpot,
  type MailServer,
  startFakeHubSpot,
  startMailServer,
  tempDir,
} from "../integration/helpers";

import { COUNTED_USER_AGENT, expect, live, test, visitCounted } from "./fixtures";

// The production server with every delivery channel on, pointed at a real SMTP server and a
// local HubSpot stand-in, both on loopback.
let mail: MailServer;
let crm: FakeHubSpot;
let server: ChildProcess;
let baseUrl: string;
const serverEnv: Record<string, string> = {};

test.use({ userAgent: COUNTED_USER_AGENT });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  mail = await startMailServer();
  crm = await startFakeHubSpot();
  const port = await freePort();
  Object.assign(serverEnv, {
    PORT: String(port),
    HOST: "127.0.0.1",
    SQLITE_PATH: path.join(tempDir("grevvy-e2e-delivery"), "leads.db"),
    SMTP_URL: mail.url,
    MAIL_FROM: "Grevvy <hello@grevvy.com>",
    LEADS_NOTIFY_TO: "sales@grevvy.com",
    HUBSPOT_ACCESS_TOKEN: "pat-e2e",
    HUBSPOT_API_BASE: crm.url,
    LEADS_POLL_MS: "200",
    LOG_LEVEL: "warn",
  });
  server = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...process.env, ...serverEnv },
    stdio: "inherit",
  });
  baseUrl = `http://localhost:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${baseUrl}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await mail?.close();
  await crm?.close();
});

test("a lead from a campaign reaches the inbox, the visitor, HubSpot and the export, once each", async ({
  page,
}) => {
  // The server finds the visit of the day by itself: the browser keeps nothing of it.
  await visitCounted(page, `${baseUrl}/?utm_source=linkedin&utm_campaign=spring-launch`);
  await page.goto(`${baseUrl}/contact`);
  await live(page.getByRole("button", { name: "Send Message" }));
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Company").fill("Analytical Engines");
  await page.getByLabel("Message").fill("We would like help moving our sales team onto the CRM.");
  const response = page.waitForResponse("**/api/leads");
  await page.getByRole("button", { name: "Send Message" }).click();
  const answer = await response;
  expect(answer.status()).toBe(201);
  const { id, confirmation } = (await answer.json()) as { id: string; confirmation: boolean };
  expect(confirmation).toBe(true);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  await expect.poll(() => mail.received.length, { timeout: 15_000 }).toBe(2);
  await expect.poll(() => crm.requests.length, { timeout: 15_000 }).toBe(2);

  const campaign = "utm_source=linkedin · utm_campaign=spring-launch";
  const landing = `${campaign} · no referrer · landed on / ·`;
  const sales = mail.received.find(({ recipients }) => recipients.includes("sales@grevvy.com"));
  expect(sales?.recipients).toEqual(["sales@grevvy.com"]);
  expect(sales?.parsed.subject).toBe("Contact message from Ada Lovelace");
  for (const line of [
    "Page: https://grevvy.com/contact",
    `Last touch: ${landing}`,
    `Open in the inbox: https://grevvy.com/admin/lead?id=${id}`,
  ]) {
    expect(sales?.parsed.text).toContain(line);
  }
  expect(sales?.parsed.text).not.toContain("First touch");
  const confirmationMail = mail.received.find(({ recipients }) =>
    recipients.includes("ada@example.com"),
  );
  expect(confirmationMail?.parsed.subject).toBe("Your message to Grevvy");

  const [contact, note] = crm.requests;
  expect(contact?.path).toBe("/crm/v3/objects/contacts");
  expect(contact?.body).toMatchObject({ properties: { email: "ada@example.com" } });
  expect(note?.path).toBe("/crm/v3/objects/notes");
  const noteBody = (note?.body as { properties: { hs_note_body: string } }).properties.hs_note_body;
  expect(noteBody).toContain(landing);
  expect(noteBody).toContain(id);

  const csv = execFileSync(process.execPath, ["build/server/leads.js", "export"], {
    env: { ...process.env, ...serverEnv },
    encoding: "utf8",
  });
  const rows = csv.trim().split("\r\n");
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(id);
  expect(rows[1]).toContain(landing);
  expect(rows[1]).toContain(
    "confirmation-email: delivered; hubspot: delivered; sales-email: delivered",
  );

  // Nothing is sent twice, however long the workers keep polling.
  await page.waitForTimeout(600);
  expect(mail.received).toHaveLength(2);
  expect(crm.requests).toHaveLength(2);
});
