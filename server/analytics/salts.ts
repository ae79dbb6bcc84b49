import { createHash, randomBytes } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A salt is deleted once it is this old: its day and the day after have ended. */
export const SALT_KEPT_MS = 2 * DAY_MS;

/** The UTC day of a time, YYYY-MM-DD: the day a view, its visit and its salt belong to. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Who a view is, without saying who: a keyed hash of the day's salt, the site (host name), the
 * client's IP address and its user agent. The same browser on the same network is one visitor
 * for the day; once the salt is deleted, no one can tell whose hash it was.
 */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest("hex");
}

/**
 * The daily salts, kept in the database so that every instance on it counts a visitor alike.
 * The first instance to need a day's salt creates it at random; any other instance at the same
 * moment loses the insert (the day is the key) and reads the winner's. Each instance remembers
 * the salt of the day it last used.
 */
export function createDailySalts(db: Kysely<Database>) {
  let remembered: { day: string; salt: string } | null = null;

  async function saltOf(day: string): Promise<string> {
    if (remembered?.day === day) return remembered.salt;
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    const { salt } = await db
      .selectFrom("analytics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    remembered = { day, salt };
    return salt;
  }

  return {
    saltOf,

    /** Deletes, in one statement, the salts older than 48 hours; returns how many went. */
    async prune(now = new Date()): Promise<number> {
      const result = await db
        .deleteFrom("analytics_salts")
        .where("day", "<=", utcDay(new Date(now.getTime() - SALT_KEPT_MS)))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type DailySalts = ReturnType<typeof createDailySalts>;
