import { createHash } from "node:crypto";

import type { LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  ADMIN_API,
  DEVICE_COOKIE,
  KNOWN_DEVICE_DAYS,
  LOGIN_LOCKED,
  LOGIN_MAX_FAILURES,
  LOGIN_REFUSED,
  LOGIN_SLOWED,
  LOGIN_SLOW_SECONDS,
  LOGIN_WINDOW_MINUTES,
  PENDING_SIGN_IN_COOKIE,
  SESSION_COOKIE,
  SESSION_IDLE_HOURS,
  SESSION_MAX_DAYS,
} from "~/lib/admin-api";

import { createOwnerAccounts } from "../../server/admin/accounts";
import { createSessions } from "../../server/admin/sessions";
import type { LeadsDatabase } from "../../server/db/database";
import { migrateTo, migrateToLatest } from "../../server/db/migrations";

import {
  OWNER,
  SAME_ORIGIN,
  addOwner,
  asOwner,
  cookieOf,
  currentCode,
  expectOneCheckAtATime,
  expectPrivate,
  login,
  pendingOf,
  secondFactor,
  secondsPass,
  signIn,
  signInResponse,
  throughSlowing,
} from "./admin-helpers";
import {
  type DatabaseKind,
  TEST_DATABASE_URL,
  type TestServer,
  fixtureClientDir,
  freshDatabase,
  testServers,
} from "./helpers";
import { killHard, serverBundle, startServer } from "./server-process";

const serverOn = testServers();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function signedIn(kind: DatabaseKind, env: Record<string, string> = {}) {
  const database = await freshDatabase(kind);
  await addOwner(database);
  const server = await serverOn(database, env);
  return { database, server, cookies: await signIn(server, database) };
}

async function sessionRows({ db }: LeadsDatabase) {
  return db.selectFrom("admin_sessions").selectAll().execute();
}

async function deviceRows({ db }: LeadsDatabase) {
  return db.selectFrom("admin_devices").selectAll().execute();
}

const WRONG = { email: OWNER.email, password: "not the password" };

/** The known-device cookie a sign-in answered, to send along with later sign-ins. */
const deviceOf = (response: LightMyRequestResponse) => cookieOf(response, DEVICE_COOKIE);

/** Sends `count` requests at once; answers how many got each status. */
async function burst(count: number, send: (i: number) => Promise<number>) {
  const statuses = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const tally: Record<number, number> = {};
  for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}

