import { setTimeout as sleep } from "node:timers/promises";

import { describe, expect, it, vi } from "vitest";

import {
  type EnrolmentCodeAnswer,
  LOGIN_MAX_FAILURES,
  LOGIN_SLOW_SECONDS,
  LOGIN_SLOWED,
  SESSION_COOKIE,
} from "~/lib/admin-api";

import { createOwnerAccounts } from "../../server/admin/accounts";
import type * as Passwords from "../../server/admin/passwords";
import type { LeadsDatabase } from "../../server/db/database";

import {
  OWNER,
  addOwner,
  cookieOf,
  currentCode,
  enrol,
  expectOneCheckAtATime,
  login,
  pendingOf,
  proveEnrolmentCode,
  secondFactor,
  secondsPass,
  throughSlowing,
} from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase, testServers } from "./helpers";

/** The password checks under way, and the most there ever were at once. */
const checks = vi.hoisted(() => ({ running: 0, most: 0 }));

vi.mock("../../server/admin/passwords", async (importOriginal) => {
  const passwords = await importOriginal<typeof Passwords>();
  return {
    ...passwords,
    // Each check takes a little longer, so that checks let through together would overlap.
    async verifyPassword(...args: Parameters<typeof passwords.verifyPassword>) {
      checks.running += 1;
      checks.most = Math.max(checks.most, checks.running);
      try {
        await sleep(25);
        return await passwords.verifyPassword(...args);
      } finally {
        checks.running -= 1;
      }
    },
  };
});

const serverOn = testServers();

/** How soon the owner must be in, from a new browser, however strangers try (issue 49). */
const OWNER_IN_WITHIN_SECONDS = 30;
const STRANGERS = 50;
const WRONG = { email: OWNER.email, password: "not the password" };

/**
 * Strangers at 50 addresses send a wrong password each, all at once, in waves LOGIN_SLOW_SECONDS
 * apart, until the account is slowed; a last wave just before the owner comes.
 */
async function strangersAttack(server: TestServer, database: LeadsDatabase) {
  const wave = async () => {
    const answers = await Promise.all(
      Array.from({ length: STRANGERS }, (_, i) =>
        login(server, WRONG, { remoteAddress: `10.50.0.${i + 1}` }),
      ),
    );
    for (const answer of answers) expect([401, 429]).toContain(answer.statusCode);
    return answers.filter(({ statusCode }) => statusCode === 401).length;
  };
  let failures = 0;
  while (failures < LOGIN_MAX_FAILURES) {
    failures += await wave();
    await secondsPass(database, LOGIN_SLOW_SECONDS);
  }
  await wave();
}

/** The account is slowed: a stranger's next try is told to wait, for seconds. */
async function expectSlowed(server: TestServer) {
  const slowed = await login(server, WRONG, { remoteAddress: "10.50.1.1" });
  expect(slowed.statusCode).toBe(429);
  expect(Number(slowed.headers["retry-after"])).toBeLessThanOrEqual(LOGIN_SLOW_SECONDS);
  expect(slowed.json()).toEqual({ error: LOGIN_SLOWED });
}

describe.each<DatabaseKind>(["sqlite", "postgres"])(
  `sign-in under a burst of ${STRANGERS} wrong passwords from ${STRANGERS} addresses, on %s`,
  (kind) => {
    it(`checks one password at a time, and lets the owner in from a new browser within ${OWNER_IN_WITHIN_SECONDS} s`, async () => {
      const database = await freshDatabase(kind);
      await addOwner(database);
      const server = await serverOn(database);
      checks.most = 0;
      await strangersAttack(server, database);
      expect(checks.most).toBe(1);
      await expectOneCheckAtATime(database, OWNER.email);
      await expectSlowed(server);

      // A browser and an address the owner never used.
      const owner = { remoteAddress: "10.60.0.1" };
      const password = await throughSlowing(database, () => login(server, OWNER, owner));
      expect(password.answer.json()).toEqual({ next: "code" });
      const cookies = pendingOf(password.answer);
      await database.db.updateTable("admin_second_factors").set({ last_time_step: null }).execute();
      const code = await throughSlowing(database, async () =>
        secondFactor(server, { code: await currentCode() }, { ...owner, cookies }),
      );
      expect(code.answer.statusCode).toBe(200);
      cookieOf(code.answer, SESSION_COOKIE);
      expect(password.waited + code.waited).toBeLessThanOrEqual(OWNER_IN_WITHIN_SECONDS);
      expect(checks.most).toBe(1);
    }, 60_000);

    it(`lets an owner enrol again after reset-2fa within ${OWNER_IN_WITHIN_SECONDS} s while strangers try`, async () => {
      const database = await freshDatabase(kind);
      await addOwner(database);
      const { enrolmentCode } = await createOwnerAccounts(database.db).resetSecondFactor(
        OWNER.email,
      );
      const server = await serverOn(database);
      await strangersAttack(server, database);
      await expectSlowed(server);

      const owner = { remoteAddress: "10.60.0.2" };
      const password = await throughSlowing(database, () => login(server, OWNER, owner));
      expect(password.answer.json()).toEqual({ next: "enrolment-code" });
      const cookies = pendingOf(password.answer);
      const proved = await throughSlowing(database, () =>
        proveEnrolmentCode(server, { enrolmentCode }, { ...owner, cookies }),
      );
      expect(proved.answer.statusCode).toBe(200);
      const { key } = proved.answer.json<EnrolmentCodeAnswer>().enrolment;
      const enrolled = await throughSlowing(database, async () =>
        enrol(server, { code: await currentCode(key) }, { ...owner, cookies }),
      );
      expect(enrolled.answer.statusCode).toBe(200);
      cookieOf(enrolled.answer, SESSION_COOKIE);
      expect(password.waited + proved.waited + enrolled.waited).toBeLessThanOrEqual(
        OWNER_IN_WITHIN_SECONDS,
      );
    }, 60_000);
  },
);
