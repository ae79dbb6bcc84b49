import { writeFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../server/db/database";
import { StartupError, loadEnv } from "../../server/env";

import { fixtureClientDir, tempDir } from "./helpers";
import { killHard, serverBundle, spawnServer } from "./server-process";

const bundle = serverBundle();
beforeAll(() => bundle.build());
afterAll(() => bundle.remove());

const STOP_AFTER_MS = 30_000;

/** Runs the server with the given settings and resolves with its exit code and stderr lines. */
async function startWith(env: Record<string, string>) {
  const server = spawnServer(bundle.entry, {
    PORT: "0",
    SQLITE_PATH: path.join(tempDir("grevvy-startup"), "leads.db"),
    CLIENT_DIR: fixtureClientDir(),
    ...env,
  });
  // A server that starts anyway (or hangs) is stopped, and the test fails on its exit. Loading
  // the bundle alone took over 10 s on a two-core machine busy with other tests.
  const stopper = setTimeout(() => server.child.kill("SIGKILL"), STOP_AFTER_MS);
  try {
    return { code: await server.exited, lines: server.stderr().trimEnd().split("\n") };
  } finally {
    clearTimeout(stopper);
    await killHard(server.child);
  }
}

describe("start-up with a bad setting", { timeout: STOP_AFTER_MS + 15_000 }, () => {
  it.each([
    ["RATE_LIMIT_WINDOW", "abc"],
    ["RATE_LIMIT_WINDOW", "0"],
    ["RATE_LIMIT_MAX", "0"],
    ["RATE_LIMIT_MAX", "ten"],
    ["PORT", ""],
    ["PORT", "80a"],
    ["PORT", "70000"],
    ["LEADS_WEBHOOK_POLL_MS", ""],
    ["LEADS_WEBHOOK_RETRY_BASE_MS", "1e3"],
    ["REQUEST_TIMEOUT_MS", "soon"],
    ["SHUTDOWN_TIMEOUT_MS", ""],
    ["TRUST_PROXY", ""],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "1.5"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "10.0.0.1,"],
    ["TRUST_PROXY", "10.0.0.300"],
    ["TRUST_PROXY", "cdn.example.com"],
    ["TRUST_PROXY", "2001:db8::/129"],
    ["TRUST_PROXY", "0.0.0.0/0"],
    ["TRUST_PROXY", "::/0"],
    ["TRUST_PROXY", "0.0.0.0/1,128.0.0.0/1"],
    ["TRUST_PROXY", "10.0.0.0/7"],
    ["TRUST_PROXY", "2001:db8::/31"],
    ["TRUST_PROXY", "::ffff:0.0.0.0/96"],
    ["TRUST_PROXY", "fe80::1%eth-0"],
    ["TRUST_PROXY", "11.0.0.0/8,12.0.0.0/8"],
    ["TRUST_PROXY", "11.0.0.0/8,12.0.0.1"],
    ["TRUST_PROXY", "2001:db8::/32,2001:db9::/48"],
    ["TRUST_PROXY", "11.0.0.0/8,::ffff:12.0.0.0/104"],
    ["LEADS_TIME_ZONE", "Eastern"],
    ["LEADS_TIME_ZONE", ""],
    ["SLACK_WEBHOOK_URL", "http://hooks.slack.com/services/T000/B000/XXXX"],
  ])("refuses %s=%j with one line naming it", (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(StartupError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`^[^\\n]*\\b${name}\\b[^\\n]*$`));
  });

  const notADirectory = path.join(tempDir("grevvy-startup"), "file");
  writeFileSync(notADirectory, "");
  it.each(["/proc/leads.db", path.join(notADirectory, "leads.db")])(
    "refuses SQLITE_PATH=%s with one line naming it",
    async (file) => {
      const opening = openDatabase({ SQLITE_PATH: file });
      await expect(opening).rejects.toThrow(StartupError);
      await expect(opening).rejects.toThrow(new RegExp(`^[^\\n]*SQLITE_PATH "${file}"[^\\n]*$`));
    },
  );

  it("stops the server with one line per bad variable and no stack trace", async () => {
    const { code, lines } = await startWith({ RATE_LIMIT_WINDOW: "abc", PORT: "" });
    expect(code).toBe(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Invalid environment variable PORT: /);
    expect(lines[1]).toMatch(/^Invalid environment variable RATE_LIMIT_WINDOW: /);
  }, 15_000);

  /** Every IPv4 address as 256 /8s, each one allowed alone. */
  const everyIPv4 = Array.from({ length: 256 }, (_, first) => `${first}.0.0.0/8`).join(",");

  it.each([
    ["0.0.0.0/0", "0.0.0.0/0"],
    ["::/0", "::/0"],
    ["0.0.0.0/1, 128.0.0.0/1", "0.0.0.0/1, 128.0.0.0/1"],
    ["0.0.0.0/8, …, 255.0.0.0/8", everyIPv4],
    ["3.0.0.0/8,13.0.0.0/8", "3.0.0.0/8,13.0.0.0/8"],
  ])(
    "stops the server on TRUST_PROXY=%s with one line and no stack trace",
    async (_label, value) => {
      const { code, lines } = await startWith({ TRUST_PROXY: value });
      expect(code).toBe(1);
      expect(lines).toEqual([
        expect.stringMatching(
          /^Invalid environment variable TRUST_PROXY: .*wider than \/8 \(IPv4\) or \/32 \(IPv6\)/,
        ),
      ]);
    },
    15_000,
  );

  it("stops the server when SQLITE_PATH is in a folder that cannot be made", async () => {
    const { code, lines } = await startWith({ SQLITE_PATH: "/proc/grevvy/leads.db" });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^Cannot use SQLITE_PATH "\/proc\/grevvy\/leads.db": /),
    ]);
  }, 15_000);
});

