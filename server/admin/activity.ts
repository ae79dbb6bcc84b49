import type { Kysely } from "kysely";

import {
  ACTIVITY_RETENTION_DAYS,
  type ActivityAction,
  type ActivityAnswer,
  type ActivityEntry,
  PAGE_SIZE,
} from "~/lib/admin-api";

import type { Database } from "../db/schema";
import { timeOrderedId } from "../db/time-ordered-id";

export interface ActivityInput {
  actor: string | null;
  action: ActivityAction;
  ip: string | null;
  detail?: ActivityEntry["detail"];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The inbox's activity log. `record` takes the transaction of the change it describes where
 * there is one, so the entry and the change are kept or lost together.
 */
export function createActivityLog(db: Kysely<Database>) {
  /** Entries newest first, `limit` of them, older than the entry `before` (an id) if given. */
  async function list({
    before,
    limit,
  }: {
    before?: string;
    limit: number;
  }): Promise<ActivityEntry[]> {
    let query = db.selectFrom("activity_log").selectAll().orderBy("id", "desc").limit(limit);
    if (before) query = query.where("id", "<", before);
    const rows = await query.execute();
    return rows.map((row) => ({
      ...row,
      detail: JSON.parse(row.detail) as ActivityEntry["detail"],
    }));
  }

  return {
    /** Answers the entry's id. */
    async record(entry: ActivityInput, trx: Kysely<Database> = db, now = new Date()) {
      const id = timeOrderedId(now);
      await trx
        .insertInto("activity_log")
        .values({
          id,
          at: now.toISOString(),
          actor: entry.actor,
          action: entry.action,
          ip: entry.ip,
          detail: JSON.stringify(entry.detail ?? {}),
        })
        .execute();
      return id;
    },

    list,

    /** A page of the Activity view: PAGE_SIZE entries older than `before`, newest first. */
    async page(before?: string): Promise<ActivityAnswer> {
      const found = await list({ before, limit: PAGE_SIZE + 1 });
      const entries = found.slice(0, PAGE_SIZE);
      const named = new Set(entries.map(({ detail }) => detail.lead));
      const leadIds = [...named].filter((id) => typeof id === "string");
      const stored =
        leadIds.length > 0
          ? await db.selectFrom("leads").select("id").where("id", "in", leadIds).execute()
          : [];
      return {
        entries,
        storedLeads: stored.map(({ id }) => id),
        nextCursor: found.length > PAGE_SIZE ? entries.at(-1)!.id : null,
      };
    },

    /** Deletes the entries older than the log keeps them; returns how many went. */
    async prune(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS).toISOString();
      const result = await db
        .deleteFrom("activity_log")
        .where("at", "<", cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
