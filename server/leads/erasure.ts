import type { Kysely } from "kysely";

import type { ErasureAnswer, RetentionAnswer } from "~/lib/admin-api";
import { mailboxKey } from "~/lib/email-address";

import { createActivityLog } from "../admin/activity";
import { forgetDeletedRows } from "../db/database";
import { withKeyLocks } from "../db/key-locks";
import type { Database } from "../db/schema";
import { dialectOf, searchTextContains } from "../db/text-search";
import { timeOrderedId } from "../db/time-ordered-id";
import { HUBSPOT_CHANNEL } from "../delivery/hubspot";
import { CONFIRMATION_INTERVAL_MS } from "../delivery/outbox";

import { leadEmail } from "./lead-fields";

export interface ErasureSettings {
  /**
   * Leads go to HubSpot (configured here, or, for the command line, seen in the database):
   * erasing a person queues the GDPR delete of their contact, sent by a server's worker.
   */
  crm: boolean;
  /**
   * How long a delivery attempt may hold a lead (the outbox's lease). When one of the person's
   * CRM deliveries may be in flight, the contact's delete waits that long, so that it reaches
   * the CRM after the contact that delivery may still create.
   */
  leaseMs: number;
}

/** Who erases: an owner (e-mail and IP), or the command line (both null). */
export interface Eraser {
  actor: string | null;
  ip: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Leads deleted per transaction by the retention job. */
const RETENTION_BATCH = 500;
/** Ids per statement: under both databases' bound-parameter limits. */
const CHUNK = 500;
const RETENTION_LOCK = "lead-retention";

/** An address as leads are matched on it: trimmed and lower-cased. */
export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Ids of the leads whose e-mail address is exactly `email` (already normalised). */
async function leadIdsOf(db: Kysely<Database>, email: string): Promise<string[]> {
  // The search index narrows the leads down to those that mention the address anywhere; the
  // address field itself decides, so `ann@x.com` never takes `joann@x.com` or a message.
  const mentions = await searchTextContains(db, dialectOf(db as Kysely<unknown>), email);
  const rows = await db.selectFrom("leads").select(["id", "data"]).where(mentions).execute();
  return rows
    .filter((row) => normalizedEmail(leadEmail(JSON.parse(row.data))) === email)
    .map((row) => row.id);
}

/** Deletes the leads with their history and delivery rows (pending deliveries included). */
async function deleteLeads(trx: Kysely<Database>, ids: readonly string[]) {
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    await trx.deleteFrom("lead_events").where("lead_id", "in", chunk).execute();
    await trx.deleteFrom("lead_deliveries").where("lead_id", "in", chunk).execute();
    await trx.deleteFrom("leads").where("id", "in", chunk).execute();
  }
}

