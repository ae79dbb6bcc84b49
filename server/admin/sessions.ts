import type { Kysely } from "kysely";

import { SESSION_IDLE_HOURS, SESSION_MAX_DAYS } from "~/lib/admin-api";

import type { Database } from "../db/schema";

import { newToken, tokenHash } from "./tokens";

const IDLE_MS = SESSION_IDLE_HOURS * 60 * 60 * 1000;
const MAX_AGE_MS = SESSION_MAX_DAYS * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: most requests of a session only read. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SignedInUser {
  id: string;
  email: string;
}

/**
 * Sessions of the inbox's owners, in the database: they survive a restart and every instance
 * knows them. A session ends after SESSION_IDLE_HOURS without a request, and SESSION_MAX_DAYS
 * after it was opened however active it has been.
 */
export function createSessions(db: Kysely<Database>) {
  const idleSince = (now: Date) => new Date(now.getTime() - IDLE_MS).toISOString();
  const openedBefore = (now: Date) => new Date(now.getTime() - MAX_AGE_MS).toISOString();

  return {
    /** Opens a session and answers the token for its cookie; clears out sessions ended. */
    async open(userId: string, now = new Date()): Promise<string> {
      const token = newToken();
      await db
        .deleteFrom("admin_sessions")
        .where((eb) =>
          eb.or([
            eb("last_seen_at", "<", idleSince(now)),
            eb("created_at", "<", openedBefore(now)),
          ]),
        )
        .execute();
      await db
        .insertInto("admin_sessions")
        .values({
          token_hash: tokenHash(token),
          user_id: userId,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
        })
        .execute();
      return token;
    },

    /** The owner a token belongs to, or null; a session that has ended is deleted on the way. */
    async user(token: string, now = new Date()): Promise<SignedInUser | null> {
      const hash = tokenHash(token);
      const session = await db
        .selectFrom("admin_sessions")
        .innerJoin("admin_users", "admin_users.id", "admin_sessions.user_id")
        .select([
          "admin_users.id",
          "admin_users.email",
          "admin_sessions.created_at",
          "admin_sessions.last_seen_at",
        ])
        .where("admin_sessions.token_hash", "=", hash)
        .executeTakeFirst();
      if (!session) return null;
      if (session.last_seen_at < idleSince(now) || session.created_at < openedBefore(now)) {
        await db.deleteFrom("admin_sessions").where("token_hash", "=", hash).execute();
        return null;
      }
      if (now.getTime() - Date.parse(session.last_seen_at) >= TOUCH_EVERY_MS) {
        await db
          .updateTable("admin_sessions")
          .set({ last_seen_at: now.toISOString() })
          .where("token_hash", "=", hash)
          .execute();
      }
      return { id: session.id, email: session.email };
    },

    /** Ends the owner's sessions but the one of `token`; answers how many ended. */
    async closeOthers(trx: Kysely<Database>, userId: string, token: string) {
      const result = await trx
        .deleteFrom("admin_sessions")
        .where("user_id", "=", userId)
        .where("token_hash", "!=", tokenHash(token))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async close(token: string) {
      await db.deleteFrom("admin_sessions").where("token_hash", "=", tokenHash(token)).execute();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
