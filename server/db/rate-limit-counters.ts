import { createHash } from "node:crypto";

import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Kysely } from "kysely";

import type { Database } from "./schema";

/**
 * What @fastify/rate-limit gives a store: its own settings to the one it makes, and a route's
 * (with the route itself) to `child`, which makes the store of that route.
 */
interface LimitSettings {
  routeInfo?: { method: string | string[]; url: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** Clients refused until their window ends that an instance remembers; past this, the oldest go. */
const REFUSALS_KEPT = 10_000;

/**
 * The rate limits' counters, kept in the database for @fastify/rate-limit's `store` option, so
 * that every instance on one database counts a client's requests together (the plugin's own
 * store counts per process) and a restart does not hand out a fresh allowance.
 *
 * Fixed windows, as the plugin's own store counts: a client's first request to a route opens a
 * window of `timeWindow`, each request in it counts one, and the first after it opens the next.
 * One statement inserts the counter or counts one more, starting it again when its window has
 * ended, and returns the count: requests at the same time, on any instance, each get a count of
 * their own. A query that fails fails the request (the plugin's `skipOnError` stays off): while
 * the database is away, requests are answered 503, never let through uncounted.
 *
 * A client refused stays refused until its window ends, whatever other instances count: each
 * instance remembers the clients it refused and answers their further requests in the window
 * without a query, so that a flood past the limit costs the database nothing.
 */
export function createRateLimitCounters(db: Kysely<Database>) {
  /** When each refused client's window ends (ms), by counter key, oldest refusal first. */
  const refusedUntil = new Map<string, number>();

  function remember(keyHash: string, until: number) {
    refusedUntil.set(keyHash, until);
    if (refusedUntil.size > REFUSALS_KEPT) refusedUntil.delete(refusedUntil.keys().next().value!);
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;

    constructor(settings: LimitSettings) {
      if (settings.continueExceeding || settings.exponentialBackoff) {
        throw new Error("The database rate-limit store counts fixed windows only");
      }
      this.route = settings.routeInfo
        ? `${String(settings.routeInfo.method)} ${settings.routeInfo.url}`
        : "";
    }

    incr(
      key: string,
      counted: Parameters<FastifyRateLimitStore["incr"]>[1],
      timeWindow: number,
      max: number,
    ) {
      const now = Date.now();
      // Fixed width whatever the key generator returns.
      const keyHash = createHash("sha256").update(`${this.route}\n${key}`).digest("hex");
      const refused = refusedUntil.get(keyHash);
      if (refused !== undefined && refused > now) {
        return counted(null, { current: max + 1, ttl: refused - now });
      }
      refusedUntil.delete(keyHash);
      const currentTime = new Date(now).toISOString();
      db.insertInto("rate_limit_counters")
        .values({
          key_hash: keyHash,
          hits: 1,
          resets_at: new Date(now + timeWindow).toISOString(),
        })
        .onConflict((conflict) =>
          conflict.column("key_hash").doUpdateSet((eb) => {
            const ended = eb("rate_limit_counters.resets_at", "<=", currentTime);
            return {
              hits: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb("rate_limit_counters.hits", "+", 1))
                .end(),
              resets_at: eb
                .case()
                .when(ended)
                .then(eb.ref("excluded.resets_at"))
                .else(eb.ref("rate_limit_counters.resets_at"))
                .end(),
            };
          }),
        )
        .returning(["hits", "resets_at"])
        .executeTakeFirstOrThrow()
        .then(
          ({ hits, resets_at }) => {
            const resetsAt = Date.parse(resets_at);
            if (hits > max) remember(keyHash, resetsAt);
            counted(null, { current: hits, ttl: resetsAt - now });
          },
          (error: Error) => counted(error),
        );
    }

    // The plugin's types call the argument a route's options; what it passes is LimitSettings.
    child(settings: object) {
      return new DatabaseRateLimitStore(settings as LimitSettings);
    }
  }

  return {
    store: DatabaseRateLimitStore,

    /** Deletes the counters whose window has ended; returns how many went. */
    async prune(now = new Date()): Promise<number> {
      const result = await db
        .deleteFrom("rate_limit_counters")
        .where("resets_at", "<=", now.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