/** A client address of its own for each request of a burst. */
const address = (i: number) => `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function wrongPasswords(
  server: TestServer,
  count: number,
  email: string,
  remoteAddress?: string,
) {
  for (let i = 0; i < count; i += 1) {
    const response = await login(
      server,
      { email, password: "not the password" },
      { remoteAddress },
    );
    expect(response.statusCode).toBe(401);
  }
}

describe.each<DatabaseKind>(["sqlite", "postgres"])("signing in to the inbox on %s", (kind) => {
  it("answers 401 to every inbox request without a session, privately", async () => {
    const server = await serverOn(await freshDatabase(kind));
    for (const url of [
      "/api/admin/session",
      "/api/admin/leads",
      "/api/admin/leads/6f1c0000-0000-4000-8000-000000000000",
      "/api/admin/leads/export?format=csv",
      "/api/admin/leads/daily",
    ]) {
      const response = await server.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: "Sign in first" });
      expectPrivate(response);
    }
    const logout = await server.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { origin: SAME_ORIGIN },
    });
    expect(logout.statusCode).toBe(401);
  });

  it("refuses a wrong password and an unknown e-mail with the same answer", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const wrongPassword = await login(server, { email: OWNER.email, password: "nope nope nope" });
    const unknownEmail = await login(server, { email: "nobody@example.com", password: "x" });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: LOGIN_REFUSED });
      expect(response.cookies).toEqual([]);
      expectPrivate(response);
    }
  });

  it("opens a session: an HttpOnly, SameSite=Lax cookie whose token is stored only hashed", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    // E-mails are compared lower-cased, as stored.
    const password = await login(server, { email: " Owner@Example.COM", password: OWNER.password });
    expect(password.statusCode).toBe(200);
    expect(password.json()).toEqual({ next: "code" });
    expectPrivate(password);
    // No session before the second factor: only the pending sign-in's cookie.
    expect(password.cookies.map(({ name }) => name)).toEqual([PENDING_SIGN_IN_COOKIE]);
    const response = await secondFactor(
      server,
      { code: await currentCode() },
      { cookies: pendingOf(password) },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { email: OWNER.email } });
    expectPrivate(response);
    const cookie = response.cookies.find(({ name }) => name === SESSION_COOKIE);
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    });
    expect(cookie!.secure).toBeUndefined();
    expect(cookie!.value).toMatch(/^[\w-]{43}$/);
    const [row, ...others] = await sessionRows(database);
    expect(others).toEqual([]);
    expect(row!.token_hash).toBe(createHash("sha256").update(cookie!.value).digest("hex"));

    // The browser becomes a known device of the owner's, for sign-ins only.
    const device = response.cookies.find(({ name }) => name === DEVICE_COOKIE);
    expect(device).toMatchObject({
      path: "/api/admin/login",
      httpOnly: true,
      sameSite: "Lax",
      maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
    });
    expect(device!.secure).toBeUndefined();
    expect(device!.value).toMatch(/^[\w-]{43}$/);
    const [known, ...otherDevices] = await deviceRows(database);
    expect(otherDevices).toEqual([]);
    expect(known!.token_hash).toBe(createHash("sha256").update(device!.value).digest("hex"));

    const session = await server.inject({
      url: "/api/admin/session",
      cookies: { [SESSION_COOKIE]: cookie!.value },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: { email: OWNER.email } });
    expectPrivate(session);
  });

  it("marks the cookie Secure over HTTPS, as a trusted proxy reports it", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const behindProxy = await serverOn(database, { TRUST_PROXY: "1" });
    const https = {
      headers: { host: "localhost", "x-forwarded-proto": "https", origin: "https://localhost" },
    };
    const password = await login(behindProxy, OWNER, https);
    expect(password.cookies.map(({ name, secure }) => [name, secure])).toEqual([
      [PENDING_SIGN_IN_COOKIE, true],
    ]);
    const secure = await signInResponse(behindProxy, database, OWNER, https);
    expect(secure.statusCode).toBe(200);
    expect(secure.cookies.map(({ name, secure }) => [name, secure])).toEqual([
      [PENDING_SIGN_IN_COOKIE, true],
      [SESSION_COOKIE, true],
      [DEVICE_COOKIE, true],
    ]);

    // Without TRUST_PROXY the header is anyone's to send: the request is plain HTTP.
    const direct = await serverOn(database);
    const plain = await signInResponse(direct, database, OWNER, {
      headers: { "x-forwarded-proto": "https" },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.cookies.filter(({ secure }) => secure)).toEqual([]);
  });

  it(`slows an account after ${LOGIN_MAX_FAILURES} failures to one attempt every ${LOGIN_SLOW_SECONDS} s, without locking it`, async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    await wrongPasswords(server, LOGIN_MAX_FAILURES, OWNER.email, "10.0.0.1");
    // From another address, the account is only slowed: the right password waits seconds.
    const slowed = await login(server, OWNER, { remoteAddress: "10.0.0.2" });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ error: LOGIN_SLOWED });
    const retryAfter = Number(slowed.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_SLOW_SECONDS);
    expect(slowed.cookies).toEqual([]);
    expectPrivate(slowed);

    await secondsPass(database, retryAfter);
    expect((await login(server, OWNER, { remoteAddress: "10.0.0.2" })).statusCode).toBe(200);
    // The address that failed five times stays locked for the window.
    const locked = await login(server, OWNER, { remoteAddress: "10.0.0.1" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOGIN_LOCKED });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan((LOGIN_WINDOW_MINUTES - 1) * 60);

    // Each attempt on the slowed account holds the next one back again, a wrong one too.
    expect((await login(server, WRONG, { remoteAddress: "10.0.0.3" })).statusCode).toBe(401);
    expect((await login(server, OWNER, { remoteAddress: "10.0.0.4" })).statusCode).toBe(429);
  });

  it(`locks an IP after ${LOGIN_MAX_FAILURES} failures over any e-mails`, async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await wrongPasswords(server, 1, `guess${i}@example.com`, "10.0.0.3");
    }
    const locked = await login(server, OWNER, { remoteAddress: "10.0.0.3" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOGIN_LOCKED });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login(server, OWNER, { remoteAddress: "10.0.0.4" })).statusCode).toBe(200);

    await database.db
      .updateTable("admin_login_attempts")
      .set({ at: minutesAgo(LOGIN_WINDOW_MINUTES + 1) })
      .execute();
    expect((await login(server, OWNER, { remoteAddress: "10.0.0.3" })).statusCode).toBe(200);
  });

  it("checks one password at a time of a concurrent burst against one account", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    // Each from its own address: only the account stands in the way.
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(server, WRONG, { remoteAddress: address(i) })),
    );
    const refused = statuses.filter(({ statusCode }) => statusCode === 429);
    expect(statuses.length - refused.length).toBe(
      statuses.filter(({ statusCode }) => statusCode === 401).length,
    );
    for (const response of refused) {
      expect(response.json()).toEqual({ error: LOGIN_SLOWED });
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
    await expectOneCheckAtATime(database, OWNER.email);
  }, 30_000);

  it(`checks at most ${LOGIN_MAX_FAILURES} passwords of a concurrent burst from one address`, async () => {
    const server = await serverOn(await freshDatabase(kind));
    const statuses = await burst(
      60,
      async (i) =>
        (
          await login(
            server,
            { email: `guess${i}@example.com`, password: "x" },
            { remoteAddress: "10.0.0.5" },
          )
        ).statusCode,
    );
    expect(statuses).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 60 - LOGIN_MAX_FAILURES });
  }, 30_000);

  it("keeps counting the failures around a successful sign-in: it releases only its own attempt", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    await wrongPasswords(server, LOGIN_MAX_FAILURES - 1, OWNER.email, "10.0.1.1");
    expect((await login(server, OWNER, { remoteAddress: "10.0.1.2" })).statusCode).toBe(200);
    // Four failures still in the window: one more wrong password, then the account is slowed.
    await wrongPasswords(server, 1, OWNER.email, "10.0.1.3");
    expect((await login(server, OWNER, { remoteAddress: "10.0.1.4" })).statusCode).toBe(429);
  });

  it("lets the owner's known browser sign in while others have locked the account", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const device = deviceOf(
      await signInResponse(server, database, OWNER, { remoteAddress: "10.0.2.1" }),
    );
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await wrongPasswords(server, 1, OWNER.email, address(i));
    }
    expect((await login(server, OWNER, { remoteAddress: "10.0.2.2" })).statusCode).toBe(429);
    const known = await signInResponse(server, database, OWNER, {
      remoteAddress: "10.0.2.2",
      cookies: device,
    });
    expect(known.statusCode).toBe(200);
    expect(known.cookies.find(({ name }) => name === SESSION_COOKIE)?.value).toBeTruthy();
    // The browser stays known by the cookie it has.
    expect(known.cookies.find(({ name }) => name === DEVICE_COOKIE)).toBeUndefined();
    expect(await deviceRows(database)).toHaveLength(1);
  });

  it(`locks a known browser after ${LOGIN_MAX_FAILURES} wrong passwords of its own, even at once, and not the account`, async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const device = deviceOf(
      await signInResponse(server, database, OWNER, { remoteAddress: "10.0.3.1" }),
    );
    // At once, one is checked at a time; one after the other, five are.
    const statuses = await burst(
      12,
      async (i) =>
        (await login(server, WRONG, { remoteAddress: address(i), cookies: device })).statusCode,
    );
    expect(statuses[401]).toBeGreaterThan(0);
    expect(statuses[401]! + (statuses[429] ?? 0)).toBe(12);
    for (let i = statuses[401]!; i < LOGIN_MAX_FAILURES; i += 1) {
      const wrong = await login(server, WRONG, { remoteAddress: address(i), cookies: device });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await login(server, OWNER, { remoteAddress: "10.0.3.2", cookies: device });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOGIN_LOCKED });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // Its failures are its own: the account is not locked for other browsers.
    expect((await login(server, OWNER, { remoteAddress: "10.0.3.3" })).statusCode).toBe(200);
  });

  it("gives no pass to a known-device cookie of another account or a revoked one", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const second = { email: "second@example.com", password: "another long passphrase" };
    await addOwner(database, second.email, second.password);
    const server = await serverOn(database);
    const owners = deviceOf(
      await signInResponse(server, database, OWNER, { remoteAddress: "10.0.4.1" }),
    );
    const seconds = deviceOf(
      await signInResponse(server, database, second, { remoteAddress: "10.0.4.2" }),
    );
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await wrongPasswords(server, 1, OWNER.email, address(i));
    }
    const otherAccount = await login(server, OWNER, {
      remoteAddress: "10.0.4.3",
      cookies: seconds,
    });
    expect(otherAccount.statusCode).toBe(429);
    const unknown = await login(server, OWNER, {
      remoteAddress: "10.0.4.3",
      cookies: { [DEVICE_COOKIE]: "x".repeat(43) },
    });
    expect(unknown.statusCode).toBe(429);

    const accounts = createOwnerAccounts(database.db);
    const newPassword = { ...OWNER, password: "a brand new passphrase" };
    await accounts.setPassword(OWNER.email, newPassword.password);
    const revoked = await login(server, newPassword, {
      remoteAddress: "10.0.4.3",
      cookies: owners,
    });
    expect(revoked.statusCode).toBe(429);
    expect(await deviceRows(database)).toHaveLength(1);
    await accounts.remove(second.email);
    expect(await deviceRows(database)).toEqual([]);
  });

  it("lets the owner's known browser sign in from an IP strangers have locked, and counts its failures on it alone", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const device = deviceOf(
      await signInResponse(server, database, OWNER, { remoteAddress: "10.0.5.1" }),
    );
    // Strangers sharing the owner's IP (one office network) fail on made-up accounts.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await wrongPasswords(server, 1, `guess${i}@example.com`, "10.0.5.2");
    }
    expect((await login(server, OWNER, { remoteAddress: "10.0.5.2" })).statusCode).toBe(429);
    const known = await signInResponse(server, database, OWNER, {
      remoteAddress: "10.0.5.2",
      cookies: device,
    });
    expect(known.statusCode).toBe(200);
    expect(known.cookies.find(({ name }) => name === SESSION_COOKIE)?.value).toBeTruthy();

    // The browser's own failures lock the browser, not its IP.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      const wrong = await login(server, WRONG, { remoteAddress: "10.0.5.3", cookies: device });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await login(server, OWNER, { remoteAddress: "10.0.5.3", cookies: device });
    expect(locked.statusCode).toBe(429);
    expect((await login(server, OWNER, { remoteAddress: "10.0.5.3" })).statusCode).toBe(200);
  });

  it("counts an IPv6 client's /64 as one address, and an IPv4-mapped address as the IPv4 one", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await wrongPasswords(server, 1, `guess${i}@example.com`, `2001:db8:1:2::${i + 1}`);
    }
    const sameNetwork = "2001:DB8:1:2:ffff:ffff:ffff:ffff";
    expect((await login(server, OWNER, { remoteAddress: sameNetwork })).statusCode).toBe(429);
    expect((await login(server, OWNER, { remoteAddress: "2001:db8:1:3::1" })).statusCode).toBe(200);

    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      const remoteAddress = i % 2 === 0 ? "10.0.7.1" : "::ffff:10.0.7.1";
      await wrongPasswords(server, 1, `guess${i}@example.com`, remoteAddress);
    }
    for (const remoteAddress of ["10.0.7.1", "::ffff:10.0.7.1", "::ffff:a00:701"]) {
      expect((await login(server, OWNER, { remoteAddress })).statusCode, remoteAddress).toBe(429);
    }
  });

  it("behind a trusted proxy, counts a forwarded entry that is no IP address on the proxy that sent it", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database, { TRUST_PROXY: "1" });
    const viaProxy = (body: unknown, forwarded: string) =>
      login(server, body, { remoteAddress: "10.0.8.1", headers: { "x-forwarded-for": forwarded } });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      const guess = { email: `guess${i}@example.com`, password: "x" };
      expect((await viaProxy(guess, `<b>office ${i}</b>`)).statusCode).toBe(401);
    }
    for (const forwarded of ["<b>office</b>", "unknown", "10.0.8.2:4711", "127.1", ""]) {
      expect((await viaProxy(OWNER, forwarded)).statusCode, forwarded).toBe(429);
    }
    // A client the proxy names is counted apart from it.
    expect((await viaProxy(OWNER, "203.0.113.9")).statusCode).toBe(200);
  });

  it("carries the attempts of the last minutes over to the new counters, and back", async () => {
    const { db } = await freshDatabase(kind);
    const before = "2026-11-30-two-factor";
    await migrateTo(db as Kysely<unknown>, before);
    const at = new Date().toISOString();
    await db
      .insertInto("admin_login_attempts")
      .values([
        { id: "a", ip: "2001:db8:1:2::5", account: "x@example.com", device_hash: null, at },
        { id: "b", ip: "::ffff:10.0.0.1", account: "x@example.com", device_hash: null, at },
        { id: "c", ip: "10.0.0.2", account: null, device_hash: "d".repeat(64), at },
        { id: "d", ip: "<b>office</b>", account: "y@example.com", device_hash: null, at },
      ])
      .execute();
    const ips = async () =>
      (
        await db.selectFrom("admin_login_attempts").select(["id", "ip"]).orderBy("id").execute()
      ).map(({ id, ip }) => [id, ip]);

    await migrateToLatest(db as Kysely<unknown>);
    expect(await ips()).toEqual([
      ["a", "2001:db8:1:2::/64"],
      ["b", "10.0.0.1"],
      ["c", null],
      ["d", "<b>office</b>"],
    ]);
    await migrateTo(db as Kysely<unknown>, before);
    expect(await ips()).toEqual([
      ["a", "2001:db8:1:2::/64"],
      ["b", "10.0.0.1"],
      ["d", "<b>office</b>"],
    ]);
    await migrateToLatest(db as Kysely<unknown>);
    expect(await ips()).toHaveLength(3);
  });

  it("refuses state-changing requests from another origin, or naming none", async () => {
    const { server, cookies } = await signedIn(kind);
    const refused = { error: "Cross-origin request refused" };
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "http://localhost:8080" },
      { origin: "null" },
      { referer: "https://evil.example/admin" },
      {},
    ]) {
      const signIn = await server.inject({
        method: "POST",
        url: "/api/admin/login",
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify(OWNER),
      });
      expect(signIn.statusCode, JSON.stringify(headers)).toBe(403);
      expect(signIn.json()).toEqual(refused);
      expectPrivate(signIn);
      const signOut = await server.inject({
        method: "POST",
        url: "/api/admin/logout",
        cookies,
        headers,
      });
      expect(signOut.statusCode).toBe(403);
    }
    const patch = await server.inject({
      method: "PATCH",
      url: "/api/admin/leads/6f1c0000-0000-4000-8000-000000000000",
      cookies,
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: JSON.stringify({ status: "won" }),
    });
    expect(patch.statusCode).toBe(403);

    // A same-origin Referer stands in for a missing Origin.
    const byReferer = await login(server, OWNER, {
      headers: { origin: "", referer: `${SAME_ORIGIN}/admin?next=1` },
    });
    expect(byReferer.statusCode).toBe(200);
  });

  it("keeps /admin pages and every inbox answer out of caches and search engines", async () => {
    const { server, cookies } = await signedIn(kind);
    for (const url of ["/admin", "/admin/lead?id=x"]) {
      const page = await server.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expectPrivate(page);
    }
    const missingPage = await server.inject({ url: "/admin/nothing-here" });
    expect(missingPage.statusCode).toBe(404);
    expectPrivate(missingPage);
    const owner = asOwner(server, cookies);
    for (const url of [
      "/api/admin/leads/6f1c0000-0000-4000-8000-000000000000",
      "/api/admin/no-such-thing",
    ]) {
      const missing = await owner({ url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toHaveProperty("error");
      expectPrivate(missing);
    }
    // Elsewhere caches keep their usual rules.
    expect((await server.inject({ url: "/contact" })).headers["cache-control"]).toBe("no-cache");
  });

  it("answers bad bodies with a JSON 4xx, never a 500", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    const cases: [string, unknown, Record<string, string>, number][] = [
      ["malformed JSON", "{not json", {}, 400],
      ["a body that is not an object", '"hello"', {}, 400],
      ["wrong types", { email: ["owner@example.com"], password: 5 }, {}, 400],
      ["no e-mail address", { email: "owner", password: "x" }, {}, 400],
      ["an oversized body", { email: OWNER.email, password: "x".repeat(40_000) }, {}, 413],
      ["text", "email=owner@example.com", { "content-type": "text/plain" }, 415],
      [
        "a form post",
        "email=owner%40example.com&password=x",
        { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        415,
      ],
    ];
    for (const [what, body, headers, status] of cases) {
      const response = await login(server, body, { headers });
      expect(response.statusCode, what).toBe(status);
      expect(response.headers["content-type"], what).toMatch(/^application\/json/);
      expect(response.json<{ error: string }>().error, what).toBeTruthy();
      expectPrivate(response);
    }
  });

  it(`ends a session idle for ${SESSION_IDLE_HOURS} hours, and refreshes last_seen_at at most once a minute`, async () => {
    const { database, server, cookies } = await signedIn(kind);
    const owner = asOwner(server, cookies);
    const setLastSeen = (at: string) =>
      database.db.updateTable("admin_sessions").set({ last_seen_at: at }).execute();

    await setLastSeen(minutesAgo(0.5));
    const [before] = await sessionRows(database);
    expect((await owner({ url: "/api/admin/session" })).statusCode).toBe(200);
    expect((await sessionRows(database))[0]!.last_seen_at).toBe(before!.last_seen_at);

    await setLastSeen(minutesAgo(SESSION_IDLE_HOURS * 60 - 1));
    expect((await owner({ url: "/api/admin/session" })).statusCode).toBe(200);
    expect(Date.parse((await sessionRows(database))[0]!.last_seen_at)).toBeGreaterThan(
      Date.now() - 60_000,
    );

    await setLastSeen(minutesAgo(SESSION_IDLE_HOURS * 60 + 1));
    const expired = await owner({ url: "/api/admin/leads" });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: "Sign in first" });
    expect(await sessionRows(database)).toEqual([]);
  });

  it(`ends a session ${SESSION_MAX_DAYS} days after sign-in however active, and a sign-in clears such ones`, async () => {
    const { database, server, cookies } = await signedIn(kind);
    const owner = asOwner(server, cookies);
    const setCreated = (minutes: number) =>
      database.db
        .updateTable("admin_sessions")
        .set({ created_at: minutesAgo(minutes), last_seen_at: minutesAgo(1) })
        .execute();
    const lifetimeMinutes = SESSION_MAX_DAYS * 24 * 60;

    await setCreated(lifetimeMinutes - 2);
    expect((await owner({ url: "/api/admin/session" })).statusCode).toBe(200);
    await setCreated(lifetimeMinutes + 1);
    const ended = await owner({ url: "/api/admin/leads" });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ error: "Sign in first" });
    expect(await sessionRows(database)).toEqual([]);

    // Opened a week ago and used a minute ago: the next session opened clears it out.
    const sessions = createSessions(database.db);
    const [user] = await database.db.selectFrom("admin_users").select("id").execute();
    await sessions.open(user!.id);
    await setCreated(lifetimeMinutes + 1);
    const current = await sessions.open(user!.id);
    const [row, ...others] = await sessionRows(database);
    expect(others).toEqual([]);
    expect(row!.token_hash).toBe(createHash("sha256").update(current).digest("hex"));
  });

  it("keeps sessions in the database: another instance knows them, a new sign-in clears idle ones", async () => {
    const { database, server, cookies } = await signedIn(kind);
    const other = await serverOn(database);
    expect((await asOwner(other, cookies)({ url: "/api/admin/session" })).statusCode).toBe(200);

    await database.db
      .updateTable("admin_sessions")
      .set({ last_seen_at: minutesAgo(SESSION_IDLE_HOURS * 60 + 1) })
      .execute();
    await signIn(server, database);
    expect(await sessionRows(database)).toHaveLength(1);
    expect((await asOwner(server, cookies)({ url: "/api/admin/session" })).statusCode).toBe(401);
  });

  it("signs out: 204, the session row deleted, the cookie cleared, then 401", async () => {
    const { database, server, cookies } = await signedIn(kind);
    const owner = asOwner(server, cookies);
    const logout = await owner({ method: "POST", url: "/api/admin/logout" });
    expect(logout.statusCode).toBe(204);
    expectPrivate(logout);
    const cleared = logout.cookies.find(({ name }) => name === SESSION_COOKIE);
    expect(cleared).toMatchObject({ value: "", path: "/" });
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
    expect(await sessionRows(database)).toEqual([]);
    expect((await owner({ url: "/api/admin/session" })).statusCode).toBe(401);
  });

  it("signs out the other sessions: they get 401 on any instance, their browsers are forgotten, this one stays", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const second = { email: "second@example.com", password: "another long passphrase" };
    await addOwner(database, second.email, second.password);
    const server = await serverOn(database);
    const other = await serverOn(database);
    const here = await signInResponse(server, database, OWNER, { remoteAddress: "10.0.9.1" });
    const stolen = await signInResponse(server, database, OWNER, { remoteAddress: "10.0.9.2" });
    const seconds = await signIn(server, database, second);
    // A thief half-way through a sign-in, the password known.
    await login(server, OWNER, { remoteAddress: "10.0.9.3" });
    const cookies = { ...cookieOf(here, SESSION_COOKIE), ...deviceOf(here) };

    // Like every write of the inbox, not from another site.
    const crossSite = await asOwner(
      server,
      cookies,
    )({
      method: "POST",
      url: ADMIN_API.signOutOthers,
      body: {},
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (await asOwner(other, cookieOf(stolen, SESSION_COOKIE))({ url: ADMIN_API.session }))
        .statusCode,
    ).toBe(200);

    const ended = await asOwner(
      server,
      cookies,
    )({
      method: "POST",
      url: ADMIN_API.signOutOthers,
      body: {},
      remoteAddress: "10.0.9.1",
    });
    expect(ended.statusCode).toBe(200);
    expectPrivate(ended);
    expect(ended.json()).toEqual({ sessions: 1, devices: 1 });

    // The other session is over on the other instance too; this one and the other owner's go on.
    const stolenSession = asOwner(other, cookieOf(stolen, SESSION_COOKIE));
    expect((await stolenSession({ url: ADMIN_API.session })).statusCode).toBe(401);
    expect((await asOwner(other, cookies)({ url: ADMIN_API.session })).statusCode).toBe(200);
    expect((await asOwner(other, seconds)({ url: ADMIN_API.session })).statusCode).toBe(200);
    const owners = await database.db
      .selectFrom("admin_devices")
      .innerJoin("admin_users", "admin_users.id", "admin_devices.user_id")
      .select("admin_users.email")
      .execute();
    expect(owners.map(({ email }) => email).sort()).toEqual([OWNER.email, second.email]);
    expect(
      await database.db.selectFrom("admin_pending_sign_ins").select("user_id").execute(),
    ).toEqual([]);
    const [entry] = await database.db
      .selectFrom("activity_log")
      .selectAll()
      .where("action", "=", "sign-out-others")
      .execute();
    expect(entry).toMatchObject({ actor: OWNER.email, ip: "10.0.9.1" });
    expect(JSON.parse(entry!.detail)).toEqual({ sessions: 1, devices: 1 });

    // The forgotten browser is new again (a sign-in gives it a device); this one is still known.
    const newDevice = async (device: Record<string, string>) =>
      (
        await signInResponse(server, database, OWNER, {
          remoteAddress: "10.0.9.4",
          cookies: device,
        })
      ).cookies.some(({ name }) => name === DEVICE_COOKIE);
    expect(await newDevice(deviceOf(stolen))).toBe(true);
    expect(await newDevice(deviceOf(here))).toBe(false);

    // Without a session there is nothing to sign out from.
    const signedOut = await stolenSession({
      method: "POST",
      url: ADMIN_API.signOutOthers,
      body: {},
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("ends an owner's sessions when the account is removed or its password set", async () => {
    const { database, server, cookies } = await signedIn(kind);
    const accounts = createOwnerAccounts(database.db);
    await accounts.setPassword(OWNER.email, "a brand new passphrase");
    expect((await asOwner(server, cookies)({ url: "/api/admin/session" })).statusCode).toBe(401);
    expect((await login(server, OWNER)).statusCode).toBe(401);
    const again = await signIn(server, database, { ...OWNER, password: "a brand new passphrase" });

    expect(await deviceRows(database)).toHaveLength(1);

    await accounts.remove(OWNER.email);
    expect((await asOwner(server, again)({ url: "/api/admin/session" })).statusCode).toBe(401);
    expect(await sessionRows(database)).toEqual([]);
    expect(await deviceRows(database)).toEqual([]);
  });
});

describe("sign-in limits across two server processes on one PostgreSQL database", () => {
  const bundle = serverBundle();
  beforeAll(() => bundle.build());
  afterAll(() => bundle.remove());

  it(`check one password at a time per account, let the owner in within seconds, and at most ${LOGIN_MAX_FAILURES} per address`, async () => {
    const database = await freshDatabase("postgres");
    await addOwner(database);
    const env = {
      DATABASE_URL: TEST_DATABASE_URL,
      CLIENT_DIR: fixtureClientDir(),
      TRUST_PROXY: "1",
    };
    const instances = await Promise.all([
      startServer(bundle.entry, env),
      startServer(bundle.entry, env),
    ]);
    try {
      // Every other request to the other instance.
      const post = async (i: number, body: unknown, ip: string) => {
        const { url } = instances[i % 2]!;
        const response = await fetch(`${url}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: url, "x-forwarded-for": ip },
          body: JSON.stringify(body),
        });
        return {
          statusCode: response.status,
          headers: { "retry-after": response.headers.get("retry-after") },
        };
      };
      const account = await burst(60, async (i) => (await post(i, WRONG, address(i))).statusCode);
      expect(account[401]).toBeGreaterThan(0);
      expect(account[401]! + (account[429] ?? 0)).toBe(60);
      await expectOneCheckAtATime(database, OWNER.email);
      // Wrong passwords one after another from fresh addresses, until the account is slowed.
      let answer = 401;
      for (let i = 0; answer === 401; i += 1)
        answer = (await post(i, WRONG, address(100 + i))).statusCode;
      expect(answer).toBe(429);
      // From an address and a browser the owner never used, on either instance.
      const owner = await throughSlowing(database, () => post(1, OWNER, address(60)));
      expect(owner.answer.statusCode).toBe(200);
      expect(owner.waited).toBeLessThanOrEqual(LOGIN_SLOW_SECONDS);

      const oneAddress = await burst(
        60,
        async (i) =>
          (await post(i, { email: `guess${i}@example.com`, password: "x" }, "10.0.6.1")).statusCode,
      );
      expect(oneAddress).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 60 - LOGIN_MAX_FAILURES });
    } finally {
      await Promise.all(instances.map(({ child }) => killHard(child)));
      await database.db.destroy();
    }
  }, 60_000);
});
