import type { Kysely } from "kysely";

import {
  NO_DRAFT,
  NO_SUCH_VERSION,
  PUBLISHED_MEANWHILE,
  type ContentDraft,
  type ContentItemAnswer,
  type ContentVersionEntry,
  type PublishedContent,
} from "~/lib/content-api";
import {
  type ContentKindId,
  type ContentOf,
  type FieldProblem,
  checkContent,
  contentChanges,
  contentKinds,
} from "~/lib/content-kinds";

import type { ActivityLog } from "../admin/activity";
import type { Database } from "../db/schema";
import { withKeyLocks } from "../db/key-locks";
import { ClientError } from "../security";

/** The owner who acts and the client IP the request came from, as the activity log keeps them. */
export interface ContentActor {
  email: string;
  ip: string;
}

/** A draft or publish refused field by field (400), or a request the store cannot follow. */
export class ContentError extends ClientError {
  override name = "ContentError";
  constructor(
    statusCode: 400 | 404 | 409,
    message: string,
    readonly problems: FieldProblem[] = [],
  ) {
    super(statusCode, message);
  }
}

function refused(problems: FieldProblem[]): ContentError {
  return new ContentError(400, problems[0]!.message, problems);
}

/**
 * The owner-edited content (decision 020): one draft per item, which visitors never see, and
 * every published version, the highest live. An item never published is its kind's seed,
 * version 0; the first publish keeps that seed as version 1 so it can be restored.
 */
export function createContentStore(db: Kysely<Database>, activity: ActivityLog) {
  async function live<K extends ContentKindId>(
    kind: K,
    reader: Kysely<Database> = db,
  ): Promise<PublishedContent<ContentOf<K>>> {
    const row = await reader
      .selectFrom("content_versions")
      .selectAll()
      .where("kind", "=", kind)
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!row) {
      const seed = contentKinds[kind].seed as ContentOf<K>;
      return { version: 0, data: seed, publishedAt: null, publishedBy: null };
    }
    return {
      version: row.version,
      data: JSON.parse(row.data) as ContentOf<K>,
      publishedAt: row.published_at,
      publishedBy: row.published_by,
    };
  }

  async function draft<K extends ContentKindId>(
    kind: K,
    reader: Kysely<Database> = db,
  ): Promise<ContentDraft<unknown> | null> {
    const row = await reader
      .selectFrom("content_drafts")
      .selectAll()
      .where("kind", "=", kind)
      .executeTakeFirst();
    return row
      ? { data: JSON.parse(row.data), savedAt: row.saved_at, savedBy: row.saved_by }
      : null;
  }

  /**
   * Publishes `data` (already checked) as the item's next version, in the transaction of a
   * publish or restore that holds the item's lock.
   */
  async function insertVersion(
    trx: Kysely<Database>,
    kind: ContentKindId,
    current: PublishedContent,
    data: unknown,
    actor: ContentActor,
    restoredFrom: number | null,
    now: Date,
  ): Promise<number> {
    const at = now.toISOString();
    let version = current.version + 1;
    if (current.version === 0) {
      await trx
        .insertInto("content_versions")
        .values({
          kind,
          version: 1,
          data: JSON.stringify(current.data),
          published_at: at,
          published_by: null,
          restored_from: null,
        })
        .execute();
      version = 2;
    }
    await trx
      .insertInto("content_versions")
      .values({
        kind,
        version,
        data: JSON.stringify(data),
        published_at: at,
        published_by: actor.email,
        restored_from: restoredFrom,
      })
      .execute();
    await activity.record(
      {
        actor: actor.email,
        action: restoredFrom === null ? "content-publish" : "content-restore",
        ip: actor.ip,
        detail: {
          kind,
          version,
          ...(restoredFrom === null ? {} : { restoredFrom }),
        },
      },
      trx,
      now,
    );
    return version;
  }

  const lockOf = (kind: ContentKindId) => [`content:${kind}`];

  return {
    live,

    async item<K extends ContentKindId>(kind: K): Promise<ContentItemAnswer> {
      return { live: await live(kind), draft: await draft(kind) };
    },

    /** Keeps the owner's changes as the item's draft, if they pass the item's schema. */
    async saveDraft(kind: ContentKindId, input: unknown, actor: ContentActor, now = new Date()) {
      const checked = checkContent(kind, input);
      if (!checked.success) throw refused(checked.problems);
      const row = {
        data: JSON.stringify(checked.data),
        saved_at: now.toISOString(),
        saved_by: actor.email,
      };
      await db
        .insertInto("content_drafts")
        .values({ kind, ...row })
        .onConflict((conflict) => conflict.column("kind").doUpdateSet(row))
        .execute();
      return { savedAt: row.saved_at };
    },

    async discardDraft(kind: ContentKindId) {
      await db.deleteFrom("content_drafts").where("kind", "=", kind).execute();
    },

    /**
     * Makes the draft live as the next version, unless another version was published since
     * the draft's own (`basedOn`); the draft is checked again, since its schema may be newer.
     */
    async publish(kind: ContentKindId, basedOn: number, actor: ContentActor, now = new Date()) {
      return withKeyLocks(db, lockOf(kind), async (trx) => {
        const current = await live(kind, trx);
        if (current.version !== basedOn) throw new ContentError(409, PUBLISHED_MEANWHILE);
        const saved = await draft(kind, trx);
        if (!saved) throw new ContentError(404, NO_DRAFT);
        const checked = checkContent(kind, saved.data);
        if (!checked.success) throw refused(checked.problems);
        const version = await insertVersion(trx, kind, current, checked.data, actor, null, now);
        await trx.deleteFrom("content_drafts").where("kind", "=", kind).execute();
        return { version };
      });
    },

    /** Publishes an earlier version again, as a new version; a draft stays as it is. */
    async restore(kind: ContentKindId, version: number, actor: ContentActor, now = new Date()) {
      return withKeyLocks(db, lockOf(kind), async (trx) => {
        const row = await trx
          .selectFrom("content_versions")
          .select("data")
          .where("kind", "=", kind)
          .where("version", "=", version)
          .executeTakeFirst();
        if (!row) throw new ContentError(404, NO_SUCH_VERSION);
        const checked = checkContent(kind, JSON.parse(row.data));
        if (!checked.success) throw refused(checked.problems);
        const current = await live(kind, trx);
        return {
          version: await insertVersion(trx, kind, current, checked.data, actor, version, now),
        };
      });
    },

    /** Every version, newest first, each with what changed from the one before. */
    async history(kind: ContentKindId): Promise<ContentVersionEntry[]> {
      const rows = await db
        .selectFrom("content_versions")
        .selectAll()
        .where("kind", "=", kind)
        .orderBy("version", "asc")
        .execute();
      const entries = rows.map((row, index) => ({
        version: row.version,
        publishedAt: row.published_at,
        publishedBy: row.published_by,
        restoredFrom: row.restored_from,
        changes:
          index === 0
            ? []
            : contentChanges(kind, JSON.parse(rows[index - 1]!.data), JSON.parse(row.data)),
      }));
      return entries.reverse();
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;
