import type { Kysely } from "kysely";

import { KNOWN_DEVICE_DAYS } from "~/lib/admin-api";

import type { Database } from "../db/schema";

import { newToken, tokenHash } from "./tokens";

const KNOWN_MS = KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000;

/**
 * The browsers owners have signed in with, each known by a token in a long-lived cookie (only
 * its SHA-256 is stored) for KNOWN_DEVICE_DAYS. A sign-in from a known device of the account it
 * names is counted against that device instead of the account (see login-guard.ts), so strangers
 * who fill the account's lock do not lock its owner out. Setting the password or removing the
 * account forgets its devices (accounts.ts).
 */
export function createKnownDevices(db: Kysely<Database>) {
  const knownSince = (now: Date) => new Date(now.getTime() - KNOWN_MS).toISOString();

  return {
    /** Remembers a browser the owner just signed in with; answers the token for its cookie. */
    async remember(userId: string, now = new Date()): Promise<string> {
      const token = newToken();
      await db.deleteFrom("admin_devices").where("created_at", "<=", knownSince(now)).execute();
      await db
        .insertInto("admin_devices")
        .values({ token_hash: tokenHash(token), user_id: userId, created_at: now.toISOString() })
        .execute();
      return token;
    },

    /** Forgets the owner's known devices but the one hashed `kept`; answers how many went. */
    async forgetOthers(trx: Kysely<Database>, userId: string, kept: string | null) {
      let query = trx.deleteFrom("admin_devices").where("user_id", "=", userId);
      if (kept) query = query.where("token_hash", "!=", kept);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },

    /** The stored hash of the token when it is a known device of the account, else null. */
    async of(email: string, token: string | undefined, now = new Date()): Promise<string | null> {
      if (!token) return null;
      const device = await db
        .selectFrom("admin_devices")
        .innerJoin("admin_users", "admin_users.id", "admin_devices.user_id")
        .select("admin_devices.token_hash")
        .where("admin_devices.token_hash", "=", tokenHash(token))
        .where("admin_users.email", "=", email)
        .where("admin_devices.created_at", ">", knownSince(now))
        .executeTakeFirst();
      return device?.token_hash ?? null;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
