import type { FastifyBaseLogger } from "fastify";
import type { Kysely, Selectable } from "kysely";

import type { ActivityEntry } from "~/lib/admin-api";

import { forgetDeletedRows } from "../db/database";
import type { CrmErasuresTable, Database } from "../db/schema";

import { DeliveryError, PermanentDeliveryError, RetryLaterError } from "./channel";
import { type OutboxWorkerOptions, createPoller, retryDelay } from "./worker";

type CrmErasure = Selectable<CrmErasuresTable>;

/** Where a contact's delete stands, as the `erase` entry of the activity log shows it. */
type CrmErasureState = {
  hubspot: "pending" | "deleted" | "failed";
  hubspotAttempts: number;
  hubspotError?: string;
};

/**
 * Why an attempt failed, without what the CRM answered: its body may quote the address, and
 * the activity log and the server's log keep no personal data.
 */
function reasonOf(error: unknown): string {
  if (error instanceof DeliveryError && error.status !== undefined) {
    return `HubSpot answered ${error.status}`;
  }
  if (error instanceof Error && error.name === "TimeoutError")
    return "HubSpot did not answer in time";
  return "HubSpot could not be reached";
}

/**
 * Sends the queued GDPR deletes of CRM contacts (see ../leads/erasure.ts), retried as any
 * delivery is: after a back-off doubling up to an hour, after a 429's Retry-After, and not
 * after an answer retrying cannot fix. Each instance may run it: a delete is claimed by one at
 * a time, as outbox rows are. Once the CRM confirmed a delete or refused it for good, its row
 * and with it the address are deleted, and only the activity entry says how it ended.
 */
export function createCrmErasureWorker(
  db: Kysely<Database>,
  eraseContact: (email: string) => Promise<void>,
  options: OutboxWorkerOptions,
  log: FastifyBaseLogger,
) {
  const { retryBaseMs, pollMs, leaseMs } = options;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60 * 1000;
  const batchSize = options.batchSize ?? 20;

  /** Merges where the delete stands into its activity entry. */
  async function showState(
    trx: Kysely<Database>,
    erasure: CrmErasure,
    state: CrmErasureState,
  ): Promise<void> {
    const entry = await trx
      .selectFrom("activity_log")
      .select("detail")
      .where("id", "=", erasure.activity_id)
      .executeTakeFirst();
    if (!entry) return;
    const detail = JSON.parse(entry.detail) as ActivityEntry["detail"];
    delete detail.hubspotError;
    await trx
      .updateTable("activity_log")
      .set({ detail: JSON.stringify({ ...detail, ...state }) })
      .where("id", "=", erasure.activity_id)
      .execute();
  }

  /** The delete is done with: its row, the address in it, goes for good. */
  async function finish(erasure: CrmErasure, state: CrmErasureState) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("crm_erasures").where("id", "=", erasure.id).execute();
      await showState(trx, erasure, state);
    });
    await forgetDeletedRows(db);
  }

  async function attempt(erasure: CrmErasure) {
    const attempts = Number(erasure.attempts) + 1;
    const context = { erasure: erasure.id, attempts };
    try {
      await eraseContact(erasure.email);
      await finish(erasure, { hubspot: "deleted", hubspotAttempts: attempts });
      log.info(context, "CRM contact deleted");
    } catch (error) {
      const reason = reasonOf(error);
      if (error instanceof PermanentDeliveryError) {
        await finish(erasure, {
          hubspot: "failed",
          hubspotAttempts: attempts,
          hubspotError: reason,
        });
        log.error({ ...context, error: reason }, "CRM contact delete failed for good");
        return;
      }
      const delay =
        error instanceof RetryLaterError
          ? error.retryAfterMs
          : retryDelay(attempts, retryBaseMs, maxDelayMs);
      const next = new Date(Date.now() + delay).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("crm_erasures")
          .set({ attempts, next_attempt_at: next })
          .where("id", "=", erasure.id)
          .execute();
        await showState(trx, erasure, {
          hubspot: "pending",
          hubspotAttempts: attempts,
          hubspotError: reason,
        });
      });
      log.warn({ ...context, next, error: reason }, "CRM contact delete failed");
    }
  }

  async function deleteDue(): Promise<boolean> {
    const rows = await db
      .selectFrom("crm_erasures")
      .selectAll()
      .where("next_attempt_at", "<=", new Date().toISOString())
      .orderBy("next_attempt_at")
      .limit(batchSize)
      .execute();
    for (const row of rows) {
      if (poller.isStopped()) return false;
      // Claimed by pushing its next attempt past the lease, as the outbox claims a delivery.
      const claimed = await db
        .updateTable("crm_erasures")
        .set({ next_attempt_at: new Date(Date.now() + leaseMs).toISOString() })
        .where("id", "=", row.id)
        .where("next_attempt_at", "=", row.next_attempt_at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) await attempt(row);
    }
    return rows.length === batchSize;
  }

  const poller = createPoller(
    [
      {
        work: deleteDue,
        onError: (error: unknown) => log.error({ err: error }, "CRM contact delete run failed"),
      },
    ],
    pollMs,
  );

  return {
    start: poller.start,
    /** Sends a delete just queued now rather than at the next poll. */
    kick: poller.kick,
    stop: poller.stop,
  };
}

export type CrmErasureWorker = ReturnType<typeof createCrmErasureWorker>;