/** Whether a CRM delivery of one of the leads is still pending (an attempt may be under way). */
async function crmDeliveryPending(trx: Kysely<Database>, ids: readonly string[]) {
  for (let start = 0; start < ids.length; start += CHUNK) {
    const row = await trx
      .selectFrom("lead_deliveries")
      .select("lead_id")
      .where("lead_id", "in", ids.slice(start, start + CHUNK))
      .where("channel", "=", HUBSPOT_CHANNEL)
      .where("state", "=", "pending")
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Whether leads stored here go to HubSpot: some lead has a delivery on its channel. Then the
 * server delivering them has HubSpot's settings, and its worker sends the deletes queued here.
 */
export async function leadsGoToCrm(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("lead_deliveries")
    .select("lead_id")
    .where("channel", "=", HUBSPOT_CHANNEL)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Erasing a person (every lead of an e-mail address) and the retention job (leads past their
 * time): one way of deleting leads, each erasure in one transaction with its activity entry,
 * and no copy of what was deleted left in the database's files (see forgetDeletedRows).
 * A delivery worker holding one of the leads finds it gone and sends nothing more (see
 * ../delivery/worker.ts); the outbox only updates rows, so it never brings one back.
 */
export function createErasure(db: Kysely<Database>, settings: ErasureSettings) {
  const activity = createActivityLog(db);

  return {
    /** Whether erasing a person deletes their CRM contact too. */
    crm: settings.crm,

    /** How many leads erasing the person would delete. */
    async count(email: string): Promise<number> {
      return (await leadIdsOf(db, normalizedEmail(email))).length;
    },

    /**
     * Deletes every lead of the address, with their notes, status history and delivery rows,
     * and the confirmation record of the mailbox it reaches; queues the CRM contact's GDPR
     * delete when a CRM is configured (even with no lead left here: retention may have deleted
     * them). The activity entry says who and how many, never the address.
     */
    async erasePerson(email: string, by: Eraser, now = new Date()): Promise<ErasureAnswer> {
      const address = normalizedEmail(email);
      const answer = await withKeyLocks(db, [`erase:${address}`], async (trx) => {
        const ids = await leadIdsOf(trx, address);
        const crmBusy = settings.crm && (await crmDeliveryPending(trx, ids));
        await deleteLeads(trx, ids);
        await trx
          .deleteFrom("confirmation_mailboxes")
          .where("mailbox", "=", mailboxKey(address))
          .execute();
        const activityId = await activity.record(
          {
            actor: by.actor,
            action: "erase",
            ip: by.ip,
            detail: {
              leads: ids.length,
              ...(by.actor === null ? { via: "command line" } : {}),
              ...(settings.crm ? { hubspot: "pending", hubspotAttempts: 0 } : {}),
            },
          },
          trx,
          now,
        );
        if (settings.crm) {
          await trx
            .insertInto("crm_erasures")
            .values({
              id: timeOrderedId(now),
              email: address,
              activity_id: activityId,
              next_attempt_at: new Date(
                now.getTime() + (crmBusy ? settings.leaseMs : 0),
              ).toISOString(),
            })
            .execute();
        }
        return { leads: ids.length, hubspot: settings.crm };
      });
      await forgetDeletedRows(db);
      return answer;
    },

    /**
     * Deletes the leads older than the retention settings, a batch per transaction, each batch
     * with a `retention` entry of its counts. Instances running it at once take turns on each
     * batch (a lock in the database) and find what the other deleted gone: each lead is deleted
     * once, and the entries add up. Confirmation records past their day go too.
     */
    async eraseExpired(
      retention: RetentionAnswer,
      now = new Date(),
    ): Promise<{ leads: number; spam: number }> {
      const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
      const totals = { leads: 0, spam: 0 };
      for (;;) {
        const batch = await withKeyLocks(db, [RETENTION_LOCK], async (trx) => {
          const spam = await trx
            .selectFrom("leads")
            .select("id")
            .where("status", "=", "spam")
            .where("created_at", "<", before(retention.spamDays))
            .limit(RETENTION_BATCH)
            .execute();
          const others =
            retention.leadsDays === null || spam.length === RETENTION_BATCH
              ? []
              : await trx
                  .selectFrom("leads")
                  .select("id")
                  .where("status", "!=", "spam")
                  .where("created_at", "<", before(retention.leadsDays))
                  .limit(RETENTION_BATCH - spam.length)
                  .execute();
          const counts = { leads: others.length, spam: spam.length };
          if (counts.leads + counts.spam === 0) return counts;
          await deleteLeads(
            trx,
            [...spam, ...others].map((row) => row.id),
          );
          await activity.record(
            {
              actor: null,
              action: "retention",
              ip: null,
              detail: { ...counts, leadsDays: retention.leadsDays, spamDays: retention.spamDays },
            },
            trx,
            now,
          );
          return counts;
        });
        totals.leads += batch.leads;
        totals.spam += batch.spam;
        if (batch.leads + batch.spam < RETENTION_BATCH) break;
      }
      // A confirmation record only matters for its day; after it, it is just an address.
      const lastUseful = new Date(now.getTime() - CONFIRMATION_INTERVAL_MS).toISOString();
      await db.deleteFrom("confirmation_mailboxes").where("queued_at", "<=", lastUseful).execute();
      await forgetDeletedRows(db);
      return totals;
    },
  };
}

export type Erasure = ReturnType<typeof createErasure>;
