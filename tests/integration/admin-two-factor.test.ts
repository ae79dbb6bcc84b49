import { createHash } from "node:crypto";
import path from "node:path";

import type { Kysely } from "kysely";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  ADMIN_API,
  CODE_REFUSED,
  DEVICE_COOKIE,
  ENROLMENT_CODE_EXPIRED,
  ENROLMENT_CODE_HOURS,
  ENROLMENT_CODE_REFUSED,
  type EnrolmentAnswer,
  type EnrolmentCodeAnswer,
  LOGIN_SLOWED,
  LOGIN_SLOW_SECONDS,
  LOGIN_MAX_FAILURES,
  type LoginAnswer,
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_MINUTES,
  RECOVERY_CODE_COUNT,
  SESSION_COOKIE,
  SIGN_IN_EXPIRED,
} from "~/lib/admin-api";

import { createOwnerAccounts } from "../../server/admin/accounts";
import { createActivityLog } from "../../server/admin/activity";
import { type LeadsDatabase, openDatabase } from "../../server/db/database";
import { migrateTo, migrateToLatest } from "../../server/db/migrations";

import {
  OWNER,
  TOTP_SECRET,
  addOwner,
  asOwner,
  cookieOf,
  currentCode,
  enrol,
  expectPrivate,
  login,
  pendingOf,
  proveEnrolmentCode,
  secondFactor,
  secondsPass,
  signIn,
  signInResponse,
} from "./admin-helpers";
import {
  type DatabaseKind,
  TEST_DATABASE_URL,
  type TestServer,
  freshDatabase,
  tempDir,
  testServers,
} from "./helpers";
import { runCommand, serverBundle } from "./server-process";

const serverOn = testServers();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A six-digit code that none of the steps an app's code is accepted in shows. */
async function wrongCode(secret = TOTP_SECRET) {
  const now = Math.floor(Date.now() / 1000);
  const valid = await Promise.all(
    [-60, -30, 0, 30, 60].map((s) => generate({ secret, epoch: now + s })),
  );
  return ["000000", "111111", "222222"].find((code) => !valid.includes(code))!;
}

/** The code an app showed one step (30 seconds) ago. */
const previousCode = (secret = TOTP_SECRET) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });

/** A right password from `remoteAddress`: answers the pending sign-in's cookie. */
async function passwordStep(server: TestServer, remoteAddress?: string, cookies = {}) {
  const response = await login(server, OWNER, { remoteAddress, cookies });
  expect(response.statusCode).toBe(200);
  return { ...cookies, ...pendingOf(response) };
}

/**
 * A right password and enrolment code from `remoteAddress`: answers the pending sign-in's
 * cookies and the app key it offers.
 */
async function enrolmentCodeStep(
  server: TestServer,
  enrolmentCode: string,
  remoteAddress?: string,
) {
  const cookies = await passwordStep(server, remoteAddress);
  const response = await proveEnrolmentCode(server, { enrolmentCode }, { cookies, remoteAddress });
  expect(response.statusCode).toBe(200);
  return { cookies, key: response.json<EnrolmentCodeAnswer>().enrolment.key };
}

/** The log's entries of sign-ins and second factors, oldest first (account changes left out). */
async function activity({ db }: LeadsDatabase) {
  const entries = await createActivityLog(db).list({ limit: 100 });
  return entries
    .reverse()
    .filter(({ action }) => action !== "account")
    .map(({ actor, action, ip, detail }) => ({ actor, action, ip, detail }));
}

async function rows({ db }: LeadsDatabase) {
  return {
    factors: await db.selectFrom("admin_second_factors").selectAll().execute(),
    recoveryCodes: await db.selectFrom("admin_recovery_codes").selectAll().execute(),
    pending: await db.selectFrom("admin_pending_sign_ins").selectAll().execute(),
    enrolmentCodes: await db.selectFrom("admin_enrolment_codes").selectAll().execute(),
    sessions: await db.selectFrom("admin_sessions").selectAll().execute(),
  };
}

