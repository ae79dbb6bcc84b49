import { createHash } from "node:crypto";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ENROLMENT_CODE_HOURS } from "~/lib/admin-api";

import { AccountError, createOwnerAccounts } from "../../server/admin/accounts";
import { openDatabase } from "../../server/db/database";

import { OWNER } from "./admin-helpers";
import { type DatabaseKind, freshDatabase, tempDir } from "./helpers";
import { runCommand, serverBundle } from "./server-process";

/** What the database keeps of a one-time code: the SHA-256 of its letters and digits. */
const sha256 = (code: string) =>
  createHash("sha256").update(code.replaceAll("-", "")).digest("hex");

describe.each<DatabaseKind>(["sqlite", "postgres"])("owner accounts on %s", (kind) => {
  it("exist only once added: e-mail lower-cased and unique, password hashed with argon2id", async () => {
    const { db } = await freshDatabase(kind);
    const accounts = createOwnerAccounts(db);
    expect(await accounts.list()).toEqual([]);

    await accounts.add(" Owner@Example.COM ", OWNER.password);
    const [stored, ...others] = await db.selectFrom("admin_users").selectAll().execute();
    expect(others).toEqual([]);
    expect(stored!.email).toBe("owner@example.com");
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored!.password_hash).not.toContain(OWNER.password);
    expect((await accounts.list()).map(({ email }) => email)).toEqual(["owner@example.com"]);

    await expect(accounts.add("OWNER@example.com", "another long password")).rejects.toThrow(
      new AccountError("An account for owner@example.com already exists"),
    );
  });

  it("refuses an empty or short password and a bad e-mail, and unknown accounts", async () => {
    const accounts = createOwnerAccounts((await freshDatabase(kind)).db);
    await expect(accounts.add("a@example.com", "")).rejects.toThrow("The password is empty");
    await expect(accounts.add("a@example.com", "elevenchars")).rejects.toThrow(
      "The password must be at least 12 characters long",
    );
    await expect(accounts.add("not-an-email", OWNER.password)).rejects.toThrow(
      "Not an e-mail address: not-an-email",
    );
    await expect(accounts.remove("b@example.com")).rejects.toThrow("No account for b@example.com");
    await expect(accounts.setPassword("b@example.com", OWNER.password)).rejects.toThrow(
      AccountError,
    );
    expect(await accounts.list()).toEqual([]);
  });

  it("gives each added or reset account one enrolment code, kept as its SHA-256", async () => {
    const { db } = await freshDatabase(kind);
    const accounts = createOwnerAccounts(db);
    const stored = () => db.selectFrom("admin_enrolment_codes").selectAll().execute();
    const { id, enrolmentCode: added } = await accounts.add(OWNER.email, OWNER.password);
    expect(added).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(await stored()).toMatchObject([{ user_id: id, code_hash: sha256(added) }]);

    const reset = await accounts.resetSecondFactor("Owner@Example.com");
    expect(reset.email).toBe(OWNER.email);
    expect(reset.enrolmentCode).not.toBe(added);
    expect(await stored()).toMatchObject([{ user_id: id, code_hash: sha256(reset.enrolmentCode) }]);

    await accounts.remove(OWNER.email);
    expect(await stored()).toEqual([]);
  });

  it("changes a password and removes an account", async () => {
    const { db } = await freshDatabase(kind);
    const accounts = createOwnerAccounts(db);
    await accounts.add(OWNER.email, OWNER.password);
    await accounts.add("second@example.com", OWNER.password);
    const before = await accounts.find(OWNER.email);
    expect(await accounts.setPassword("Owner@example.com", "a brand new passphrase")).toBe(
      OWNER.email,
    );
    expect((await accounts.find(OWNER.email))!.password_hash).not.toBe(before!.password_hash);
    expect(await accounts.remove(OWNER.email)).toBe(OWNER.email);
    expect((await accounts.list()).map(({ email }) => email)).toEqual(["second@example.com"]);
  });
});

