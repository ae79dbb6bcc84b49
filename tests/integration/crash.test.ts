import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openDatabase } from "../../server/db/database";
import { createLeadRepository } from "../../server/leads/repository";

import {
  TEST_DATABASE_URL,
  fixtureClientDir,
  freshDatabase,
  startFakeHubSpot,
  startMailServer,
  startReceiver,
  tempDir,
  validContact,
} from "./helpers";

// The server bundle must sit inside the project so that its packages resolve from node_modules.
const bundleDir = path.resolve("data", `crash-test-${process.pid}`);
const clientDir = fixtureClientDir();

beforeAll(async () => {
  mkdirSync(bundleDir, { recursive: true });
  await build({
    entryPoints: ["server/main.ts"],
    outfile: path.join(bundleDir, "main.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "~": "./app" },
    logLevel: "silent",
  });
});
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [path.join(bundleDir, "main.js")], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      LOG_LEVEL: "silent",
      RATE_LIMIT_MAX: "10000",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

function killHard(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

describe.each([
  ["sqlite", () => ({ SQLITE_PATH: path.join(tempDir("grevvy-crash"), "leads.db") })],
  ["postgres", () => ({ DATABASE_URL: TEST_DATABASE_URL })],
] as const)("a crash on %s", (kind, databaseEnv) => {
  it("loses no lead that was acknowledged with 201", async () => {
    if (kind === "postgres") await (await freshDatabase("postgres")).db.destroy();
    const env = databaseEnv();
    const first = await startServer(env);
    const acknowledged: string[] = [];
    // Keep posting while the process is killed mid-stream.
    const posting = (async () => {
      for (let i = 0; i < 400; i += 1) {
        try {
          const response = await fetch(`${first.url}/api/leads`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              form: "contact",
              data: { ...validContact, message: `Lead number ${i} for the crash test` },
              page: "/contact",
            }),
          });
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          return;
        }
      }
    })();
    while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 5));
    await killHard(first.child);
    await posting;

    const second = await startServer(env);
    try {
      const { db } = await openDatabase({ SQLITE_PATH: "unused", ...env });
      const stored = new Set((await createLeadRepository(db).list()).map((lead) => lead.id));
      await db.destroy();
      expect(acknowledged.length).toBeGreaterThanOrEqual(25);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await killHard(second.child);
    }
  });
});

describe.each([
  ["sqlite", () => ({ SQLITE_PATH: path.join(tempDir("grevvy-crash"), "leads.db") })],
  ["postgres", () => ({ DATABASE_URL: TEST_DATABASE_URL })],
] as const)("a crash mid-delivery on %s", (kind, databaseEnv) => {
  it("delivers on every channel once after the restart", async () => {
    const children: ChildProcess[] = [];
    if (kind === "postgres") await (await freshDatabase("postgres")).db.destroy();
    const hook = await startReceiver();
    const mail = await startMailServer();
    const crm = await startFakeHubSpot();
    // Every channel takes the lead in and never answers: the process dies with all in flight.
    hook.hold = mail.hold = crm.hold = true;
    const env = {
      ...databaseEnv(),
      LEADS_WEBHOOK_URL: hook.url,
      SMTP_URL: mail.url,
      MAIL_FROM: "Grevvy <hello@grevvy.com>",
      LEADS_NOTIFY_TO: "sales@grevvy.com",
      HUBSPOT_ACCESS_TOKEN: "pat-crash",
      HUBSPOT_API_BASE: crm.url,
      LEADS_POLL_MS: "100",
      LEADS_RETRY_BASE_MS: "100",
      // A held delivery may be taken again once its lease (three time-outs) has run out.
      LEADS_DELIVERY_TIMEOUT_MS: "3000",
    };
    try {
      const first = await startServer(env);
      children.push(first.child);
      const response = await fetch(`${first.url}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ form: "contact", data: validContact, page: "/contact" }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await vi.waitFor(
        () => {
          expect(hook.requests).toBeGreaterThan(0);
          expect(mail.held).toBeGreaterThan(1);
          expect(crm.requests.length).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 10 },
      );
      await killHard(first.child);
      hook.hold = mail.hold = crm.hold = false;

      const second = await startServer(env);
      children.push(second.child);
      try {
        const { db } = await openDatabase({ SQLITE_PATH: "unused", ...env });
        const repository = createLeadRepository(db);
        await vi.waitFor(
          async () => {
            const lead = await repository.find(id);
            expect(lead?.deliveries.map(({ channel, state }) => `${channel}: ${state}`)).toEqual([
              "confirmation-email: delivered",
              "hubspot: delivered",
              "sales-email: delivered",
              "webhook: delivered",
            ]);
          },
          { timeout: 30_000, interval: 100 },
        );
        await db.destroy();
        expect(hook.received).toHaveLength(1);
        expect(hook.received[0]!.headers["idempotency-key"]).toBe(id);
        expect(mail.received.map(({ recipients }) => recipients.join()).sort()).toEqual([
          "ada@example.com",
          "sales@grevvy.com",
        ]);
        expect(crm.requests.filter(({ path }) => path === "/crm/v3/objects/notes")).toHaveLength(1);
      } finally {
        await killHard(second.child);
      }
    } finally {
      for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
      await Promise.all([hook.close(), mail.close(), crm.close()]);
    }
  }, 120_000);
});
