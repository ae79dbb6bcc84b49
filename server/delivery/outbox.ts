import { type Kysely, type Selectable, type Transaction, sql } from "kysely";

import { mailboxKey } from "~/lib/email-address";

import type { Database, DeliveryFilter, LeadDeliveriesTable } from "../db/schema";

export type DeliveryRow = Selectable<LeadDeliveriesTable>;

/** A lead's delivery on one channel, as the operator commands and exports show it. */
export interface Delivery {
  channel: string;
  state: DeliveryRow["state"];
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  deliveredAt: string | null;
}

export function toDelivery(row: DeliveryRow): Delivery {
  return {
    channel: row.channel,
    state: row.state,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  };
}

const MAX_ERROR_LENGTH = 1000;

/** Queues a new lead on each channel, inside the transaction that stores the lead. */
export async function queueDeliveries(
  trx: Kysely<Database>,
  leadId: string,
  channels: readonly string[],
  now: Date,
) {
  if (channels.length === 0) return;
  await trx
    .insertInto("lead_deliveries")
    .values(
      channels.map((channel) => ({
        lead_id: leadId,
        channel,
        state: "pending" as const,
        next_attempt_at: now.toISOString(),
      })),
    )
    .execute();
}

/** At most one confirmation to a mailbox in this long. */
export const CONFIRMATION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Takes the day's confirmation to the mailbox `email` reaches (mailboxKey: `box+a@`, `box+b@`
 * and, at Gmail, `b.o.x@` are one), inside the transaction that stores the lead: true when none
 * was queued to it in the last CONFIRMATION_INTERVAL_MS, and from now on none will be until that
 * time has passed again. The mailbox is the table's key, so of two leads for one mailbox stored
 * at the same moment, on any instance, one insert wins and the other waits for it and then
 * finds the row too recent to update.
 */
