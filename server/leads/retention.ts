import type { FastifyBaseLogger } from "fastify";

import type { RetentionAnswer } from "~/lib/admin-api";

import type { ActivityLog } from "../admin/activity";
import type { AnalyticsRetention } from "../analytics/retention";
import type { RateLimitCounters } from "../db/rate-limit-counters";
import type { Env } from "../env";

import type { Erasure } from "./erasure";
import type { LeadRepository } from "./repository";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long leads are kept, from the environment. */
export function retentionSettings(env: Env): RetentionAnswer {
  return { leadsDays: env.LEADS_RETENTION_DAYS ?? null, spamDays: env.SPAM_RETENTION_DAYS };
}

/**
 * Deletes the leads past their retention, clears the send fingerprints past their window,
 * prunes the activity log, the rate limits' ended counters and the analytics: at start-up, then once a day. Every instance runs it; the erasure takes care that
 * they do not delete a lead twice.
 */
export function createRetentionJob(
  erasure: Erasure,
  leads: Pick<LeadRepository, "forgetSendFingerprints">,
  activity: ActivityLog,
  rateLimitCounters: RateLimitCounters,
  analytics: AnalyticsRetention,
  retention: RetentionAnswer,
  log: FastifyBaseLogger,
  intervalMs = DAY_MS,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function run() {
    try {
      const deleted = await erasure.eraseExpired(retention);
      const sendFingerprints = await leads.forgetSendFingerprints();
      const pruned = await activity.prune();
      const endedCounters = await rateLimitCounters.prune();
      const analyticsPruned = await analytics.prune();
      log.info(
        {
          ...deleted,
          sendFingerprints,
          activityEntries: pruned,
          rateLimitCounters: endedCounters,
          ...analyticsPruned,
        },
        "retention applied",
      );
    } catch (error) {
      log.error({ err: error }, "retention run failed");
    }
  }

  const runOnce = () => {
    running ??= run().finally(() => {
      running = null;
    });
  };

  return {
    start() {
      timer = setInterval(runOnce, intervalMs);
      timer.unref();
      runOnce();
    },
    /** Stops the daily runs and waits for one under way. */
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
