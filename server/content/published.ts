import type { Kysely } from "kysely";

import {
  type ContentKindId,
  type ContentOf,
  contentKindIds,
  contentKinds,
  isContentKind,
} from "~/lib/content-kinds";
import type { LeadPricing } from "~/lib/lead-choices";
import type { PublishedItems } from "~/lib/published-content";

import type { Database } from "../db/schema";

/** How often every instance reads which version of each item is live (decision 020). */
export const PUBLISHED_POLL_MS = 1000;

interface LiveItem {
  version: number;
  data: unknown;
}

interface PublishedLog {
  warn(details: object, message: string): void;
}

/**
 * The live version of each content item, held in memory for whatever the server renders or
 * prices (a quote's notices): every instance reads the live versions each second, so a publish
 * anywhere reaches it within the poll. While the database is away it keeps what it last read;
 * an item never published is its kind's seed.
 */
export function createPublishedContent(db: Kysely<Database>, log: PublishedLog) {
  const items = new Map<ContentKindId, LiveItem>();
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;
  let readingAgain: Promise<void> | undefined;

  async function read() {
    const latest = await db
      .selectFrom("content_versions")
      .select(["kind", (eb) => eb.fn.max("version").as("version")])
      .groupBy("kind")
      .execute();
    for (const { kind, version } of latest) {
      if (!isContentKind(kind)) continue;
      const live = Number(version);
      if (items.get(kind)?.version === live) continue;
      const row = await db
        .selectFrom("content_versions")
        .select("data")
        .where("kind", "=", kind)
        .where("version", "=", live)
        .executeTakeFirstOrThrow();
      items.set(kind, { version: live, data: JSON.parse(row.data) });
    }
  }

  /**
   * Reads the live versions, one read at a time, a failed one keeping the last: a call during a
   * read is answered by the next one, which sees what was committed before the call.
   */
  function refresh(): Promise<void> {
    if (reading) {
      readingAgain ??= reading.then(() => {
        readingAgain = undefined;
        return refresh();
      });
      return readingAgain;
    }
    reading = read()
      .catch((error: unknown) => log.warn({ err: error }, "published content not read"))
      .finally(() => (reading = undefined));
    return reading;
  }

  /** The live item of a kind: its last version read, or its seed. */
  function current<K extends ContentKindId>(kind: K): ContentOf<K> {
    return (items.get(kind)?.data ?? contentKinds[kind].seed) as ContentOf<K>;
  }

  return {
    refresh,
    current,

    /** The live figures a lead's quote or plan is priced by. */
    leadPricing(): LeadPricing {
      return {
        prices: current("onboarding-prices"),
        plans: current("ai-trainer-plans"),
        presentations: current("presentation-prices"),
        leadLists: current("lead-lists"),
        revops: current("revops-packages"),
      };
    },

    /** Every kind's live item, as a page rendered on demand reads them. */
    all(): PublishedItems {
      return Object.fromEntries(
        contentKindIds.map((kind) => [kind, current(kind)]),
      ) as unknown as PublishedItems;
    },

    /**
     * Which version of each kind is live (0: its seed), with its phase where it has one (an
     * offer running or ended): changes with every publish read, and when an offer ends.
     */
    versions(now = Date.now()): string {
      return contentKindIds
        .map((kind) => {
          const version = `${kind}@${items.get(kind)?.version ?? 0}`;
          const { phase } = contentKinds[kind] as {
            phase?: (item: ContentOf<typeof kind>, now: number) => string;
          };
          return phase ? `${version}:${phase(current(kind), now)}` : version;
        })
        .join(",");
    },

    start() {
      timer = setInterval(() => void refresh(), PUBLISHED_POLL_MS);
      timer.unref();
      return refresh();
    },

    async stop() {
      clearInterval(timer);
      await reading;
    },
  };
}

export type PublishedContent = ReturnType<typeof createPublishedContent>;