/** Sends `count` requests at once; answers how many got each status. */
async function burst(count: number, send: (i: number) => Promise<number>) {
  const statuses = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const tally: Record<number, number> = {};
  for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}

const address = (i: number) => `10.8.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe.each<DatabaseKind>(["sqlite", "postgres"])("two-factor sign-in on %s", (kind) => {
  it("sets up the owner's app at first sign-in: the enrolment code, then key and QR code, a right code, then ten recovery codes once", async () => {
    const database = await freshDatabase(kind);
    const { enrolmentCode } = await addOwner(database, OWNER.email, OWNER.password, {
      enrolled: false,
    });
    expect(enrolmentCode).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect((await rows(database)).enrolmentCodes).toMatchObject([
      { code_hash: sha256(enrolmentCode.replaceAll("-", "")) },
    ]);
    const server = await serverOn(database);

    const password = await login(server, OWNER, { remoteAddress: "10.1.0.1" });
    expect(password.statusCode).toBe(200);
    expectPrivate(password);
    expect(password.json()).toEqual({ next: "enrolment-code" });
    expect(password.cookies.map(({ name }) => name)).toEqual([PENDING_SIGN_IN_COOKIE]);
    expect((await rows(database)).factors).toEqual([]);

    // The pending sign-in: an HttpOnly cookie for the sign-in routes, good for minutes, hashed.
    const pendingCookie = password.cookies[0]!;
    expect(pendingCookie).toMatchObject({
      path: ADMIN_API.login,
      httpOnly: true,
      sameSite: "Lax",
      maxAge: PENDING_SIGN_IN_MINUTES * 60,
    });
    const [pendingRow] = (await rows(database)).pending;
    expect(pendingRow!.token_hash).toBe(sha256(pendingCookie.value));
    const cookies = pendingOf(password);

    const wrongEnrolmentCode = await proveEnrolmentCode(
      server,
      { enrolmentCode: "abcd-efgh-jkmn-pqrs" },
      { cookies, remoteAddress: "10.1.0.1" },
    );
    expect(wrongEnrolmentCode.statusCode).toBe(401);
    expect(wrongEnrolmentCode.json()).toEqual({ error: ENROLMENT_CODE_REFUSED });

    // The right enrolment code, however typed, brings the key and its QR code.
    const proved = await proveEnrolmentCode(
      server,
      { enrolmentCode: enrolmentCode.toUpperCase().replaceAll("-", " ") },
      { cookies, remoteAddress: "10.1.0.1" },
    );
    expect(proved.statusCode).toBe(200);
    expectPrivate(proved);
    const { key, qrCode } = proved.json<EnrolmentCodeAnswer>().enrolment;
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const [, svg] = /^data:image\/svg\+xml;base64,(.+)$/.exec(qrCode)!;
    expect(Buffer.from(svg!, "base64").toString()).toMatch(/^<svg [^>]*viewBox/);
    expect((await rows(database)).factors).toEqual([]);

    // A code of another key, and the right code on the code route, set nothing up.
    const wrong = await enrol(
      server,
      { code: await wrongCode(key) },
      { cookies, remoteAddress: "10.1.0.1" },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: CODE_REFUSED });
    expect(wrong.cookies.find(({ name }) => name === SESSION_COOKIE)).toBeUndefined();
    expect(
      (await secondFactor(server, { code: await currentCode(key) }, { cookies })).statusCode,
    ).toBe(410);
    expect((await rows(database)).factors).toEqual([]);

    const enrolled = await enrol(
      server,
      { code: await currentCode(key) },
      { cookies, remoteAddress: "10.1.0.1" },
    );
    expect(enrolled.statusCode).toBe(200);
    expectPrivate(enrolled);
    const { user, recoveryCodes } = enrolled.json<EnrolmentAnswer>();
    expect(user).toEqual({ email: OWNER.email });
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const stored = await rows(database);
    expect(stored.factors).toMatchObject([{ totp_secret: key }]);
    expect(stored.recoveryCodes.map(({ code_hash }) => code_hash).sort()).toEqual(
      recoveryCodes.map((code) => sha256(code.replaceAll("-", ""))).sort(),
    );
    expect(stored.pending).toEqual([]);
    // The enrolment code is used up.
    expect(stored.enrolmentCodes).toEqual([]);
    const session = cookieOf(enrolled, SESSION_COOKIE);
    expect((await asOwner(server, session)({ url: ADMIN_API.session })).statusCode).toBe(200);
    expect(enrolled.cookies.find(({ name }) => name === DEVICE_COOKIE)?.value).toBeTruthy();
    expect(enrolled.cookies.find(({ name }) => name === PENDING_SIGN_IN_COOKIE)?.value).toBe("");

    // From now on the key is never sent again: the next sign-in asks for a code.
    const next = await login(server, OWNER, { remoteAddress: "10.1.0.1" });
    expect(next.json()).toEqual({ next: "code" });
    expect(next.body).not.toContain(key);

    const failed = (step: string) => ({
      actor: OWNER.email,
      action: "sign-in-failed",
      ip: "10.1.0.1",
      detail: { step },
    });
    expect(await activity(database)).toEqual([
      failed("enrolment-code"),
      failed("second-factor"),
      { actor: OWNER.email, action: "two-factor-enrolled", ip: "10.1.0.1", detail: {} },
      { actor: OWNER.email, action: "sign-in", ip: "10.1.0.1", detail: { method: "totp" } },
    ]);
  });

  it("shows no app key for the password alone, and sets nothing up before the enrolment code", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database, OWNER.email, OWNER.password, { enrolled: false });
    const server = await serverOn(database);

    const password = await login(server, OWNER);
    expect(password.json()).toEqual({ next: "enrolment-code" });
    // The key the sign-in will offer is made, and kept only in the pending sign-in.
    const [pendingRow] = (await rows(database)).pending;
    const key = pendingRow!.enrolment_secret!;
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(password.body).not.toContain(key);
    expect(password.body).not.toMatch(/otpauth|svg|qr/i);

    // Even a right code of that key, on either route, sets nothing up before the enrolment code.
    const cookies = pendingOf(password);
    const early = await enrol(server, { code: await currentCode(key) }, { cookies });
    expect(early.statusCode).toBe(410);
    expect(early.json()).toEqual({ error: SIGN_IN_EXPIRED });
    expect(early.body).not.toContain(key);
    const asAppCode = await secondFactor(server, { code: await currentCode(key) }, { cookies });
    expect(asAppCode.statusCode).toBe(410);
    const { factors, sessions } = await rows(database);
    expect(factors).toEqual([]);
    expect(sessions).toEqual([]);

    // A malformed enrolment code is a bad request, not a guess.
    const malformed = await proveEnrolmentCode(
      server,
      { enrolmentCode: "abcd" },
      { cookies: await passwordStep(server) },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toMatch(/"key"/);
  });

  it("refuses an enrolment code that expired (saying to ask for a new one), was replaced or was used", async () => {
    const database = await freshDatabase(kind);
    const { enrolmentCode: first } = await addOwner(database, OWNER.email, OWNER.password, {
      enrolled: false,
    });
    const server = await serverOn(database);
    const accounts = createOwnerAccounts(database.db);
    const issuedDayAgo = () =>
      database.db
        .updateTable("admin_enrolment_codes")
        .set({ created_at: minutesAgo(ENROLMENT_CODE_HOURS * 60) })
        .execute();

    await issuedDayAgo();
    const expired = await proveEnrolmentCode(
      server,
      { enrolmentCode: first },
      { cookies: await passwordStep(server) },
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ error: ENROLMENT_CODE_EXPIRED });
    expect(ENROLMENT_CODE_EXPIRED).toMatch(/expired.*reset-2fa/);

    // reset-2fa makes a new code; the one before no longer works.
    const { enrolmentCode: second } = await accounts.resetSecondFactor(OWNER.email);
    expect(second).not.toBe(first);
    const replaced = await proveEnrolmentCode(
      server,
      { enrolmentCode: first },
      { cookies: await passwordStep(server) },
    );
    expect(replaced.statusCode).toBe(401);
    expect(replaced.json()).toEqual({ error: ENROLMENT_CODE_REFUSED });

    // Two browsers prove the new code: the first to set up its app uses the code up.
    const one = await enrolmentCodeStep(server, second);
    const other = await enrolmentCodeStep(server, second);
    expect(other.key).not.toBe(one.key);
    const enrolled = await enrol(
      server,
      { code: await currentCode(one.key) },
      { cookies: one.cookies },
    );
    expect(enrolled.statusCode).toBe(200);
    const used = await enrol(
      server,
      { code: await currentCode(other.key) },
      { cookies: other.cookies },
    );
    expect(used.statusCode).toBe(401);
    expect(used.json()).toEqual({ error: CODE_REFUSED });
    expect((await rows(database)).factors).toMatchObject([{ totp_secret: one.key }]);
    expect((await rows(database)).sessions).toHaveLength(1);

    // A code that expires between its proof and the app's first code sets nothing up.
    const { enrolmentCode: third } = await accounts.resetSecondFactor(OWNER.email);
    const late = await enrolmentCodeStep(server, third);
    await issuedDayAgo();
    const lateEnrolment = await enrol(
      server,
      { code: await currentCode(late.key) },
      { cookies: late.cookies },
    );
    expect(lateEnrolment.statusCode).toBe(401);
    expect((await rows(database)).factors).toEqual([]);
  });

  it("lets one of two sign-ins setting up an app at once with one enrolment code in", async () => {
    const database = await freshDatabase(kind);
    const { enrolmentCode } = await addOwner(database, OWNER.email, OWNER.password, {
      enrolled: false,
    });
    const server = await serverOn(database);
    const browsers = [
      await enrolmentCodeStep(server, enrolmentCode, address(0)),
      await enrolmentCodeStep(server, enrolmentCode, address(1)),
    ];
    const statuses = await burst(2, async (i) => {
      const { key, cookies } = browsers[i]!;
      const response = await enrol(
        server,
        { code: await currentCode(key) },
        { cookies, remoteAddress: address(i) },
      );
      return response.statusCode;
    });
    expect(statuses).toEqual({ 200: 1, 401: 1 });
    const stored = await rows(database);
    expect(stored.factors).toHaveLength(1);
    expect(stored.sessions).toHaveLength(1);
    expect(stored.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(stored.enrolmentCodes).toEqual([]);
  });

  it(`counts wrong enrolment codes like wrong codes: at most ${LOGIN_MAX_FAILURES} of a burst checked, then the account slowed`, async () => {
    const database = await freshDatabase(kind);
    const { enrolmentCode } = await addOwner(database, OWNER.email, OWNER.password, {
      enrolled: false,
    });
    const server = await serverOn(database);
    const cookies = await passwordStep(server, "10.9.0.1");
    const statuses = await burst(
      20,
      async (i) =>
        (
          await proveEnrolmentCode(
            server,
            { enrolmentCode: "abcd-efgh-jkmn-pqrs" },
            { cookies, remoteAddress: address(i) },
          )
        ).statusCode,
    );
    expect(statuses).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 20 - LOGIN_MAX_FAILURES });

    // The right code waits too, and shows no key; so does the password step.
    const locked = await proveEnrolmentCode(
      server,
      { enrolmentCode },
      { cookies, remoteAddress: "10.9.0.2" },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOGIN_SLOWED });
    expect((await login(server, OWNER, { remoteAddress: "10.9.0.3" })).statusCode).toBe(429);
    expect((await activity(database)).map(({ detail }) => detail)).toEqual(
      Array.from({ length: LOGIN_MAX_FAILURES }, () => ({ step: "enrolment-code" })),
    );

    // Seconds later, the same sign-in goes on.
    await secondsPass(database, LOGIN_SLOW_SECONDS);
    const later = await proveEnrolmentCode(
      server,
      { enrolmentCode },
      { cookies, remoteAddress: "10.9.0.2" },
    );
    expect(later.statusCode).toBe(200);
  }, 30_000);

  it("signs in with a code of the app, refuses a wrong one and any code already used", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);

    const cookies = await passwordStep(server, "10.2.0.1");
    const wrong = await secondFactor(
      server,
      { code: await wrongCode() },
      { cookies, remoteAddress: "10.2.0.1" },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: CODE_REFUSED });
    expect(wrong.cookies).toEqual([]);
    expectPrivate(wrong);

    const code = await currentCode();
    const right = await secondFactor(
      server,
      { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` },
      { cookies, remoteAddress: "10.2.0.1" },
    );
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ user: { email: OWNER.email } });
    const session = cookieOf(right, SESSION_COOKIE);
    expect((await asOwner(server, session)({ url: ADMIN_API.session })).statusCode).toBe(200);

    // The same code again, and an older one, from a new sign-in: refused.
    const replayed = await secondFactor(
      server,
      { code },
      { cookies: await passwordStep(server, "10.2.0.2"), remoteAddress: "10.2.0.2" },
    );
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ error: CODE_REFUSED });
    const older = await secondFactor(
      server,
      { code: await previousCode() },
      { cookies: await passwordStep(server, "10.2.0.2"), remoteAddress: "10.2.0.2" },
    );
    expect(older.statusCode).toBe(401);

    // A code that is not six digits is a bad request, not a guess.
    const malformed = await secondFactor(
      server,
      { code: "12345" },
      { cookies: await passwordStep(server) },
    );
    expect(malformed.statusCode).toBe(400);

    expect(await activity(database)).toEqual([
      {
        actor: OWNER.email,
        action: "sign-in-failed",
        ip: "10.2.0.1",
        detail: { step: "second-factor" },
      },
      { actor: OWNER.email, action: "sign-in", ip: "10.2.0.1", detail: { method: "totp" } },
      {
        actor: OWNER.email,
        action: "sign-in-failed",
        ip: "10.2.0.2",
        detail: { step: "second-factor" },
      },
      {
        actor: OWNER.email,
        action: "sign-in-failed",
        ip: "10.2.0.2",
        detail: { step: "second-factor" },
      },
    ]);
  });

  it("lets a recovery code in once, however it is typed", async () => {
    const database = await freshDatabase(kind);
    const { recoveryCodes } = await addOwner(database);
    const server = await serverOn(database);
    const [first, second] = recoveryCodes;

    const typed = first!.toUpperCase().replaceAll("-", " ");
    const used = await secondFactor(
      server,
      { recoveryCode: typed },
      { cookies: await passwordStep(server, "10.3.0.1"), remoteAddress: "10.3.0.1" },
    );
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ user: { email: OWNER.email } });
    expect((await rows(database)).recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT - 1);

    const again = await secondFactor(
      server,
      { recoveryCode: first },
      { cookies: await passwordStep(server, "10.3.0.1"), remoteAddress: "10.3.0.1" },
    );
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: CODE_REFUSED });
    const made = await secondFactor(
      server,
      { recoveryCode: "abcd-efgh-jkmn-pqrs" },
      { cookies: await passwordStep(server, "10.3.0.1"), remoteAddress: "10.3.0.1" },
    );
    expect(made.statusCode).toBe(401);
    // Another owner's code is none of this one's.
    const other = { email: "second@example.com", password: "another long passphrase" };
    const { recoveryCodes: others } = await addOwner(database, other.email, other.password);
    const password = await login(server, other, { remoteAddress: "10.3.0.2" });
    const foreign = await secondFactor(
      server,
      { recoveryCode: second },
      { cookies: pendingOf(password), remoteAddress: "10.3.0.2" },
    );
    expect(foreign.statusCode).toBe(401);
    expect((await rows(database)).recoveryCodes).toHaveLength(2 * RECOVERY_CODE_COUNT - 1);
    expect(others).not.toContain(second);

    expect(await activity(database)).toEqual([
      {
        actor: OWNER.email,
        action: "sign-in",
        ip: "10.3.0.1",
        detail: { method: "recovery-code", recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 },
      },
      {
        actor: OWNER.email,
        action: "sign-in-failed",
        ip: "10.3.0.1",
        detail: { step: "second-factor" },
      },
      {
        actor: OWNER.email,
        action: "sign-in-failed",
        ip: "10.3.0.1",
        detail: { step: "second-factor" },
      },
      {
        actor: other.email,
        action: "sign-in-failed",
        ip: "10.3.0.2",
        detail: { step: "second-factor" },
      },
    ]);
  });

  it("lets one of several sign-ins sending the same recovery code at once in", async () => {
    const database = await freshDatabase(kind);
    const { recoveryCodes } = await addOwner(database);
    const server = await serverOn(database);
    // Five browsers, each with a sign-in of its own waiting for its second step.
    const pending: Record<string, string>[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
      pending.push(await passwordStep(server, address(i)));
    const statuses = await burst(LOGIN_MAX_FAILURES, async (i) => {
      const response = await secondFactor(
        server,
        { recoveryCode: recoveryCodes[0] },
        { cookies: pending[i], remoteAddress: address(i) },
      );
      return response.statusCode;
    });
    expect(statuses).toEqual({ 200: 1, 401: LOGIN_MAX_FAILURES - 1 });
    expect((await rows(database)).sessions).toHaveLength(1);
    expect((await rows(database)).recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT - 1);
  });

  it("lets one of two requests of one sign-in with the same code in", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const cookies = await passwordStep(server);
    const code = await currentCode();
    const statuses = await burst(
      2,
      async () => (await secondFactor(server, { code }, { cookies })).statusCode,
    );
    expect(statuses[200]).toBe(1);
    // The other found the sign-in completed (410) or the code used (401).
    expect((statuses[401] ?? 0) + (statuses[410] ?? 0)).toBe(1);
    expect((await rows(database)).sessions).toHaveLength(1);
  });

  it(`slows the account after ${LOGIN_MAX_FAILURES} wrong codes, for the password step too`, async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const cookies = await passwordStep(server, "10.4.0.1");
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      const response = await secondFactor(
        server,
        { code: await wrongCode() },
        { cookies, remoteAddress: address(i) },
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await secondFactor(
      server,
      { code: await currentCode() },
      { cookies, remoteAddress: "10.4.0.2" },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOGIN_SLOWED });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    const password = await login(server, OWNER, { remoteAddress: "10.4.0.3" });
    expect(password.statusCode).toBe(429);

    // Seconds later, the same sign-in goes on.
    await secondsPass(database, LOGIN_SLOW_SECONDS);
    const later = await secondFactor(
      server,
      { code: await currentCode() },
      { cookies, remoteAddress: "10.4.0.2" },
    );
    expect(later.statusCode).toBe(200);
  });

  it(`checks at most ${LOGIN_MAX_FAILURES} codes of a concurrent burst`, async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const cookies = await passwordStep(server, "10.5.0.1");
    const code = await wrongCode();
    const statuses = await burst(
      20,
      async (i) =>
        (await secondFactor(server, { code }, { cookies, remoteAddress: address(i) })).statusCode,
    );
    expect(statuses).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 20 - LOGIN_MAX_FAILURES });
  }, 30_000);

  it("counts a known browser's wrong codes on that browser, not on the account", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const device = cookieOf(
      await signInResponse(server, database, OWNER, { remoteAddress: "10.6.0.1" }),
      DEVICE_COOKIE,
    );
    const cookies = await passwordStep(server, "10.6.0.2", device);
    const statuses = await burst(
      12,
      async (i) =>
        (
          await secondFactor(
            server,
            { code: await wrongCode() },
            { cookies, remoteAddress: address(i) },
          )
        ).statusCode,
    );
    expect(statuses).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 12 - LOGIN_MAX_FAILURES });
    expect(
      (await login(server, OWNER, { remoteAddress: "10.6.0.3", cookies: device })).statusCode,
    ).toBe(429);
    // Another browser of the owner's is not locked out by them.
    expect(
      (await signInResponse(server, database, OWNER, { remoteAddress: "10.6.0.4" })).statusCode,
    ).toBe(200);
  });

  it(`ends a pending sign-in after ${PENDING_SIGN_IN_MINUTES} minutes and after its one use`, async () => {
    const database = await freshDatabase(kind);
    const { recoveryCodes } = await addOwner(database);
    const server = await serverOn(database);

    const cookies = await passwordStep(server);
    await database.db
      .updateTable("admin_pending_sign_ins")
      .set({ created_at: minutesAgo(PENDING_SIGN_IN_MINUTES) })
      .execute();
    const expired = await secondFactor(server, { code: await currentCode() }, { cookies });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: SIGN_IN_EXPIRED });
    expect(expired.cookies).toMatchObject([{ name: PENDING_SIGN_IN_COOKIE, value: "" }]);
    expect((await rows(database)).sessions).toEqual([]);

    // None at all, or a made-up one, is the same.
    expect((await secondFactor(server, { code: await currentCode() })).statusCode).toBe(410);
    expect(
      (
        await secondFactor(
          server,
          { code: await currentCode() },
          { cookies: { [PENDING_SIGN_IN_COOKIE]: "x".repeat(43) } },
        )
      ).statusCode,
    ).toBe(410);

    const fresh = await passwordStep(server);
    // A new sign-in clears out the expired one.
    expect((await rows(database)).pending).toHaveLength(1);
    expect(
      (await secondFactor(server, { code: await currentCode() }, { cookies: fresh })).statusCode,
    ).toBe(200);
    const reused = await secondFactor(
      server,
      { recoveryCode: recoveryCodes[0] },
      { cookies: fresh },
    );
    expect(reused.statusCode).toBe(410);
    expect((await rows(database)).pending).toEqual([]);
    expect((await rows(database)).sessions).toHaveLength(1);
  });

  it("migrates down to before two-factor sign-in and up again", async () => {
    const { db } = await freshDatabase(kind);
    const tables = async () => (await db.introspection.getTables()).map(({ name }) => name);
    const added = ["admin_second_factors", "admin_recovery_codes", "admin_pending_sign_ins"];
    expect(await tables()).toEqual(expect.arrayContaining(added));
    await migrateTo(db as Kysely<unknown>, "2026-11-28-activity-log");
    expect((await tables()).filter((name) => added.includes(name))).toEqual([]);
    await migrateToLatest(db as Kysely<unknown>);
    expect(await tables()).toEqual(expect.arrayContaining(added));
  });

  it("migrates down to before enrolment codes and up again", async () => {
    const { db } = await freshDatabase(kind);
    const shape = async () => {
      const tables = await db.introspection.getTables();
      const pending = tables.find(({ name }) => name === "admin_pending_sign_ins")!;
      return {
        codes: tables.some(({ name }) => name === "admin_enrolment_codes"),
        proof: pending.columns.some(({ name }) => name === "enrolment_code_hash"),
      };
    };
    expect(await shape()).toEqual({ codes: true, proof: true });
    await migrateTo(db as Kysely<unknown>, "2026-11-30-two-factor");
    expect(await shape()).toEqual({ codes: false, proof: false });
    await migrateToLatest(db as Kysely<unknown>);
    expect(await shape()).toEqual({ codes: true, proof: true });
  });

  it("records failed passwords with the account's e-mail only when it exists, and sign-outs", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    await login(
      server,
      { email: "stranger@example.com", password: "a guess" },
      { remoteAddress: "10.7.0.1" },
    );
    await login(server, { ...OWNER, password: "a guess" }, { remoteAddress: "10.7.0.2" });
    const cookies = await signIn(server, database);
    expect(
      (await asOwner(server, cookies)({ method: "POST", url: ADMIN_API.logout, body: {} }))
        .statusCode,
    ).toBe(204);
    expect(await activity(database)).toEqual([
      { actor: null, action: "sign-in-failed", ip: "10.7.0.1", detail: { step: "password" } },
      {
        actor: OWNER.email,
        action: "sign-in-failed",
        ip: "10.7.0.2",
        detail: { step: "password" },
      },
      { actor: OWNER.email, action: "sign-in", ip: "127.0.0.1", detail: { method: "totp" } },
      { actor: OWNER.email, action: "sign-out", ip: "127.0.0.1", detail: {} },
    ]);
    expect(JSON.stringify(await activity(database))).not.toContain("stranger");
  });
});

