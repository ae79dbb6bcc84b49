import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Transaction } from "kysely";

import type { Database, VisitSource } from "../db/schema";

import { type DailySalts, utcDay, visitorHash } from "./salts";

/** A page view as the beacon reported it, checked (./routes.ts). */
export interface ReportedView extends Omit<VisitSource, "entry_page"> {
  path: string;
}

/** Who sent a request: read from it and never kept, only hashed. */
export interface Requester {
  /** The host name the request was made to (the site). */
  site: string;
  ip: string;
  userAgent: string;
}

interface QueuedView extends ReportedView {
  day: string;
  at: string;
  visitor: string;
}

/** Views waiting to be written are written at least this often… */
const FLUSH_INTERVAL_MS = 1000;
/** …and at once when this many wait. */
const FLUSH_SIZE = 500;
/** Past this many waiting (the database away), further views are not counted. */
const MAX_QUEUED = 50_000;

/** The daily totals a visit counts in: by the day, its entry page and where it came from. */
type DailySourceKey = Pick<
  Database["analytics_daily_sources"],
  "day" | "entry_page" | "referrer_host" | "utm_source" | "utm_medium" | "utm_campaign"
>;

function dailySourceKey(day: string, visit: VisitSource): DailySourceKey {
  const { entry_page, referrer_host, utm_source, utm_medium, utm_campaign } = visit;
  return { day, entry_page, referrer_host, utm_source, utm_medium, utm_campaign };
}

type Counts = { visitors: number; page_views: number };

/** Adds `counts` to the entry of `key` (its JSON) in `totals`. */
function addTo<K>(totals: Map<string, { key: K } & Counts>, key: K, counts: Counts) {
  const id = JSON.stringify(key);
  const total = totals.get(id) ?? { key, visitors: 0, page_views: 0 };
  total.visitors += counts.visitors;
  total.page_views += counts.page_views;
  totals.set(id, total);
}

/** Entries in the order of their keys: every instance takes the rows' locks in one order. */
function inKeyOrder<T>(totals: Map<string, T>): T[] {
  return [...totals.keys()].sort().map((id) => totals.get(id)!);
}

/**
 * Counts page views: the beacon's requests are hashed into visitors at once and queued, then
 * written together (a transaction a second, not one a view), each view updating its visit, the
 * paths the visit saw and the daily totals. A view lost to a crash before its write is a view
 * not counted; a lead's visit never is (`todaysVisit` writes the queue first).
 */