// Each case starts the command as a process of its own: on a busy machine that alone can take
// longer than the 5 s a test gets by default.
describe("the leads command's user commands", { timeout: 60_000 }, () => {
  const bundle = serverBundle("server/cli/leads.ts");
  beforeAll(() => bundle.build());
  afterAll(() => bundle.remove());
  const sqlitePath = path.join(tempDir("grevvy-cli"), "leads.db");

  function leads(args: string[], stdin = "") {
    const env: NodeJS.ProcessEnv = { ...process.env, SQLITE_PATH: sqlitePath };
    delete env.DATABASE_URL;
    return runCommand(bundle.entry, args, env, stdin);
  }

  it("adds, lists, re-keys and removes owners, reading passwords from standard input", async () => {
    const added = await leads(
      ["add-user", "Owner@Example.com", "--password-stdin"],
      `${OWNER.password}\nignored second line\n`,
    );
    expect(added.code).toBe(0);
    // The enrolment code the first sign-in asks for, printed once: the database keeps its hash.
    const [, enrolmentCode] =
      /^Account created for owner@example\.com\nEnrolment code: ([a-z2-9]{4}(?:-[a-z2-9]{4}){3})\nTheir next sign-in at \/admin asks for it before setting up their authenticator app\. It works once, until (\S+); give it to them apart from the password\.\n$/.exec(
        added.stdout,
      ) ?? [];
    expect(enrolmentCode, added.stdout).toBeDefined();

    const { db } = await openDatabase({ SQLITE_PATH: sqlitePath });
    const [stored] = await db.selectFrom("admin_users").selectAll().execute();
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    const codes = await db.selectFrom("admin_enrolment_codes").selectAll().execute();
    expect(codes).toEqual([
      {
        user_id: stored!.id,
        code_hash: sha256(enrolmentCode!),
        created_at: expect.any(String),
      },
    ]);
    expect(added.stdout).toContain(
      new Date(Date.parse(codes[0]!.created_at) + ENROLMENT_CODE_HOURS * 3_600_000).toISOString(),
    );
    await db.destroy();

    const listed = await leads(["list-users"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^owner@example\.com {2}\(since \d{4}-\d\d-\d\dT.*\)\n1 account\n$/,
    );

    const again = await leads(
      ["add-user", "owner@example.com", "--password-stdin"],
      "x".repeat(12),
    );
    expect(again).toMatchObject({
      code: 2,
      stderr: "An account for owner@example.com already exists\n",
    });

    // A browser the owner signed in with, known until the password is set or the account removed.
    const knownBrowser = async () => {
      const { db } = await openDatabase({ SQLITE_PATH: sqlitePath });
      const [user] = await db.selectFrom("admin_users").select("id").execute();
      await db
        .insertInto("admin_devices")
        .values({
          token_hash: "0".repeat(64),
          user_id: user!.id,
          created_at: new Date().toISOString(),
        })
        .execute();
      await db.destroy();
    };
    const knownBrowsers = async () => {
      const { db } = await openDatabase({ SQLITE_PATH: sqlitePath });
      const rows = await db.selectFrom("admin_devices").selectAll().execute();
      await db.destroy();
      return rows.length;
    };

    await knownBrowser();
    const changed = await leads(
      ["set-password", "owner@example.com", "--password-stdin"],
      "a brand new passphrase\n",
    );
    expect(changed).toMatchObject({
      code: 0,
      stdout:
        "Password changed for owner@example.com; their sessions ended, their browsers forgotten\n",
    });
    expect(await knownBrowsers()).toBe(0);
    await knownBrowser();
    const removed = await leads(["remove-user", "owner@example.com"]);
    expect(removed).toMatchObject({
      code: 0,
      stdout:
        "Account removed for owner@example.com; their sessions ended, their browsers forgotten\n",
    });
    expect(await knownBrowsers()).toBe(0);
    expect((await leads(["list-users"])).stdout).toBe("0 accounts\n");
    // Six runs of the command, each a Node start, some an argon2id hash: seconds each on a
    // two-core machine busy with other tests.
  }, 90_000);

  it.each([
    [["add-user", "a@example.com"], OWNER.password, /add --password-stdin/],
    [["add-user", "a@example.com", OWNER.password], "", /never as an argument/],
    [["add-user", "a@example.com", "--password-stdin"], "", /^The password is empty\n/],
    [["add-user", "a@example.com", "--password-stdin"], "short\n", /at least 12 characters/],
    [["add-user", "--password-stdin"], OWNER.password, /takes an e-mail address/],
    [["add-user", "a@example.com", "--password=secret"], "", /Unknown option '--password'/],
    [["remove-user", "nobody@example.com"], "", /^No account for nobody@example\.com\n$/],
    [["set-password", "nobody@example.com", "--password-stdin"], OWNER.password, /^No account/],
  ])("leads %j exits 2 with a message", async (args, stdin, message) => {
    const { code, stderr, stdout } = await leads(args, stdin);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stdout).toBe("");
  });
});
