import type { Kysely } from "kysely";

import { PENDING_SIGN_IN_MINUTES } from "~/lib/admin-api";

import type { Database } from "../db/schema";

import { newToken, tokenHash } from "./tokens";

const PENDING_MS = PENDING_SIGN_IN_MINUTES * 60 * 1000;

export interface PendingSignIn {
  userId: string;
  email: string;
  /** The known device the password came from, whose counter the second step counts on too. */
  deviceHash: string | null;
  /** The app key for an account without a second factor yet; null when it has one. */
  enrolmentSecret: string | null;
  /** The hash of the enrolment code this sign-in proved; null until then. */
  enrolmentCodeHash: string | null;
}

/**
 * What a pending sign-in waits for: a code of the owner's app; or, for an account without one,
 * its enrolment code, and then (the app's key shown) the first code of the new app.
 */
export type PendingStep = "code" | "enrolment-code" | "enrolment";

export function stepOf(pending: PendingSignIn): PendingStep {
  if (pending.enrolmentSecret === null) return "code";
  return pending.enrolmentCodeHash === null ? "enrolment-code" : "enrolment";
}

/**
 * Sign-ins whose password was right, waiting for the second factor: each known by a token in
 * the browser's cookie (only its SHA-256 is stored), for PENDING_SIGN_IN_MINUTES and one
 * completed sign-in.
 */
export function createPendingSignIns(db: Kysely<Database>) {
  const startedAfter = (now: Date) => new Date(now.getTime() - PENDING_MS).toISOString();

  return {
    /** Answers the token for the cookie; clears out sign-ins that have expired. */
    async start(
      pending: { userId: string; deviceHash: string | null; enrolmentSecret: string | null },
      now = new Date(),
    ): Promise<string> {
      const token = newToken();
      await db
        .deleteFrom("admin_pending_sign_ins")
        .where("created_at", "<=", startedAfter(now))
        .execute();
      await db
        .insertInto("admin_pending_sign_ins")
        .values({
          token_hash: tokenHash(token),
          user_id: pending.userId,
          device_hash: pending.deviceHash,
          enrolment_secret: pending.enrolmentSecret,
          created_at: now.toISOString(),
        })
        .execute();
      return token;
    },

    /** The sign-in a token stands for, unless it expired or was completed. */
    async find(token: string | undefined, now = new Date()): Promise<PendingSignIn | null> {
      if (!token) return null;
      const row = await db
        .selectFrom("admin_pending_sign_ins")
        .innerJoin("admin_users", "admin_users.id", "admin_pending_sign_ins.user_id")
        .select([
          "admin_users.id",
          "admin_users.email",
          "admin_pending_sign_ins.device_hash",
          "admin_pending_sign_ins.enrolment_secret",
          "admin_pending_sign_ins.enrolment_code_hash",
        ])
        .where("admin_pending_sign_ins.token_hash", "=", tokenHash(token))
        .where("admin_pending_sign_ins.created_at", ">", startedAfter(now))
        .executeTakeFirst();
      if (!row) return null;
      return {
        userId: row.id,
        email: row.email,
        deviceHash: row.device_hash,
        enrolmentSecret: row.enrolment_secret,
        enrolmentCodeHash: row.enrolment_code_hash,
      };
    },

    /**
     * Notes that the sign-in proved the account's enrolment code (by its hash, which the
     * enrolment then uses up): false if it expired or was completed meanwhile.
     */
    async proveEnrolmentCode(token: string, codeHash: string, now = new Date()) {
      const result = await db
        .updateTable("admin_pending_sign_ins")
        .set({ enrolment_code_hash: codeHash })
        .where("token_hash", "=", tokenHash(token))
        .where("created_at", ">", startedAfter(now))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Completes the sign-in: true for the one request that does, false if expired or done. */
    async complete(trx: Kysely<Database>, token: string, now = new Date()) {
      const result = await trx
        .deleteFrom("admin_pending_sign_ins")
        .where("token_hash", "=", tokenHash(token))
        .where("created_at", ">", startedAfter(now))
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type PendingSignIns = ReturnType<typeof createPendingSignIns>;