export function createPageViews(db: Kysely<Database>, salts: DailySalts, log: FastifyBaseLogger) {
  let queue: QueuedView[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function visitorOf(requester: Requester, at: Date) {
    const salt = await salts.saltOf(utcDay(at));
    return visitorHash(salt, requester.site, requester.ip, requester.userAgent);
  }

  async function write(views: QueuedView[], trx: Transaction<Database>) {
    const sources = new Map<string, { key: DailySourceKey } & Counts>();
    const pages = new Map<string, { key: { day: string; path: string } } & Counts>();
    // One visitor's views in the order they came; visitors in one order on every instance.
    const ordered = views.toSorted((a, b) => a.visitor.localeCompare(b.visitor));
    for (const { day, at, visitor, path, ...source } of ordered) {
      const visit = await trx
        .insertInto("analytics_visits")
        .values({
          day,
          visitor,
          started_at: at,
          entry_page: path,
          ...source,
          page_views: 1,
          lead_id: null,
        })
        .onConflict((conflict) =>
          conflict
            .columns(["day", "visitor"])
            .doUpdateSet((eb) => ({ page_views: eb("analytics_visits.page_views", "+", 1) })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      addTo(sources, dailySourceKey(day, visit), {
        visitors: visit.page_views === 1 ? 1 : 0,
        page_views: 1,
      });
      const newPath = await trx
        .insertInto("analytics_visit_paths")
        .values({ day, visitor, path })
        .onConflict((conflict) => conflict.columns(["day", "visitor", "path"]).doNothing())
        .returning("path")
        .executeTakeFirst();
      addTo(pages, { day, path }, { visitors: newPath ? 1 : 0, page_views: 1 });
    }
    for (let start = 0; start < views.length; start += 100) {
      await trx
        .insertInto("analytics_page_views")
        .values(views.slice(start, start + 100))
        .execute();
    }
    for (const { key, visitors, page_views } of inKeyOrder(sources)) {
      await trx
        .insertInto("analytics_daily_sources")
        .values({ ...key, visitors, page_views, leads: 0 })
        .onConflict((conflict) =>
          conflict.columns(["day", ...DAILY_SOURCE_COLUMNS]).doUpdateSet((eb) => ({
            visitors: eb("analytics_daily_sources.visitors", "+", visitors),
            page_views: eb("analytics_daily_sources.page_views", "+", page_views),
          })),
        )
        .execute();
    }
    for (const { key, visitors, page_views } of inKeyOrder(pages)) {
      await trx
        .insertInto("analytics_daily_pages")
        .values({ ...key, visitors, page_views })
        .onConflict((conflict) =>
          conflict.columns(["day", "path"]).doUpdateSet((eb) => ({
            visitors: eb("analytics_daily_pages.visitors", "+", visitors),
            page_views: eb("analytics_daily_pages.page_views", "+", page_views),
          })),
        )
        .execute();
    }
  }

  /** Writes the views queued so far; resolves once they are written (or given up). */
  function flush(): Promise<void> {
    writing = writing.then(async () => {
      const views = queue;
      queue = [];
      if (views.length === 0) return;
      try {
        await db.transaction().execute((trx) => write(views, trx));
      } catch (error) {
        log.warn({ err: error, views: views.length }, "page views not counted");
      }
    });
    return writing;
  }

  return {
    /** Queues a view of `requester`'s, hashed; written within a second. */
    async record(view: ReportedView, requester: Requester, at = new Date()) {
      if (queue.length >= MAX_QUEUED) return;
      const visitor = await visitorOf(requester, at);
      queue.push({ ...view, day: utcDay(at), at: at.toISOString(), visitor });
      if (queue.length >= FLUSH_SIZE) void flush();
    },

    flush,

    /**
     * `requester`'s visit today, with the views queued so far: null when they made no counted
     * view today.
     */
    async todaysVisit(requester: Requester, at = new Date()) {
      await flush();
      return db
        .selectFrom("analytics_visits")
        .selectAll()
        .where("day", "=", utcDay(at))
        .where("visitor", "=", await visitorOf(requester, at))
        .executeTakeFirst();
    },

    /**
     * Notes that `requester` sent the lead `leadId`: their visit today, if any, gets it, and its
     * daily totals count one more visitor with a lead (the first lead of a visit only).
     */
    async countLead(requester: Requester, leadId: string, at = new Date()) {
      const day = utcDay(at);
      const visitor = await visitorOf(requester, at);
      await db.transaction().execute(async (trx) => {
        const visit = await trx
          .updateTable("analytics_visits")
          .set({ lead_id: leadId })
          .where("day", "=", day)
          .where("visitor", "=", visitor)
          .where("lead_id", "is", null)
          .returningAll()
          .executeTakeFirst();
        if (!visit) return;
        await trx
          .updateTable("analytics_daily_sources")
          .set((eb) => ({ leads: eb("leads", "+", 1) }))
          .where((eb) => eb.and(dailySourceKey(day, visit)))
          .execute();
      });
    },

    /** Deletes the raw views and visits before `rawSince` and the daily totals before `totalsSince` (days). */
    async prune(rawSince: string, totalsSince: string | null) {
      let deleted = 0;
      for (const table of [
        "analytics_page_views",
        "analytics_visit_paths",
        "analytics_visits",
      ] as const) {
        const result = await db.deleteFrom(table).where("day", "<", rawSince).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      if (totalsSince) {
        for (const table of ["analytics_daily_sources", "analytics_daily_pages"] as const) {
          const result = await db
            .deleteFrom(table)
            .where("day", "<", totalsSince)
            .executeTakeFirst();
          deleted += Number(result.numDeletedRows);
        }
      }
      return deleted;
    },

    start() {
      timer = setInterval(() => void flush(), FLUSH_INTERVAL_MS);
      timer.unref();
    },

    /** Stops the timer and writes what is queued. */
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

export type PageViews = ReturnType<typeof createPageViews>;

const DAILY_SOURCE_COLUMNS = [
  "entry_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;
