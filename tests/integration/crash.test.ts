import path from "node:path";

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
import { killHard, serverBundle, startServer } from "./server-process";

const bundle = serverBundle();
const clientDir = fixtureClientDir();

beforeAll(() => bundle.build());
afterAll(() => bundle.remove());

describe.each([
  ["sqlite", () => ({ SQLITE_PATH: path.join(tempDir("grevvy-crash"), "leads.db") })],
  ["postgres", () => ({ DATABASE_URL: TEST_DATABASE_URL })],
] as const)("a crash on %s", (kind, databaseEnv) => {
  it("loses no lead that was acknowledged with 201", async () => {
    if (kind === "postgres") await (await freshDatabase("postgres")).db.destroy();
    const env = { ...databaseEnv(), CLIENT_DIR: clientDir };
    const first = await startServer(bundle.entry, env);
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

    const second = await startServer(bundle.entry, env);
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
