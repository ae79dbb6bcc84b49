import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  sql,
} from "kysely";
import { z } from "zod";

import {
  type DailyAnswer,
  INVALID_CURSOR,
  LEAD_STATUSES,
  type LeadDetailAnswer,
  type LeadEvent,
  type LeadListAnswer,
  type LeadQuery,
  type LeadStatus,
  type LeadSummary,
  PAGE_SIZE,
  leadIdSchema,
} from "~/lib/admin-api";

import { choiceFields, chosenLines } from "~/lib/lead-choices";
import { isLeadFormId } from "~/lib/lead-form-ids";

import type { Database, LeadEventsTable } from "../db/schema";
import { timeOrderedId } from "../db/time-ordered-id";
import { type Dialect, searchTextContains } from "../db/text-search";
import type { Delivery } from "../delivery/outbox";
import type { LivePrices } from "../delivery/mail/lead-summary";
import {
  MESSAGE_PREVIEW_LENGTH,
  leadCompany,
  leadEmail,
  leadMessage,
  leadPersonName,
} from "../leads/lead-fields";
import { LEAD_COLUMNS, type Lead, type LeadRepository } from "../leads/repository";
import { ClientError } from "../security";

import { createActivityLog } from "./activity";

/** A request the inbox cannot follow; the status and message go back as they are. */
export class InboxError extends ClientError {
  override name = "InboxError";
  constructor(statusCode: 400 | 404 | 409, message: string) {
    super(statusCode, message);
  }
}

// Messages name nothing from the request: the inbox shows them, and a link can carry any text.
export const noSuchLead = () => new InboxError(404, "No such lead");

export type LeadFilters = Omit<LeadQuery, "cursor">;

/** The signed-in owner who acts, and the client IP the request came from. */
export interface Actor {
  email: string;
  ip: string;
}

/**
 * An export's entry in the activity log: the format, the filters used and the number of rows.
 * The search term is left out, only whether there was one: it is often a person's name or
 * address, and even its length narrows down whom the owner looked for.
 */
function exportDetail(filters: LeadFilters, format: "csv" | "json", rows: number) {
  const { q, ...named } = filters;
  return { format, rows, ...named, search: Boolean(q) };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_DAYS = 30;

/** Midnight UTC of a calendar day (YYYY-MM-DD), `plusDays` later, as stored timestamps are. */
function dayStart(day: string, plusDays = 0): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(time)) throw new InboxError(400, `Not a date: ${day}`);
  return new Date(time + plusDays * DAY_MS).toISOString();
}

/** The page's last row, as the client passes it back for the next page: opaque to it. */
function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString("base64url");
}

/** What a cursor holds: a stored lead's time and id, and nothing else reaches the query. */
const cursorSchema = z.tuple([z.iso.datetime(), leadIdSchema]);

function decodeCursor(cursor: string): [createdAt: string, id: string] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    // Not base64url JSON: refused below.
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) throw new InboxError(400, INVALID_CURSOR);
  return parsed.data;
}

type EventDetail =
  | { kind: "status"; from: LeadStatus; to: LeadStatus }
  | { kind: "note"; body: string }
  | { kind: "retry"; channel: string };

function toEvent(row: Selectable<LeadEventsTable>): LeadEvent {
  const detail = JSON.parse(row.detail) as Record<string, unknown>;
  return { ...detail, id: row.id, at: row.at, by: row.actor, kind: row.kind } as LeadEvent;
}

function toSummary(
  row: Pick<Lead, "id" | "form" | "page" | "status"> & { data: string; created_at: string },
  deliveries: readonly Delivery[],
): LeadSummary {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return {
    id: row.id,
    form: row.form,
    createdAt: row.created_at,
    status: row.status,
    name: leadPersonName(data),
    email: leadEmail(data),
    company: leadCompany(data),
    message: leadMessage(data).slice(0, MESSAGE_PREVIEW_LENGTH),
    page: row.page,
    deliveries: Object.fromEntries(deliveries.map(({ channel, state }) => [channel, state])),
  };
}

/**
 * The owner's view of the leads: pages of the newest first under any filters, counts per
 * status, exports, the daily chart, one lead with its history, and what the owner does to it.
 */
