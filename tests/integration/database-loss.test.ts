import net from "node:net";

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createLeadRepository } from "../../server/leads/repository";

import { TEST_DATABASE_URL, fixtureClientDir, freshDatabase, validContact } from "./helpers";
import { killHard, serverBundle, startServer } from "./server-process";

const bundle = serverBundle();
beforeAll(() => bundle.build());
afterAll(() => bundle.remove());

/**
 * A TCP relay between the server and PostgreSQL. Taking it down refuses new connections, as a
 * database that is restarting or failing over does; the open ones are ended by PostgreSQL itself.
 */
async function startDatabaseRelay(target: URL) {
  let open = true;
  const upstreamPorts = new Set<number>();
  const relay = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstream.once("connect", () => upstreamPorts.add(upstream.localPort!));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on("error", end).on("close", end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((relay.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    /** The client ports PostgreSQL sees for the server's connections. */
    upstreamPorts: () => [...upstreamPorts],
    takeDown: () => (open = false),
    bringBack: () => (open = true),
    close: () => new Promise((resolve) => relay.close(resolve)),
  };
}

describe("losing the PostgreSQL connection", () => {
  it("answers 503 while the database is away, recovers, and loses no acknowledged lead", async () => {
    const database = await freshDatabase("postgres");
    const relay = await startDatabaseRelay(new URL(TEST_DATABASE_URL));
    const server = await startServer(bundle.entry, {
      DATABASE_URL: relay.url,
      CLIENT_DIR: fixtureClientDir(),
    });
    const alive = () => expect(server.child.exitCode ?? server.child.signalCode).toBeNull();

    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const unavailableBodies = new Set<string>();
    let failures = 0;
    let posted = 0;
    let stop = false;
    const post = async () => {
      posted += 1;
      try {
        const response = await fetch(`${server.url}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            form: "contact",
            data: { ...validContact, message: `Lead number ${posted} under database loss` },
            page: "/contact",
          }),
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) {
          acknowledged.push(((await response.json()) as { id: string }).id);
        } else if (response.status === 503) {
          unavailableBodies.add(await response.text());
        } else {
          await response.body?.cancel();
        }
        return response.status;
      } catch {
        failures += 1;
        return 0;
      }
    };
    const workers = Array.from({ length: 8 }, async () => {
      while (!stop) await post();
    });
    const health = async () => {
      const response = await fetch(`${server.url}/healthz`);
      return { status: response.status, body: await response.json() };
    };

    try {
      await vi.waitFor(
        () => {
          alive();
          expect(acknowledged.length).toBeGreaterThanOrEqual(20);
        },
        { timeout: 5000 },
      );

      // The database goes away: new connections are refused and the open ones are terminated.
      relay.takeDown();
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and client_port = any(${relay.upstreamPorts()})`.execute(
        database.db,
      );
      await vi.waitFor(
        async () => {
          alive();
          expect(await post()).toBe(503);
          expect(await health()).toEqual({
            status: 503,
            body: { status: "unavailable", database: "unavailable" },
          });
        },
        { timeout: 5000 },
      );

      // It comes back: the server reconnects by itself.
      relay.bringBack();
      await vi.waitFor(
        async () => {
          alive();
          expect(await health()).toEqual({ status: 200, body: { status: "ok", database: "ok" } });
          expect(await post()).toBe(201);
        },
        { timeout: 5000 },
      );
      stop = true;
      await Promise.all(workers);

      alive();
      expect(failures).toBe(0);
      expect([...statuses.keys()].sort()).toEqual([201, 503]);
      expect([...unavailableBodies].map((body) => JSON.parse(body))).toEqual([
        { error: "The service is temporarily unavailable, please try again shortly" },
      ]);
      const stored = new Set(
        (await createLeadRepository(database.db).list()).map((lead) => lead.id),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      stop = true;
      await Promise.all(workers);
      await killHard(server.child);
      await relay.close();
      await database.db.destroy();
    }
  }, 20_000);

  it("keeps the lead post limit through the loss: refused with 503 while away, counted on after", async () => {
    const database = await freshDatabase("postgres");
    const relay = await startDatabaseRelay(new URL(TEST_DATABASE_URL));
    const server = await startServer(bundle.entry, {
      DATABASE_URL: relay.url,
      CLIENT_DIR: fixtureClientDir(),
      RATE_LIMIT_MAX: "3",
    });
    // Each post a lead of its own: the same text from the same client within minutes is one.
    let posts = 0;
    const post = async () => {
      posts += 1;
      const data = { ...validContact, message: `${validContact.message} (${posts})` };
      const response = await fetch(`${server.url}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ form: "contact", data, page: "/contact" }),
      });
      await response.body?.cancel();
      return { status: response.status, retryAfter: response.headers.get("retry-after") };
    };
    try {
      expect((await post()).status).toBe(201);

      relay.takeDown();
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and client_port = any(${relay.upstreamPorts()})`.execute(
        database.db,
      );
      for (let i = 0; i < 5; i += 1) expect(await post()).toEqual({ status: 503, retryAfter: "5" });
      expect(server.child.exitCode ?? server.child.signalCode).toBeNull();

      relay.bringBack();
      await vi.waitFor(
        async () => expect((await fetch(`${server.url}/healthz`)).status).toBe(200),
        { timeout: 5000 },
      );
      const after = [await post(), await post(), await post()];
      expect(after.map(({ status }) => status)).toEqual([201, 201, 429]);
      expect(await createLeadRepository(database.db).count()).toBe(3);
    } finally {
      await killHard(server.child);
      await relay.close();
      await database.db.destroy();
    }
  }, 30_000);
});