export async function claimConfirmation(
  trx: Kysely<Database>,
  email: string,
  now: Date,
): Promise<boolean> {
  const lastAllowed = new Date(now.getTime() - CONFIRMATION_INTERVAL_MS).toISOString();
  const result = await trx
    .insertInto("confirmation_mailboxes")
    .values({ mailbox: mailboxKey(email), queued_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict
        .column("mailbox")
        .doUpdateSet((eb) => ({ queued_at: eb.ref("excluded.queued_at") }))
        .where("confirmation_mailboxes.queued_at", "<=", lastAllowed),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** What a lead's deliveries make of it before any is queued: none, or pending on every channel. */
export function initialDeliveryFilter(channels: readonly string[]): DeliveryFilter {
  return channels.length > 0 ? "pending" : "none";
}

/**
 * Sets leads.delivery from the lead's delivery rows (see DELIVERY_FILTERS): the inbox filters
 * and counts on that one column instead of looking into every lead's deliveries.
 */
export async function refreshDeliveryFilter(
  db: Kysely<Database>,
  leads: "all" | { ids: readonly string[] } | { delivery: DeliveryFilter },
) {
  const any = (state?: string) =>
    sql`exists (select 1 from lead_deliveries where lead_deliveries.lead_id = leads.id${
      state ? sql` and lead_deliveries.state = ${state}` : sql``
    })`;
  let query = db.updateTable("leads").set({
    delivery: sql<DeliveryFilter>`case when ${any("failed")} then 'failed' when ${any("pending")} then 'pending' when ${any()} then 'delivered' else 'none' end`,
  });
  if (leads !== "all") {
    query =
      "ids" in leads
        ? query.where("id", "in", leads.ids)
        : query.where("delivery", "=", leads.delivery);
  }
  await query.execute();
}

/**
 * Changes deliveries of a lead and its delivery filter as one: the lead's row is locked first, so
 * that of two instances changing two channels of one lead at once, the second to finish sees the
 * first's change.
 */
async function changeDeliveries<T>(
  db: Kysely<Database>,
  leads: { ids: readonly string[] } | { delivery: DeliveryFilter },
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const lock = trx.updateTable("leads").set((eb) => ({ delivery: eb.ref("delivery") }));
    await (
      "ids" in leads
        ? lock.where("id", "in", leads.ids)
        : lock.where("delivery", "=", leads.delivery)
    ).execute();
    const result = await change(trx);
    await refreshDeliveryFilter(trx, leads);
    return result;
  });
}

export function createOutbox(db: Kysely<Database>) {
  const row = (trx: Kysely<Database>, leadId: string, channel: string) =>
    trx.updateTable("lead_deliveries").where("lead_id", "=", leadId).where("channel", "=", channel);

  return {
    /** Pending deliveries on one channel whose next attempt is due, oldest first. */
    async due(channel: string, now: Date, limit: number): Promise<DeliveryRow[]> {
      return db
        .selectFrom("lead_deliveries")
        .selectAll()
        .where("channel", "=", channel)
        .where("state", "=", "pending")
        .where("next_attempt_at", "<=", now.toISOString())
        .orderBy("next_attempt_at")
        .limit(limit)
        .execute();
    },

    /**
     * Takes one delivery for an attempt by pushing its next attempt past the lease. The update
     * only matches the row as it was read, so of several instances exactly one wins it; if the
     * holder dies, the row is due again when the lease runs out.
     */
    async claim(delivery: DeliveryRow, leaseUntil: Date): Promise<boolean> {
      const result = await row(db, delivery.lead_id, delivery.channel)
        .set({ next_attempt_at: leaseUntil.toISOString() })
        .where("state", "=", "pending")
        .where("next_attempt_at", "=", delivery.next_attempt_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Records a step of a multi-step delivery, so a retry does not repeat it. False when the
     * delivery is gone (its lead was erased): the next steps must not be taken.
     */
    async saveProgress(
      leadId: string,
      channel: string,
      progress: Record<string, unknown>,
    ): Promise<boolean> {
      const result = await row(db, leadId, channel)
        .set({ progress: JSON.stringify(progress) })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markDelivered(leadId: string, channel: string, now: Date) {
      await changeDeliveries(db, { ids: [leadId] }, (trx) =>
        row(trx, leadId, channel)
          .set((eb) => ({
            state: "delivered",
            delivered_at: now.toISOString(),
            attempts: eb("attempts", "+", 1),
            last_error: null,
          }))
          .execute(),
      );
    },

    /** A failed attempt: due again at `nextAttemptAt`, or failed for good when null. */
    async markFailed(leadId: string, channel: string, error: string, nextAttemptAt: Date | null) {
      await changeDeliveries(db, { ids: [leadId] }, (trx) =>
        row(trx, leadId, channel)
          .set((eb) => ({
            state: nextAttemptAt ? "pending" : "failed",
            attempts: eb("attempts", "+", 1),
            ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt.toISOString() } : {}),
            last_error: error.slice(0, MAX_ERROR_LENGTH),
          }))
          .execute(),
      );
    },

    /**
     * Queues deliveries again, due now with a fresh back-off: every undelivered one of a lead,
     * the lead's one on a channel, or every failed one. Answers how many were queued.
     * `alongside` runs in the same transaction when any was (to record who asked for it).
     */
    async retry(
      target: { leadId: string; channel?: string } | { failed: true },
      now = new Date(),
      alongside?: (trx: Transaction<Database>) => Promise<void>,
    ): Promise<number> {
      const leads = "leadId" in target ? { ids: [target.leadId] } : { delivery: "failed" as const };
      return changeDeliveries(db, leads, async (trx) => {
        let query = trx
          .updateTable("lead_deliveries")
          .set({ state: "pending", attempts: 0, next_attempt_at: now.toISOString() })
          .where("state", "!=", "delivered");
        if ("failed" in target) query = query.where("state", "=", "failed");
        else {
          query = query.where("lead_id", "=", target.leadId);
          if (target.channel) query = query.where("channel", "=", target.channel);
        }
        const queued = Number((await query.executeTakeFirst()).numUpdatedRows);
        if (queued > 0 && alongside) await alongside(trx);
        return queued;
      });
    },

    /** Every delivery of the given leads, grouped by lead id, channels in name order. */
    async forLeads(leadIds: readonly string[]): Promise<Map<string, Delivery[]>> {
      const grouped = new Map<string, Delivery[]>();
      // Chunked: a long export must stay under the databases' bound-parameter limits.
      for (let start = 0; start < leadIds.length; start += 500) {
        const rows = await db
          .selectFrom("lead_deliveries")
          .selectAll()
          .where("lead_id", "in", leadIds.slice(start, start + 500))
          .orderBy("channel")
          .execute();
        for (const delivery of rows) {
          const list = grouped.get(delivery.lead_id) ?? [];
          list.push(toDelivery(delivery));
          grouped.set(delivery.lead_id, list);
        }
      }
      return grouped;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
