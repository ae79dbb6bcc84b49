import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import { LOGIN_MAX_FAILURES, LOGIN_SLOW_SECONDS, LOGIN_WINDOW_MINUTES } from "~/lib/admin-api";

import { addressCounter } from "../client-ip";
import { withKeyLocks } from "../db/key-locks";
import type { Database } from "../db/schema";

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;
const SLOW_MS = LOGIN_SLOW_SECONDS * 1000;
/**
 * An attempt not recorded this long after it began is taken for a failure whose process died
 * during the check (which takes well under a second), and no longer holds its counter.
 */
const CHECK_MS = 10 * 1000;
/** How long an attempt refused because another is being checked is told to wait. */
const BUSY_MS = 1000;

/**
 * What one attempt counts against: the known device it comes from alone, so that strangers
 * cannot hold its owner up, not even from behind the same IP; else its client's address (an
 * IPv6 address's /64, see addressCounter) and the account it names (the e-mail as given, so an
 * unknown e-mail is counted like a known one).
 */
export type AttemptCounters = { ip: string; account: string } | { device: string };

/**
 * An attempt let through, to be recorded once its secret is checked; or how long to wait, and
 * whether because the account is slowed (or busy) rather than an address or device locked.
 */
/** What an attempt checks: a password, or a code of a sign-in whose password was right. */
export type AttemptStep = "password" | "code";

export type AttemptHeld = { retryAfter: number; slowed: boolean };
export type AttemptAnswer = { attempt: string } | AttemptHeld;

/**
 * Each counter's column, its width (longer values are cut alike for counting and storing), and
 * what LOGIN_MAX_FAILURES attempts in the window do to it: an address or a known device is
 * locked until they have passed; an account, which anyone can name, is only slowed. On the
 * counters naming an account (the account, a known device of it) passwords are checked one at
 * a time.
 */
const COUNTERS = {
  ip: { column: "ip", width: 64, full: "locks", oneAtATime: false },
  account: { column: "account", width: 254, full: "slows", oneAtATime: true },
  device: { column: "device_hash", width: 64, full: "locks", oneAtATime: true },
} as const;
type Counter = keyof typeof COUNTERS;

/**
 * Password guessing (docs/decisions/013-sign-in-slowing.md). Per address and per known device,
 * at most LOGIN_MAX_FAILURES attempts within LOGIN_WINDOW_MINUTES; per account, once it has had
 * as many, one attempt every LOGIN_SLOW_SECONDS; and per account or device, no password checked
 * beside another attempt. An attempt takes its place in the counts before the secret is checked, in one step
 * that no attempt sharing a counter runs beside (on every instance, see withKeyLocks). A failed
 * attempt keeps its place until the window has passed; a passed one gives back its own, and
 * nobody else's.
 */
export function createLoginGuard(db: Kysely<Database>) {
  /**
   * When a counter lets the next attempt through (0: now), from its newest attempts, and whether
   * it only slows (rather than locks). A password is not checked beside any other attempt of an
   * account or device being checked.
   */
  async function heldUntil(
    trx: Kysely<Database>,
    [counter, value]: readonly [Counter, string],
    step: AttemptStep,
    now: Date,
  ) {
    const { column, full, oneAtATime } = COUNTERS[counter];
    if (step === "password" && oneAtATime) {
      const checking = await trx
        .selectFrom("admin_login_attempts")
        .select("id")
        .where(column, "=", value)
        .where("checked_at", "is", null)
        .where("at", ">", new Date(now.getTime() - CHECK_MS).toISOString())
        .executeTakeFirst();
      if (checking) return { until: now.getTime() + BUSY_MS, slowed: true };
    }
    const newest = await trx
      .selectFrom("admin_login_attempts")
      .select("at")
      .where(column, "=", value)
      .where("at", ">", new Date(now.getTime() - WINDOW_MS).toISOString())
      .orderBy("at", "desc")
      .limit(LOGIN_MAX_FAILURES)
      .execute();
    if (newest.length < LOGIN_MAX_FAILURES) return { until: 0, slowed: false };
    return full === "locks"
      ? { until: Date.parse(newest.at(-1)!.at) + WINDOW_MS, slowed: false }
      : { until: Date.parse(newest[0]!.at) + SLOW_MS, slowed: true };
  }

  return {
    /** Counts an attempt on its counters unless one of them holds it; forgets expired attempts. */
    async attempt(counters: AttemptCounters, step: AttemptStep): Promise<AttemptAnswer> {
      await db
        .deleteFrom("admin_login_attempts")
        .where("at", "<=", new Date(Date.now() - WINDOW_MS).toISOString())
        .execute();
      const named = (Object.entries(counters) as [Counter, string][]).map(([counter, value]) => {
        const counted = counter === "ip" ? addressCounter(value) : value;
        return [counter, counted.slice(0, COUNTERS[counter].width)] as const;
      });
      const stored: Partial<Record<Counter, string>> = Object.fromEntries(named);
      const keys = named.map(([counter, value]) => `sign-in:${counter}:${value}`);
      return withKeyLocks(db, keys, async (trx) => {
        const now = new Date();
        let until = 0;
        let slowed = false;
        for (const counter of named) {
          const held = await heldUntil(trx, counter, step, now);
          if (held.until > until) ({ until, slowed } = held);
        }
        if (until > now.getTime()) {
          return { retryAfter: Math.ceil((until - now.getTime()) / 1000), slowed };
        }
        const attempt = randomUUID();
        await trx
          .insertInto("admin_login_attempts")
          .values({
            id: attempt,
            ip: stored.ip ?? null,
            account: stored.account ?? null,
            device_hash: stored.device ?? null,
            // Read after the counts: it begins after the check they saw end.
            at: new Date().toISOString(),
            checked_at: null,
          })
          .execute();
        return { attempt };
      });
    },

    /** The outcome of an attempt let through: a failure keeps counting, a pass stops. */
    async record(attempt: string, outcome: "passed" | "failed") {
      if (outcome === "failed") {
        await db
          .updateTable("admin_login_attempts")
          .set({ checked_at: new Date().toISOString() })
          .where("id", "=", attempt)
          .execute();
      } else {
        await db.deleteFrom("admin_login_attempts").where("id", "=", attempt).execute();
      }
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
