import { randomUUID } from "node:crypto";

import type { Kysely } from "kysely";

import { loginSchema } from "~/lib/admin-api";

import type { Database } from "../db/schema";

import { createActivityLog } from "./activity";
import { hashPassword, passwordProblem } from "./passwords";
import { createSecondFactors } from "./second-factor";

/** A refused account command, with a message for the operator. */
export class AccountError extends Error {
  override name = "AccountError";
}

export interface OwnerAccount {
  id: string;
  email: string;
  createdAt: string;
}

/** An account whose next sign-in sets up an app: the enrolment code that requires, shown once. */
export interface Enrollable {
  email: string;
  enrolmentCode: string;
}

/** An e-mail as accounts store it: trimmed and lower-cased. */
function normalizedEmail(email: string): string {
  const parsed = loginSchema.shape.email.safeParse(email);
  if (!parsed.success) throw new AccountError(`Not an e-mail address: ${email}`);
  return parsed.data;
}

function checkedPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  return password;
}

/** Ends an owner's sessions and the sign-ins waiting for their second step. */
async function endSessions(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("admin_sessions").where("user_id", "=", userId).execute();
  await db.deleteFrom("admin_pending_sign_ins").where("user_id", "=", userId).execute();
}

/** Ends an owner's sessions and forgets the browsers they signed in with. */
async function signOutEverywhere(db: Kysely<Database>, userId: string) {
  await endSessions(db, userId);
  await db.deleteFrom("admin_devices").where("user_id", "=", userId).execute();
}

/**
 * The owners who may sign in to the inbox (the `npm run leads` user commands). Each change goes
 * into the activity log with the owner's e-mail, in the change's transaction: no owner is
 * signed in at the command line, so it has no actor and no IP.
 */
export function createOwnerAccounts(db: Kysely<Database>) {
  const activity = createActivityLog(db);
  const secondFactors = createSecondFactors(db);
  const logChange = (
    trx: Kysely<Database>,
    change: "added" | "password-changed" | "removed",
    email: string,
    now: Date,
  ) =>
    activity.record(
      {
        actor: null,
        action: "account",
        ip: null,
        detail: { change, owner: email, via: "command line" },
      },
      trx,
      now,
    );

  async function find(email: string) {
    return db
      .selectFrom("admin_users")
      .selectAll()
      .where("email", "=", normalizedEmail(email))
      .executeTakeFirst();
  }

  async function existing(email: string) {
    const user = await find(email);
    if (!user) throw new AccountError(`No account for ${normalizedEmail(email)}`);
    return user;
  }

  return {
    find,

    /** Adds the account with the enrolment code its first sign-in needs. */
    async add(
      email: string,
      password: string,
      now = new Date(),
    ): Promise<OwnerAccount & Enrollable> {
      const account = {
        id: randomUUID(),
        email: normalizedEmail(email),
        createdAt: now.toISOString(),
      };
      const passwordHash = await hashPassword(checkedPassword(password));
      // The unique column decides between two at once; this gives the usual case its message.
      if (await find(account.email)) {
        throw new AccountError(`An account for ${account.email} already exists`);
      }
      const enrolmentCode = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("admin_users")
          .values({
            id: account.id,
            email: account.email,
            password_hash: passwordHash,
            created_at: account.createdAt,
          })
          .execute();
        await logChange(trx, "added", account.email, now);
        return secondFactors.issueEnrolmentCode(trx, account.id, now);
      });
      return { ...account, enrolmentCode };
    },

    /**
     * Removes the account's authenticator app and recovery codes (a lost phone) and ends its
     * sessions: the next sign-in sets up a new app, with the new enrolment code answered (any
     * earlier one no longer works).
     */
    async resetSecondFactor(email: string, now = new Date()): Promise<Enrollable> {
      const user = await existing(email);
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom("admin_second_factors").where("user_id", "=", user.id).execute();
        await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", user.id).execute();
        await endSessions(trx, user.id);
        await activity.record(
          {
            actor: null,
            action: "two-factor-reset",
            ip: null,
            detail: { account: user.email, via: "command line" },
          },
          trx,
          now,
        );
        return {
          email: user.email,
          enrolmentCode: await secondFactors.issueEnrolmentCode(trx, user.id, now),
        };
      });
    },

    /** Removes the account; its sessions and known devices go with it. Answers the e-mail as stored. */
    async remove(email: string, now = new Date()): Promise<string> {
      const user = await existing(email);
      await db.transaction().execute(async (trx) => {
        await signOutEverywhere(trx, user.id);
        await trx.deleteFrom("admin_users").where("id", "=", user.id).execute();
        await logChange(trx, "removed", user.email, now);
      });
      return user.email;
    },

    async list(): Promise<OwnerAccount[]> {
      const rows = await db.selectFrom("admin_users").selectAll().orderBy("email").execute();
      return rows.map(({ id, email, created_at }) => ({ id, email, createdAt: created_at }));
    },

    /**
     * Sets a new password and signs the owner out everywhere: a browser that knew the old one
     * is no longer a known device. Answers the e-mail as stored.
     */
    async setPassword(email: string, password: string, now = new Date()): Promise<string> {
      const user = await existing(email);
      const passwordHash = await hashPassword(checkedPassword(password));
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("admin_users")
          .set({ password_hash: passwordHash })
          .where("id", "=", user.id)
          .execute();
        await signOutEverywhere(trx, user.id);
        await logChange(trx, "password-changed", user.email, now);
      });
      return user.email;
    },
  };
}

export type OwnerAccounts = ReturnType<typeof createOwnerAccounts>;
