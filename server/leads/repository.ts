import { randomUUID } from "node:crypto";

import type { Kysely, Selectable } from "kysely";

import type { LeadDetailAnswer } from "~/lib/admin-api";
import type { Attribution } from "~/lib/attribution";

import { withKeyLocks } from "../db/key-locks";
import type { Database, LeadStatus, LeadsTable } from "../db/schema";
import { CONFIRMATION_CHANNEL } from "../delivery/channel";
import {
  type Delivery,
  claimConfirmation,
  createOutbox,
  initialDeliveryFilter,
  queueDeliveries,
} from "../delivery/outbox";

import { leadEmail, leadSearchText } from "./lead-fields";
import { REPEAT_SEND_WINDOW_MS } from "./repeat-sends";

export interface NewLead {
  form: string;
  data: Record<string, unknown>;
  page: string;
  userAgent: string;
  status: LeadStatus;
  /** The browser's id for this submission; a repeat of it is answered with the first lead. */
  submissionId?: string;
  /** Recorded by the server (see ./attribution). */
  attribution?: Attribution | null;
  /** What this send is known by (see ./repeat-sends): a repeat of it is the first lead. */
  sendFingerprint?: string;
}

/** A stored lead with its state on each delivery channel: what the inbox API answers with. */
export type Lead = LeadDetailAnswer["lead"];

/** The columns of a lead's row that make a Lead. */
export const LEAD_COLUMNS = [
  "id",
  "form",
  "data",
  "page",
  "created_at",
  "user_agent",
  "status",
  "attribution",
] as const;
export type LeadRow = Pick<Selectable<LeadsTable>, (typeof LEAD_COLUMNS)[number]>;

export function toLead(row: LeadRow, deliveries: Delivery[] = []): Lead {
  return {
    id: row.id,
    form: row.form,
    data: JSON.parse(row.data) as Record<string, unknown>,
    page: row.page,
    createdAt: row.created_at,
    userAgent: row.user_agent,
    status: row.status,
    attribution: row.attribution ? (JSON.parse(row.attribution) as Attribution) : null,
    deliveries,
  };
}

export interface LeadRepositoryOptions {
  /** The delivery channels each new lead is queued on. */
  channels?: readonly string[];
}

export function createLeadRepository(db: Kysely<Database>, options: LeadRepositoryOptions = {}) {
  const channels = options.channels ?? [];
  const outbox = createOutbox(db);

  async function withDeliveries(rows: LeadRow[]): Promise<Lead[]> {
    const deliveries = await outbox.forLeads(rows.map((row) => row.id));
    return rows.map((row) => toLead(row, deliveries.get(row.id)));
  }

  return {
    outbox,
    /** Leads as read from their rows, with their deliveries. */
    withDeliveries,

    /**
     * Stores the lead and queues its deliveries in one transaction: the `201` means both. A lead
     * whose submission id is already stored is that lead: the unique column decides, across
     * server instances too, and nothing new is stored or queued. So is a lead whose send
     * fingerprint a lead stored in the last REPEAT_SEND_WINDOW_MS has: a lock on the fingerprint
     * keeps two such sends, on any instance, from both finding none. Spam is queued nowhere. The
     * visitor's confirmation is queued only when their address had none in the last day (see
     * claimConfirmation): the form can be sent in anyone's name, the e-mail comes from the site.
     */
    async insert(lead: NewLead, now = new Date()): Promise<{ id: string; repeat: boolean }> {
      const id = randomUUID();
      const timestamp = now.toISOString();
      const queuedOn = lead.status === "spam" ? [] : channels;
      const email = leadEmail(lead.data);
      const fingerprint = lead.sendFingerprint ?? null;
      const keys = fingerprint === null ? [] : [`lead-send:${fingerprint}`];
      return withKeyLocks(db, keys, async (trx) => {
        if (fingerprint !== null) {
          const first = await trx
            .selectFrom("leads")
            .select("id")
            .where("send_fingerprint", "=", fingerprint)
            .where("created_at", ">", new Date(now.getTime() - REPEAT_SEND_WINDOW_MS).toISOString())
            .orderBy("created_at")
            .executeTakeFirst();
          if (first) return { id: first.id, repeat: true };
        }
        const result = await trx
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
            send_fingerprint: fingerprint,
            attribution: lead.attribution ? JSON.stringify(lead.attribution) : null,
            search_text: leadSearchText(lead.data),
            delivery: initialDeliveryFilter(queuedOn),
          })
          .onConflict((conflict) => conflict.column("submission_id").doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 1) === 0) {
          const first = await trx
            .selectFrom("leads")
            .select("id")
            .where("submission_id", "=", lead.submissionId ?? null)
            .executeTakeFirstOrThrow();
          return { id: first.id, repeat: true };
        }
        const confirms =
          queuedOn.includes(CONFIRMATION_CHANNEL) &&
          email !== "" &&
          (await claimConfirmation(trx, email, now));
        const queued = confirms
          ? queuedOn
          : queuedOn.filter((name) => name !== CONFIRMATION_CHANNEL);
        if (initialDeliveryFilter(queued) !== initialDeliveryFilter(queuedOn)) {
          await trx
            .updateTable("leads")
            .set({ delivery: initialDeliveryFilter(queued) })
            .where("id", "=", id)
            .execute();
        }
        await queueDeliveries(trx, id, queued, now);
        return { id, repeat: false };
      });
    },

    /**
     * Clears the send fingerprints whose window has passed: they match nothing any more, and
     * with the lead's content they could tell its sender's address.
     */
    async forgetSendFingerprints(now = new Date()): Promise<number> {
      const result = await db
        .updateTable("leads")
        .set({ send_fingerprint: null })
        .where("send_fingerprint", "is not", null)
        .where("created_at", "<=", new Date(now.getTime() - REPEAT_SEND_WINDOW_MS).toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async find(id: string): Promise<Lead | undefined> {
      const row = await db
        .selectFrom("leads")
        .select(LEAD_COLUMNS)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? (await withDeliveries([row]))[0] : undefined;
    },

    async list(options: { since?: Date } = {}): Promise<Lead[]> {
      let query = db.selectFrom("leads").select(LEAD_COLUMNS).orderBy("created_at").orderBy("id");
      if (options.since) query = query.where("created_at", ">=", options.since.toISOString());
      return withDeliveries(await query.execute());
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
