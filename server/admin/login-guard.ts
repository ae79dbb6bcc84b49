import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from "~/lib/admin-api";

import { addressCounter } from "../client-ip";
import { withKeyLocks } from "../db/key-locks";
import type { Database } from "../db/schema";

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;

/**
 * What one attempt counts against: the known device it comes from alone, so that strangers
 * cannot lock its owner out, not even from behind the same IP; else its client's address (an
 * IPv6 address's /64, see addressCounter) and the account it names (the e-mail as given, so an
 * unknown e-mail is locked like a known one).
 */
export type AttemptCounters = { ip: string; account: string } | { device: string };

/** An attempt let through, to be recorded once its secret is checked; or how long to wait. */
export type AttemptAnswer = { attempt: string } | { retryAfter: number };

/** Each counter's column and width: longer values are cut alike for counting and storing. */
const COUNTERS = {
  ip: { column: "ip", width: 64 },
  account: { column: "account", width: 254 },
  device: { column: "device_hash", width: 64 },
} as const;
type Counter = keyof typeof COUNTERS;

/**
 * Password guessing: at most LOGIN_MAX_FAILURES attempts within LOGIN_WINDOW_MINUTES per
 * address, per account and per known device. An attempt takes its place in the counts before
 * the secret is checked, in one step that no attempt sharing a counter runs beside (on every
 * instance, see withKeyLocks), so a burst of requests gets no more checks than one at a time.
 * A failed attempt keeps its place until the window has passed; a passed one gives back its
 * own, and nobody else's.
 */
export function createLoginGuard(db: Kysely<Database>) {
  /** When the attempts on one counter stop locking it: the oldest that counts, plus the window. */
  async function lockedUntil(trx: Kysely<Database>, counter: Counter, value: string, now: Date) {
    const attempt = await trx
      .selectFrom("admin_login_attempts")
      .select("at")
      .where(COUNTERS[counter].column, "=", value)
      .where("at", ">", new Date(now.getTime() - WINDOW_MS).toISOString())
      .orderBy("at", "desc")
      .offset(LOGIN_MAX_FAILURES - 1)
      .limit(1)
      .executeTakeFirst();
    return attempt ? Date.parse(attempt.at) + WINDOW_MS : 0;
  }

  return {
    /** Counts an attempt on its counters unless one of them is full; forgets expired attempts. */
    async attempt(counters: AttemptCounters, now = new Date()): Promise<AttemptAnswer> {
      await db
        .deleteFrom("admin_login_attempts")
        .where("at", "<=", new Date(now.getTime() - WINDOW_MS).toISOString())
        .execute();
      const named = (Object.entries(counters) as [Counter, string][]).map(([counter, value]) => {
        const counted = counter === "ip" ? addressCounter(value) : value;
        return [counter, counted.slice(0, COUNTERS[counter].width)] as const;
      });
      const stored: Partial<Record<Counter, string>> = Object.fromEntries(named);
      const keys = named.map(([counter, value]) => `sign-in:${counter}:${value}`);
      return withKeyLocks(db, keys, async (trx) => {
        let until = 0;
        for (const [counter, value] of named) {
          until = Math.max(until, await lockedUntil(trx, counter, value, now));
        }
        if (until > now.getTime()) return { retryAfter: Math.ceil((until - now.getTime()) / 1000) };
        const attempt = randomUUID();
        await trx
          .insertInto("admin_login_attempts")
          .values({
            id: attempt,
            ip: stored.ip ?? null,
            account: stored.account ?? null,
            device_hash: stored.device ?? null,
            at: now.toISOString(),
          })
          .execute();
        return { attempt };
      });
    },

    /** The outcome of an attempt let through: a failure keeps counting, a pass stops. */
    async record(attempt: string, outcome: "passed" | "failed") {
      if (outcome === "failed") return;
      await db.deleteFrom("admin_login_attempts").where("id", "=", attempt).execute();
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
