import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  LOGIN_LOCKED,
  LOGIN_MAX_FAILURES,
  LOGIN_REFUSED,
  LOGIN_WINDOW_MINUTES,
  SESSION_COOKIE,
  SESSION_IDLE_HOURS,
} from "~/lib/admin-api";

import { createOwnerAccounts } from "../../server/admin/accounts";
import type { LeadsDatabase } from "../../server/db/database";

import {
  OWNER,
  SAME_ORIGIN,
  addOwner,
  asOwner,
  expectPrivate,
  login,
  signIn,
} from "./admin-helpers";
import { type DatabaseKind, type TestServer, freshDatabase, testServers } from "./helpers";

const serverOn = testServers();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function signedIn(kind: DatabaseKind, env: Record<string, string> = {}) {
  const database = await freshDatabase(kind);
  await addOwner(database);
  const server = await serverOn(database, env);
  return { database, server, cookies: await signIn(server) };
}

async function sessionRows({ db }: LeadsDatabase) {
  return db.selectFrom("admin_sessions").selectAll().execute();
}

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
    const response = await login(server, { email: " Owner@Example.COM", password: OWNER.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { email: OWNER.email } });
    expectPrivate(response);
    const [cookie] = response.cookies;
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
    const secure = await login(behindProxy, OWNER, {
      headers: { host: "localhost", "x-forwarded-proto": "https", origin: "https://localhost" },
    });
    expect(secure.statusCode).toBe(200);
    expect(secure.cookies[0]?.secure).toBe(true);

    // Without TRUST_PROXY the header is anyone's to send: the request is plain HTTP.
    const direct = await serverOn(database);
    const plain = await login(direct, OWNER, { headers: { "x-forwarded-proto": "https" } });
    expect(plain.statusCode).toBe(200);
    expect(plain.cookies[0]?.secure).toBeUndefined();
  });

  it(`locks an account after ${LOGIN_MAX_FAILURES} failures, the right password too, until the window passes`, async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    await wrongPasswords(server, LOGIN_MAX_FAILURES, OWNER.email, "10.0.0.1");
    // From another address: the account itself is locked.
    const locked = await login(server, OWNER, { remoteAddress: "10.0.0.2" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: LOGIN_LOCKED });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan((LOGIN_WINDOW_MINUTES - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_MINUTES * 60);
    expect(locked.cookies).toEqual([]);
    expectPrivate(locked);

    // The window passes for all but the newest failure: four in the window do not lock.
    await database.db
      .updateTable("admin_login_failures")
      .set({ at: minutesAgo(LOGIN_WINDOW_MINUTES) })
      .where("at", "=", (eb) =>
        eb.selectFrom("admin_login_failures").select((f) => f.fn.min("at").as("at")),
      )
      .execute();
    expect((await login(server, OWNER, { remoteAddress: "10.0.0.2" })).statusCode).toBe(200);
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
      .updateTable("admin_login_failures")
      .set({ at: minutesAgo(LOGIN_WINDOW_MINUTES + 1) })
      .execute();
    expect((await login(server, OWNER, { remoteAddress: "10.0.0.3" })).statusCode).toBe(200);
  });

  it("forgets an account's failures once it signs in", async () => {
    const database = await freshDatabase(kind);
    await addOwner(database);
    const server = await serverOn(database);
    await wrongPasswords(server, LOGIN_MAX_FAILURES - 1, OWNER.email);
    expect((await login(server, OWNER)).statusCode).toBe(200);
    await wrongPasswords(server, LOGIN_MAX_FAILURES - 1, OWNER.email);
    expect((await login(server, OWNER)).statusCode).toBe(200);
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

  it("keeps sessions in the database: another instance knows them, a new sign-in clears idle ones", async () => {
    const { database, server, cookies } = await signedIn(kind);
    const other = await serverOn(database);
    expect((await asOwner(other, cookies)({ url: "/api/admin/session" })).statusCode).toBe(200);

    await database.db
      .updateTable("admin_sessions")
      .set({ last_seen_at: minutesAgo(SESSION_IDLE_HOURS * 60 + 1) })
      .execute();
    await signIn(server);
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

  it("ends an owner's sessions when the account is removed or its password set", async () => {
    const { database, server, cookies } = await signedIn(kind);
    const accounts = createOwnerAccounts(database.db);
    await accounts.setPassword(OWNER.email, "a brand new passphrase");
    expect((await asOwner(server, cookies)({ url: "/api/admin/session" })).statusCode).toBe(401);
    expect((await login(server, OWNER)).statusCode).toBe(401);
    const again = await signIn(server, { ...OWNER, password: "a brand new passphrase" });

    await accounts.remove(OWNER.email);
    expect((await asOwner(server, again)({ url: "/api/admin/session" })).statusCode).toBe(401);
    expect(await sessionRows(database)).toEqual([]);
  });
});