export function createInbox(
  db: Kysely<Database>,
  dialect: Dialect,
  repository: LeadRepository,
  prices: LivePrices,
) {
  const activity = createActivityLog(db);

  /** The filters as one condition; the search's depends on the term, so it is looked up first. */
  async function matchingFilters(filters: LeadFilters, { byStatus = true } = {}) {
    const search = filters.q
      ? await searchTextContains(db, dialect, filters.q.toLowerCase())
      : undefined;
    return (eb: ExpressionBuilder<Database, "leads">) => {
      const all: Expression<SqlBool>[] = [];
      if (filters.form) all.push(eb("form", "=", filters.form));
      if (filters.status && byStatus) all.push(eb("status", "=", filters.status));
      if (filters.delivery) all.push(eb("delivery", "=", filters.delivery));
      if (filters.from) all.push(eb("created_at", ">=", dayStart(filters.from)));
      if (filters.to) all.push(eb("created_at", "<", dayStart(filters.to, 1)));
      if (search) all.push(search);
      return all;
    };
  }

  /** Leads matching every filter but the status, per status. */
  async function counts(filters: LeadFilters): Promise<Record<LeadStatus, number>> {
    const filtered = await matchingFilters(filters, { byStatus: false });
    const rows = await db
      .selectFrom("leads")
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("total")])
      .where((eb) => eb.and(filtered(eb)))
      .groupBy("status")
      .execute();
    const counted = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0]));
    for (const { status, total } of rows) counted[status] = Number(total);
    return counted as Record<LeadStatus, number>;
  }

  /** A page of leads, newest first, from the cursor on. */
  async function page(query: LeadQuery): Promise<Omit<LeadListAnswer, "counts">> {
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const filtered = await matchingFilters(query);
    const rows = await db
      .selectFrom("leads")
      .select(["id", "form", "data", "page", "created_at", "status"])
      .where((eb) =>
        eb.and([
          ...filtered(eb),
          ...(after ? [eb(eb.refTuple("created_at", "id"), "<", eb.tuple(...after))] : []),
        ]),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE + 1)
      .execute();
    const leads = rows.slice(0, PAGE_SIZE);
    const deliveries = await repository.outbox.forLeads(leads.map(({ id }) => id));
    return {
      leads: leads.map((row) => toSummary(row, deliveries.get(row.id) ?? [])),
      nextCursor: rows.length > PAGE_SIZE ? encodeCursor(leads.at(-1)!) : null,
    };
  }

  /**
   * An owner's change to a lead, in its history and in the activity log, within the change's
   * transaction. The log names the lead by id only; a note's text stays in the lead's history.
   */
  async function record(
    trx: Kysely<Database>,
    leadId: string,
    by: Actor,
    detail: EventDetail,
    now: Date,
  ) {
    const { kind, ...rest } = detail;
    await trx
      .insertInto("lead_events")
      .values({
        id: timeOrderedId(now),
        lead_id: leadId,
        at: now.toISOString(),
        actor: by.email,
        kind,
        detail: JSON.stringify(rest),
      })
      .execute();
    const logged = kind === "note" ? {} : rest;
    await activity.record(
      { actor: by.email, action: kind, ip: by.ip, detail: { lead: leadId, ...logged } },
      trx,
      now,
    );
  }

  async function detail(id: string): Promise<LeadDetailAnswer> {
    const lead = await repository.find(id);
    if (!lead) throw noSuchLead();
    const events = await db
      .selectFrom("lead_events")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("at")
      .orderBy("id")
      .execute();
    const lines = isLeadFormId(lead.form) ? chosenLines(lead.form, lead.data, prices()) : [];
    // The fields the lines stand for, when there are lines: else the stored values show as they are.
    const fields = lines.length > 0 && isLeadFormId(lead.form) ? [...choiceFields(lead.form)] : [];
    return { lead, choices: { fields, lines }, history: events.map(toEvent) };
  }

  return {
    page,
    counts,

    /**
     * Every lead matching the filters, newest first, with its deliveries, for an export in
     * `format`; the export goes into the activity log.
     */
    async exportLeads(
      filters: LeadFilters,
      format: "csv" | "json",
      by: Actor,
      now = new Date(),
    ): Promise<Lead[]> {
      const filtered = await matchingFilters(filters);
      const rows = await db
        .selectFrom("leads")
        .select(LEAD_COLUMNS)
        .where((eb) => eb.and(filtered(eb)))
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      await activity.record(
        {
          actor: by.email,
          action: "export",
          ip: by.ip,
          detail: exportDetail(filters, format, rows.length),
        },
        db,
        now,
      );
      return repository.withDeliveries(rows);
    },

    /** Leads per UTC day and form, the last CHART_DAYS days up to today. */
    async daily(now = new Date()): Promise<DailyAnswer> {
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const days = Array.from({ length: CHART_DAYS }, (_, i) =>
        new Date(today - (CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
      );
      // Literal arguments: PostgreSQL matches the grouped expression to the selected one.
      const day = sql<string>`substr(created_at, ${sql.lit(1)}, ${sql.lit(10)})`;
      const rows = await db
        .selectFrom("leads")
        .select((eb) => [day.as("day"), "form", eb.fn.countAll<number | string>().as("total")])
        .where("created_at", ">=", dayStart(days[0]!))
        .where("created_at", "<", dayStart(days.at(-1)!, 1))
        .groupBy([day, "form"])
        .execute();
      const forms: Record<string, number[]> = {};
      for (const row of rows) {
        forms[row.form] ??= days.map(() => 0);
        forms[row.form]![days.indexOf(row.day)] = Number(row.total);
      }
      return { days, forms };
    },

    detail,

    /** Sets the lead's status; a change (not a repeat of the same) goes into its history. */
    async changeStatus(id: string, to: LeadStatus, by: Actor, now = new Date()) {
      await db.transaction().execute(async (trx) => {
        // The row is locked first, so two owners changing it at once each record the real "from".
        const locked = await trx
          .updateTable("leads")
          .set((eb) => ({ status: eb.ref("status") }))
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) === 0) throw noSuchLead();
        const { status: from } = await trx
          .selectFrom("leads")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        if (from === to) return;
        await trx.updateTable("leads").set({ status: to }).where("id", "=", id).execute();
        await record(trx, id, by, { kind: "status", from, to }, now);
      });
      return detail(id);
    },

    async addNote(id: string, body: string, by: Actor, now = new Date()) {
      if (!(await repository.find(id))) throw noSuchLead();
      await db.transaction().execute((trx) => record(trx, id, by, { kind: "note", body }, now));
      return detail(id);
    },

    /** Queues the lead's delivery on one channel again, due now; a delivered one is refused. */
    async retry(id: string, channel: string, by: Actor, now = new Date()) {
      const lead = await repository.find(id);
      if (!lead) throw noSuchLead();
      const delivery = lead.deliveries.find((candidate) => candidate.channel === channel);
      if (!delivery) throw new InboxError(404, "This lead has no delivery on that channel");
      const delivered = new InboxError(409, "Already delivered on that channel");
      if (delivery.state === "delivered") throw delivered;
      const queued = await repository.outbox.retry({ leadId: id, channel }, now, (trx) =>
        record(trx, id, by, { kind: "retry", channel }, now),
      );
      if (queued === 0) throw delivered;
      return detail(id);
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
