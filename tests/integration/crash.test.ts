import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../server/db/database";
import { createLeadRepository } from "../../server/leads/repository";

import {
  TEST_DATABASE_URL,
  fixtureClientDir,
  freshDatabase,
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
