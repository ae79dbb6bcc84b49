import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ADMIN_API } from "~/lib/admin-api";

import { buildServer } from "../../server/app";
import { type LeadsDatabase, openDatabase } from "../../server/db/database";
import { createErasure } from "../../server/leads/erasure";
import { createLeadRepository } from "../../server/leads/repository";

import { addOwner, asOwner, signIn } from "./admin-helpers";
import { fixtureClientDir, tempDir, testEnv } from "./helpers";
import { runCommand, serverBundle } from "./server-process";

/**
 * A person whose every piece of text is distinctive: the name and message in Cyrillic, so that
 * even the three-character pieces a trigram index keeps cannot occur by chance in the file (no
 * hash, id or schema text holds such bytes); the address in letters found nowhere else.
 */
const PERSON = {
  firstName: "Ярослава",
  lastName: "Щедрухина",
  email: "yaroslava.shchedrukhina@zqxvpost.net",
  company: "Жужелица и партнёры",
  message: "Перезвоните про проект «Фыщъэю», пожалуйста, после обеда.",
};

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** Pieces of the person's text that must not be found in the files. */
function fragments(): string[] {
  const pieces = new Set<string>();
  for (const value of Object.values(PERSON)) {
    for (const text of [value, value.toLowerCase()]) {
      const characters = [...text];
      // Anything six characters long; and, where the text is not plain ASCII, every trigram
      // with a character beyond ASCII in it (what the search index stores).
      const lengths = isAscii(text) ? [6] : [3, 6];
      for (const length of lengths) {
        for (let start = 0; start + length <= characters.length; start += 1) {
          const piece = characters.slice(start, start + length).join("");
          if (length === 6 || !isAscii(piece)) pieces.add(piece);
        }
      }
    }
  }
  return [...pieces];
}

/** The pieces found in the database file, its write-ahead log and its shared-memory index. */
function tracesIn(file: string): string[] {
  const found: string[] = [];
  for (const suffix of ["", "-wal", "-shm"]) {
    if (!existsSync(file + suffix)) continue;
    const bytes = readFileSync(file + suffix);
    for (const piece of fragments()) {
      if (bytes.includes(Buffer.from(piece, "utf8"))) found.push(`${suffix || "db"}: ${piece}`);
    }
  }
  return found;
}

function sqliteFile() {
  return path.join(tempDir("grevvy-copies"), "leads.db");
}

/** Stores the person's lead as the site does, with a note on it. */
async function storePerson({ db }: LeadsDatabase, at = new Date()) {
  const { id } = await createLeadRepository(db).insert(
    { form: "contact", data: PERSON, page: "/contact", userAgent: "test", status: "new" },
    at,
  );
  return id;
}

describe("an erased person on SQLite", { timeout: 60_000 }, () => {
  const cli = serverBundle("server/cli/leads.ts");
  beforeAll(() => cli.build());
  afterAll(() => cli.remove());

  it("is found in the files before, and nowhere in them after erasure through the inbox, running or stopped", async () => {
    const file = sqliteFile();
    const database = await openDatabase({ SQLITE_PATH: file });
    await addOwner(database);
    const server = await buildServer({
      env: testEnv(),
      clientDir: fixtureClientDir(),
      database,
    });
    try {
      await server.ready();
      const posted = await server.inject({
        method: "POST",
        url: "/api/leads",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ form: "contact", data: PERSON, page: "/contact" }),
      });
      expect(posted.statusCode).toBe(201);
      // The detector finds the person while they are there.
      expect(tracesIn(file).length).toBeGreaterThan(fragments().length / 2);

      const owner = asOwner(server, await signIn(server, database));
      const erased = await owner({
        method: "DELETE",
        url: ADMIN_API.person(PERSON.email),
        body: {},
      });
      expect(erased.json()).toMatchObject({ leads: 1 });
      expect(tracesIn(file)).toEqual([]);
    } finally {
      await server.close();
    }
    expect(tracesIn(file)).toEqual([]);
  });

  it("leaves nothing after `npm run leads -- erase`", async () => {
    const file = sqliteFile();
    const database = await openDatabase({ SQLITE_PATH: file });
    await storePerson(database);
    expect(tracesIn(file).length).toBeGreaterThan(0);

    const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent", SQLITE_PATH: file };
    delete env.DATABASE_URL;
    delete env.HUBSPOT_ACCESS_TOKEN;
    const erased = await runCommand(cli.entry, ["erase", PERSON.email, "--yes"], env);
    expect(erased).toMatchObject({ code: 0 });
    expect(erased.stdout).toMatch(/^1 lead erased/);
    expect(tracesIn(file)).toEqual([]);
    await database.db.destroy();
    expect(tracesIn(file)).toEqual([]);
  });

  it("leaves nothing after the retention job deleted the lead", async () => {
    const file = sqliteFile();
    const database = await openDatabase({ SQLITE_PATH: file });
    await storePerson(database, new Date("2020-01-01T00:00:00.000Z"));
    expect(tracesIn(file).length).toBeGreaterThan(0);

    const erasure = createErasure(database.db, { crm: false, leaseMs: 30_000 });
    expect(await erasure.eraseExpired({ leadsDays: 365, spamDays: 30 })).toEqual({
      leads: 1,
      spam: 0,
    });
    expect(tracesIn(file)).toEqual([]);
    await database.db.destroy();
    expect(tracesIn(file)).toEqual([]);
  });
});
