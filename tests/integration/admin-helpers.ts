import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { expect } from "vitest";

import {
  ADMIN_API,
  LOGIN_SLOW_SECONDS,
  PENDING_SIGN_IN_COOKIE,
  SESSION_COOKIE,
} from "~/lib/admin-api";

import { createOwnerAccounts } from "../../server/admin/accounts";
import { createSecondFactors, oneTimeCodeHash } from "../../server/admin/second-factor";
import type { LeadsDatabase } from "../../server/db/database";

import type { TestServer } from "./helpers";

export const OWNER = { email: "owner@example.com", password: "correct horse battery" };

/** The origin of `server.inject` requests (Host localhost:80, plain HTTP). */
export const SAME_ORIGIN = "http://localhost";

/** The authenticator-app key of the owners that tests add (20 bytes, base32). */
export const TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

/** The code an app with the key shows now. */
export const currentCode = (secret = TOTP_SECRET) => generate({ secret });

/**
 * An owner account whose authenticator app is already set up (key TOTP_SECRET), with its
 * recovery codes; or, with `enrolled: false`, one whose next sign-in sets the app up, with the
 * enrolment code `add-user` printed.
 */
export async function addOwner(
  { db }: LeadsDatabase,
  email = OWNER.email,
  password = OWNER.password,
  { enrolled = true } = {},
) {
  const account = await createOwnerAccounts(db).add(email, password);
  const recoveryCodes = enrolled
    ? await createSecondFactors(db).enrol(db, {
        userId: account.id,
        secret: TOTP_SECRET,
        timeStep: 0,
        enrolmentCodeHash: oneTimeCodeHash(account.enrolmentCode),
      })
    : null;
  return { ...account, recoveryCodes: recoveryCodes ?? [] };
}

interface RequestOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
  cookies?: Record<string, string>;
}

function post(server: TestServer, url: string, body: unknown, options: RequestOptions = {}) {
  return server.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", origin: SAME_ORIGIN, ...options.headers },
    remoteAddress: options.remoteAddress,
    cookies: options.cookies,
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The password step of a sign-in. */
export const login = (server: TestServer, body: unknown, options: RequestOptions = {}) =>
  post(server, ADMIN_API.login, body, options);

/** The second step: `{ code }` or `{ recoveryCode }`. */
export const secondFactor = (server: TestServer, body: unknown, options: RequestOptions = {}) =>
  post(server, ADMIN_API.secondFactor, body, options);

/** Before the app is set up at first sign-in: `{ enrolmentCode }`. */
export const proveEnrolmentCode = (
  server: TestServer,
  body: unknown,
  options: RequestOptions = {},
) => post(server, ADMIN_API.enrolmentCode, body, options);

/** Setting up the app at first sign-in, the enrolment code proved: `{ code }`. */
export const enrol = (server: TestServer, body: unknown, options: RequestOptions = {}) =>
  post(server, ADMIN_API.enrolment, body, options);

/** A cookie an answer set, as cookies to send along with the next requests. */
export function cookieOf(response: LightMyRequestResponse, name: string) {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  expect(cookie?.value, name).toBeTruthy();
  return { [name]: cookie!.value };
}

/** The pending sign-in a right password started. */
export const pendingOf = (response: LightMyRequestResponse) =>
  cookieOf(response, PENDING_SIGN_IN_COOKIE);

/**
 * Both steps of an enrolled owner's sign-in, with a code of the app; answers the second step's
 * answer. The account's last used code is forgotten first: in life, sign-ins within one
 * 30-second step are rare, and a code is never taken twice.
 */
export async function signInResponse(
  server: TestServer,
  { db }: LeadsDatabase,
  credentials = OWNER,
  options: RequestOptions = {},
) {
  const password = await login(server, credentials, options);
  expect(password.statusCode).toBe(200);
  expect(password.json()).toEqual({ next: "code" });
  await db.updateTable("admin_second_factors").set({ last_time_step: null }).execute();
  const cookies = { ...options.cookies, ...pendingOf(password) };
  return secondFactor(server, { code: await currentCode() }, { ...options, cookies });
}

/** Signs the owner in (both steps) and answers the session cookie to send along. */
export async function signIn(server: TestServer, database: LeadsDatabase, credentials = OWNER) {
  const response = await signInResponse(server, database, credentials);
  expect(response.statusCode).toBe(200);
  return cookieOf(response, SESSION_COOKIE);
}

/** A signed-in owner's requests: same origin, JSON bodies. */
export function asOwner(server: TestServer, cookies: Record<string, string>) {
  return (options: InjectOptions & { body?: unknown }) => {
    const { body, ...rest } = options;
    return server.inject({
      ...rest,
      cookies,
      headers: {
        origin: SAME_ORIGIN,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...rest.headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  };
}

/** Headers every answer of the inbox and its pages carries. */
export function expectPrivate(response: { headers: Record<string, unknown> }) {
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
}

/**
 * Time passes for the sign-in counters: every stored attempt is moved `seconds` into the past
 * (the sign-in limits read the time from the attempts, so no clock needs faking).
 */
export async function secondsPass({ db }: LeadsDatabase, seconds: number) {
  const earlier = (at: string) => new Date(Date.parse(at) - seconds * 1000).toISOString();
  const attempts = await db.selectFrom("admin_login_attempts").selectAll().execute();
  for (const { id, at, checked_at } of attempts) {
    await db
      .updateTable("admin_login_attempts")
      .set({ at: earlier(at), checked_at: checked_at && earlier(checked_at) })
      .where("id", "=", id)
      .execute();
  }
}

/**
 * The account's stored attempts were checked one after another: each began once the one before
 * it had been found wrong (a passed attempt leaves no row, but held its place all the same).
 */
export async function expectOneCheckAtATime({ db }: LeadsDatabase, account: string) {
  const attempts = await db
    .selectFrom("admin_login_attempts")
    .select(["at", "checked_at"])
    .where("account", "=", account)
    .orderBy("at")
    .execute();
  expect(attempts.length).toBeGreaterThan(0);
  attempts.forEach((attempt, i) => {
    expect(attempt.checked_at, "checked").not.toBeNull();
    if (i > 0) expect(attempt.at >= attempts[i - 1]!.checked_at!, attempt.at).toBe(true);
  });
}

interface HeldAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
}

/**
 * Sends a sign-in step until the account lets it through, letting each `Retry-After` pass (see
 * secondsPass); answers the last answer and the seconds waited in all. Each wait is at most
 * LOGIN_SLOW_SECONDS: an account is slowed, never locked.
 */
export async function throughSlowing<T extends HeldAnswer>(
  database: LeadsDatabase,
  send: () => Promise<T>,
): Promise<{ answer: T; waited: number }> {
  let waited = 0;
  for (let tries = 0; tries < 10; tries += 1) {
    const answer = await send();
    if (answer.statusCode !== 429) return { answer, waited };
    const retryAfter = Number(answer.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_SLOW_SECONDS);
    waited += retryAfter;
    await secondsPass(database, retryAfter);
  }
  throw new Error("Still held back after 10 tries");
}