describe("start-up settings", () => {
  it("refuses TRUST_PROXY=true, saying what to set instead", () => {
    for (const value of ["true", "TRUE"]) {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(
        /^Invalid environment variable TRUST_PROXY: .*number of proxies.*\(e\.g\. 1\b.*addresses/,
      );
    }
  });

  it("reads TRUST_PROXY as off, a number of proxies, or the proxies' addresses", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(
      loadEnv({ TRUST_PROXY: "173.245.48.0/20, 2400:cb00::/32,10.0.0.7,::1,loopback" }).TRUST_PROXY,
    ).toEqual(["173.245.48.0/20", "2400:cb00::/32", "10.0.0.7", "::1", "loopback"]);
    // The widest ranges taken: a /8 of IPv4 (also IPv4-mapped), a /32 of IPv6.
    expect(
      loadEnv({ TRUST_PROXY: "10.0.0.0/8,2001:db8::/32,::ffff:10.0.0.0/104" }).TRUST_PROXY,
    ).toHaveLength(3);
    // Together as wide as the widest: overlapping entries count once, private networks not at all.
    expect(
      loadEnv({
        TRUST_PROXY:
          "11.0.0.0/9,11.128.0.0/9,11.1.2.0/24,11.0.0.1,::ffff:11.0.0.0/104,10.0.0.0/8," +
          "2001:db8::/33,2001:db8:8000::/33,2001:db8::1,fd00::/48,::1,loopback,uniquelocal",
      }).TRUST_PROXY,
    ).toHaveLength(13);
  });

  it("reads the rate limit window as milliseconds or as a duration", () => {
    expect(loadEnv({}).RATE_LIMIT_WINDOW).toBe(60_000);
    expect(loadEnv({ RATE_LIMIT_WINDOW: "5000" }).RATE_LIMIT_WINDOW).toBe(5000);
    expect(loadEnv({ RATE_LIMIT_WINDOW: "1 minute" }).RATE_LIMIT_WINDOW).toBe(60_000);
    expect(loadEnv({ RATE_LIMIT_WINDOW: "30s" }).RATE_LIMIT_WINDOW).toBe(30_000);
  });
});

describe("the SQLite file", () => {
  it("is migrated once when several openers start on it at the same time", async () => {
    const file = path.join(tempDir("grevvy-migrate"), "leads.db");
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ SQLITE_PATH: file })),
    );
    const { db } = opened[0]!;
    const applied = await db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(new Set(applied).size).toBe(applied.length);
    expect(applied.length).toBeGreaterThan(0);
    await Promise.all(opened.map(({ db }) => db.destroy()));
  });
});
