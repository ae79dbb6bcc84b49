import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from "~/lib/admin-api";

import type { Database } from "../db/schema";

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;

/** Failures are counted per e-mail as given, so an unknown e-mail is locked like a known one. */
const storedEmail = (email: string) => email.slice(0, 254);

/**
 * Password guessing: after LOGIN_MAX_FAILURES failed sign-ins within LOGIN_WINDOW_MINUTES for
 * one e-mail, or from one IP, sign-ins are refused until the window has passed. Failures are
 * kept in the database, so every instance counts the same ones.
 */
export function createLoginGuard(db: Kysely<Database>) {
  /** When the failures of one e-mail or IP stop locking it: the oldest that counts, plus the window. */
  async function lockedUntil(column: "email" | "ip", value: string, now: Date) {
    const failure = await db
      .selectFrom("admin_login_failures")
      .select("at")
      .where(column, "=", value)
      .where("at", ">", new Date(now.getTime() - WINDOW_MS).toISOString())
      .orderBy("at", "desc")
      .offset(LOGIN_MAX_FAILURES - 1)
      .limit(1)
      .executeTakeFirst();
    return failure ? Date.parse(failure.at) + WINDOW_MS : 0;
  }

  return {
    /** Seconds until sign-ins for this e-mail from this IP are allowed again; 0 when they are. */
    async lockedFor(email: string, ip: string, now = new Date()): Promise<number> {
      const until = Math.max(
        await lockedUntil("email", storedEmail(email), now),
        await lockedUntil("ip", ip, now),
      );
      return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
    },

    /** Records a failed sign-in; forgets failures too old to count. */
    async fail(email: string, ip: string, now = new Date()) {
      await db
        .deleteFrom("admin_login_failures")
        .where("at", "<=", new Date(now.getTime() - WINDOW_MS).toISOString())
        .execute();
      await db
        .insertInto("admin_login_failures")
        .values({ id: randomUUID(), email: storedEmail(email), ip, at: now.toISOString() })
        .execute();
    },

    /** A successful sign-in: the account's failures no longer count. */
    async succeed(email: string) {
      await db.deleteFrom("admin_login_failures").where("email", "=", storedEmail(email)).execute();
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
