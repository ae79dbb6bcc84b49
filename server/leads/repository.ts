import { randomUUID } from "node:crypto";

import type { Kysely, Selectable } from "kysely";

import type { Database, LeadStatus, LeadsTable } from "../db/schema";

export type LeadRow = Selectable<LeadsTable>;

export interface NewLead {
  form: string;
  data: unknown;
  page: string;
  userAgent: string;
  status: LeadStatus;
  /** The browser's id for this submission; a repeat of it is answered with the first lead. */
  submissionId?: string;
}

export interface Lead {
  id: string;
  form: string;
  data: Record<string, unknown>;
  page: string;
  createdAt: string;
  userAgent: string;
  status: LeadStatus;
  deliveryState: LeadRow["delivery_state"];
  deliveryAttempts: number;
  deliveredAt: string | null;
  lastError: string | null;
}

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    form: row.form,
    data: JSON.parse(row.data) as Record<string, unknown>,
    page: row.page,
    createdAt: row.created_at,
    userAgent: row.user_agent,
    status: row.status,
    deliveryState: row.delivery_state,
    deliveryAttempts: Number(row.delivery_attempts),
    deliveredAt: row.delivered_at,
    lastError: row.last_error,
  };
}

export function createLeadRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores a lead, or finds the one already stored for the same submission id: the unique
     * column decides, so a repeat is caught across server instances too.
     */
    async insert(lead: NewLead, now = new Date()): Promise<{ id: string; repeat: boolean }> {
      const id = randomUUID();
      const timestamp = now.toISOString();
      const result = await db
        .insertInto("leads")
        .values({
          id,
          form: lead.form,
          data: JSON.stringify(lead.data),
          page: lead.page,
          created_at: timestamp,
          user_agent: lead.userAgent.slice(0, 512),
          status: lead.status,
          submission_id: lead.submissionId ?? null,
          delivery_state: "pending",
          next_attempt_at: timestamp,
        })
        .onConflict((conflict) => conflict.column("submission_id").doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 1) === 1) return { id, repeat: false };
      const first = await db
        .selectFrom("leads")
        .select("id")
        .where("submission_id", "=", lead.submissionId ?? null)
        .executeTakeFirstOrThrow();
      return { id: first.id, repeat: true };
    },

    async list(options: { since?: Date } = {}): Promise<Lead[]> {
      let query = db.selectFrom("leads").selectAll().orderBy("created_at").orderBy("id");
      if (options.since) query = query.where("created_at", ">=", options.since.toISOString());
      return (await query.execute()).map(toLead);
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Pending leads whose next delivery attempt is due. */
    async dueForDelivery(now: Date, limit: number): Promise<LeadRow[]> {
      return db
        .selectFrom("leads")
        .selectAll()
        .where("delivery_state", "=", "pending")
        .where("status", "!=", "spam")
        .where("next_attempt_at", "<=", now.toISOString())
        .orderBy("next_attempt_at")
        .limit(limit)
        .execute();
    },

    /**
     * Takes a lead for one delivery attempt by pushing its next attempt past the lease. Only one
     * of several server instances can win the same row, so a lead is not sent twice at once.
     */
    async claim(row: LeadRow, leaseUntil: Date): Promise<boolean> {
      const result = await db
        .updateTable("leads")
        .set({ next_attempt_at: leaseUntil.toISOString() })
        .where("id", "=", row.id)
        .where("delivery_state", "=", "pending")
        .where("next_attempt_at", "=", row.next_attempt_at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markDelivered(id: string, now: Date) {
      await db
        .updateTable("leads")
        .set((eb) => ({
          delivery_state: "delivered",
          delivered_at: now.toISOString(),
          delivery_attempts: eb("delivery_attempts", "+", 1),
          last_error: null,
        }))
        .where("id", "=", id)
        .execute();
    },

    async markFailed(id: string, error: string, nextAttemptAt: Date) {
      await db
        .updateTable("leads")
        .set((eb) => ({
          delivery_attempts: eb("delivery_attempts", "+", 1),
          next_attempt_at: nextAttemptAt.toISOString(),
          last_error: error.slice(0, 1000),
        }))
        .where("id", "=", id)
        .execute();
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