describe("npm run leads -- reset-2fa", { timeout: 60_000 }, () => {
  const bundle = serverBundle("server/cli/leads.ts");
  beforeAll(() => bundle.build());
  afterAll(() => bundle.remove());

  function leads(args: string[], database: Record<string, string>) {
    const env: NodeJS.ProcessEnv = { ...process.env, ...database };
    if (!database.DATABASE_URL) delete env.DATABASE_URL;
    return runCommand(bundle.entry, args, env);
  }

  it.each<DatabaseKind>(["sqlite", "postgres"])(
    "removes the owner's app and recovery codes and signs them out, on %s",
    async (kind) => {
      const sqlitePath = path.join(tempDir("grevvy-2fa"), "leads.db");
      const database =
        kind === "sqlite"
          ? await openDatabase({ SQLITE_PATH: sqlitePath })
          : await freshDatabase(kind);
      const target: Record<string, string> =
        kind === "sqlite" ? { SQLITE_PATH: sqlitePath } : { DATABASE_URL: TEST_DATABASE_URL };
      await addOwner(database);
      const other = { email: "second@example.com", password: "another long passphrase" };
      await addOwner(database, other.email, other.password);
      const server = await serverOn(database);
      const session = await signIn(server, database);
      const othersSession = await signIn(server, database, other);

      const reset = await leads(["reset-2fa", "Owner@Example.com"], target);
      expect(reset.code).toBe(0);
      const [resetLine, codeLine, ...rest] = reset.stdout.split("\n");
      expect(resetLine).toBe(
        `Two-factor sign-in reset for ${OWNER.email}; their sessions ended, their next sign-in sets up an authenticator app`,
      );
      const [, enrolmentCode] = /^Enrolment code: ([a-z2-9]{4}(?:-[a-z2-9]{4}){3})$/.exec(
        codeLine!,
      )!;
      expect(rest.join("\n")).toMatch(
        /^Their next sign-in at \/admin asks for it .* once, until \d{4}-.*Z;/,
      );
      expect((await asOwner(server, session)({ url: ADMIN_API.session })).statusCode).toBe(401);
      expect((await asOwner(server, othersSession)({ url: ADMIN_API.session })).statusCode).toBe(
        200,
      );
      const { factors, recoveryCodes } = await rows(database);
      const [owner] = await database.db
        .selectFrom("admin_users")
        .select("id")
        .where("email", "=", OWNER.email)
        .execute();
      expect(factors.filter(({ user_id }) => user_id === owner!.id)).toEqual([]);
      expect(recoveryCodes.filter(({ user_id }) => user_id === owner!.id)).toEqual([]);
      expect(factors).toHaveLength(1);
      expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

      const next = await login(server, OWNER);
      expect(next.json<LoginAnswer>().next).toBe("enrolment-code");
      // The printed code is the one that lets the owner set up a new app.
      const proved = await proveEnrolmentCode(
        server,
        { enrolmentCode },
        { cookies: pendingOf(next) },
      );
      expect(proved.statusCode).toBe(200);
      expect(proved.json<EnrolmentCodeAnswer>().enrolment.key).toMatch(/^[A-Z2-7]{32}$/);
      expect((await activity(database)).at(-1)).toEqual({
        actor: null,
        action: "two-factor-reset",
        ip: null,
        detail: { account: OWNER.email, via: "command line" },
      });

      const unknown = await leads(["reset-2fa", "nobody@example.com"], target);
      expect(unknown).toMatchObject({
        code: 2,
        stdout: "",
        stderr: "No account for nobody@example.com\n",
      });
      const missing = await leads(["reset-2fa"], target);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/reset-2fa takes an e-mail address/);
    },
  );
});
