import { createHash, randomInt } from "node:crypto";

import type { Kysely } from "kysely";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

import { ENROLMENT_CODE_HOURS, type Enrolment, RECOVERY_CODE_COUNT } from "~/lib/admin-api";

import type { Database } from "../db/schema";

/** The name authenticator apps list the account under. */
const ISSUER = "Grevvy inbox";
/** A code of the step before or after the server's is accepted too: clocks drift. */
const TOLERANCE_SECONDS = 30;

/** Letters and digits that cannot be taken for one another (no 0/o, 1/l/i). */
const ONE_TIME_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const ONE_TIME_CODE_GROUPS = 4;
const ONE_TIME_CODE_GROUP_LENGTH = 4;
const ENROLMENT_CODE_MS = ENROLMENT_CODE_HOURS * 60 * 60 * 1000;

/** A new key for an authenticator app: 20 random bytes (160 bits, as RFC 4226 advises), base32. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** What the owner's app needs to be set up: the key and its `otpauth://` address as a QR code. */
export async function enrolmentFor(email: string, secret: string): Promise<Enrolment> {
  // otplib's defaults are what every app understands: SHA-1, 6 digits, 30-second steps.
  const uri = generateURI({ issuer: ISSUER, label: email, secret });
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return {
    key: secret,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * The time step of a right code from the app, or null. Only steps after `afterTimeStep` count,
 * so a code once accepted (or an older one) is refused from then on.
 */
export async function totpTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null = null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * A new one-time code (a recovery or an enrolment code), e.g. `k7qm-2xwd-9hne-fr4t`: 16
 * characters of 31, about 79 random bits, so that a fast hash (SHA-256) keeps it as safe as a
 * slow one would a password.
 */
function newOneTimeCode(): string {
  return Array.from({ length: ONE_TIME_CODE_GROUPS }, () =>
    Array.from(
      { length: ONE_TIME_CODE_GROUP_LENGTH },
      () => ONE_TIME_CODE_ALPHABET[randomInt(ONE_TIME_CODE_ALPHABET.length)],
    ).join(""),
  ).join("-");
}

/** What is stored of a one-time code: the SHA-256 of its letters and digits, as typed or not. */
export function oneTimeCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[^a-z0-9]/g, "");
  return createHash("sha256").update(normalized).digest("hex");
}

/** Whether an enrolment code is the account's: right, right but expired, or wrong (or used). */
export type EnrolmentCodeState = "right" | "expired" | "wrong";

/**
 * Owners' second factors: an authenticator app (TOTP) and recovery codes, and the enrolment
 * code that setting the app up requires. Each code is used up by one conditional statement (an
 * update of the last time step, a delete of the recovery or enrolment code), so of two
 * requests with the same code, however close, one is let in.
 */
export function createSecondFactors(db: Kysely<Database>) {
  const issuedAfter = (now: Date) => new Date(now.getTime() - ENROLMENT_CODE_MS).toISOString();

  return {
    /** The account's app key and the last time step accepted, or undefined before enrolment. */
    async of(userId: string) {
      return db
        .selectFrom("admin_second_factors")
        .select(["totp_secret", "last_time_step"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    /**
     * A new enrolment code for the account, replacing any earlier one; answers it, to be given
     * to the owner once (the database keeps its SHA-256).
     */
    async issueEnrolmentCode(trx: Kysely<Database>, userId: string, now = new Date()) {
      const code = newOneTimeCode();
      await trx.deleteFrom("admin_enrolment_codes").where("user_id", "=", userId).execute();
      await trx
        .insertInto("admin_enrolment_codes")
        .values({
          user_id: userId,
          code_hash: oneTimeCodeHash(code),
          created_at: now.toISOString(),
        })
        .execute();
      return code;
    },

    /** Whether the hash is of the account's enrolment code, and whether that is still good. */
    async enrolmentCodeState(
      userId: string,
      codeHash: string,
      now = new Date(),
    ): Promise<EnrolmentCodeState> {
      const row = await db
        .selectFrom("admin_enrolment_codes")
        .select("created_at")
        .where("user_id", "=", userId)
        .where("code_hash", "=", codeHash)
        .executeTakeFirst();
      if (!row) return "wrong";
      return row.created_at > issuedAfter(now) ? "right" : "expired";
    },

    /**
     * Uses up the account's enrolment code (by its hash, still good) and stores the app's key
     * once a code of it was right, with the step of that code, and ten new recovery codes;
     * answers them, to be shown once. Null when the enrolment code is used, replaced or
     * expired, or the account already has an app: the caller rolls its transaction back.
     */
    async enrol(
      trx: Kysely<Database>,
      {
        userId,
        secret,
        timeStep,
        enrolmentCodeHash,
      }: { userId: string; secret: string; timeStep: number; enrolmentCodeHash: string },
      now = new Date(),
    ): Promise<string[] | null> {
      const used = await trx
        .deleteFrom("admin_enrolment_codes")
        .where("user_id", "=", userId)
        .where("code_hash", "=", enrolmentCodeHash)
        .where("created_at", ">", issuedAfter(now))
        .executeTakeFirst();
      if (Number(used.numDeletedRows) !== 1) return null;
      const inserted = await trx
        .insertInto("admin_second_factors")
        .values({
          user_id: userId,
          totp_secret: secret,
          last_time_step: timeStep,
          enrolled_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .returning("user_id")
        .executeTakeFirst();
      if (!inserted) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newOneTimeCode);
      await trx
        .insertInto("admin_recovery_codes")
        .values(codes.map((code) => ({ code_hash: oneTimeCodeHash(code), user_id: userId })))
        .execute();
      return codes;
    },

    /** Takes a time step as used, unless it (or a later one) already was. */
    async useTimeStep(trx: Kysely<Database>, userId: string, timeStep: number) {
      const result = await trx
        .updateTable("admin_second_factors")
        .set({ last_time_step: timeStep })
        .where("user_id", "=", userId)
        .where((eb) =>
          eb.or([eb("last_time_step", "is", null), eb("last_time_step", "<", timeStep)]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uses up a recovery code of the account; false when it is none of its unused ones. */
    async useRecoveryCode(trx: Kysely<Database>, userId: string, code: string) {
      const result = await trx
        .deleteFrom("admin_recovery_codes")
        .where("code_hash", "=", oneTimeCodeHash(code))
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async recoveryCodesLeft(trx: Kysely<Database>, userId: string) {
      const { count } = await trx
        .selectFrom("admin_recovery_codes")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}

export type SecondFactors = ReturnType<typeof createSecondFactors>;
