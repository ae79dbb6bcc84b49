import type { FastifyBaseLogger } from "fastify";

import type { Lead } from "../leads/repository";

import {
  type DeliveryChannel,
  type DeliveryProgress,
  PermanentDeliveryError,
  RetryLaterError,
  failureForLog,
} from "./channel";
import type { DeliveryRow, Outbox } from "./outbox";

export interface OutboxWorkerOptions {
  /** First retry after this long; each further retry waits twice as long, up to maxDelayMs. */
  retryBaseMs: number;
  maxDelayMs?: number;
  pollMs: number;
  /** How long one attempt may hold a delivery before another instance may take it. */
  leaseMs: number;
  batchSize?: number;
}

export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** The lead was erased while one of its deliveries was under way: nothing more is sent. */
class LeadErasedError extends Error {
  override name = "LeadErasedError";
}

/**
 * Runs `work` on request, one run at a time: a request during a run, or a run that answers true
 * (more may be due), makes it go round once more.
 */
function createRunner(
  work: () => Promise<boolean>,
  isStopped: () => boolean,
  onError: (error: unknown) => void,
) {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    run() {
      if (isStopped()) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          try {
            if (await work()) again = true;
          } catch (error) {
            onError(error);
          }
        } while (again && !isStopped());
      })().finally(() => {
        running = null;
      });
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/**
 * Runs each job every `pollMs` and on `kick`, each one run at a time; `stop` ends the polling
 * and waits for the runs under way. A job reads `isStopped` to end its batch early.
 */
export function createPoller(
  jobs: readonly { work: () => Promise<boolean>; onError: (error: unknown) => void }[],
  pollMs: number,
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const isStopped = () => stopped;
  const runners = jobs.map(({ work, onError }) => createRunner(work, isStopped, onError));
  const runAll = () => runners.forEach((runner) => runner.run());
  return {
    isStopped,
    start() {
      if (runners.length === 0) return;
      timer = setInterval(runAll, pollMs);
      timer.unref();
      runAll();
    },
    kick: runAll,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all(runners.map((runner) => runner.idle()));
    },
  };
}

/**
 * Works through the outbox: each channel runs on its own, so a slow or failing channel never
 * delays or repeats another. Progress lives in the database, so a restart resumes where the
 * last run stopped; the visitor's request never waits for it.
 */
export function createOutboxWorker(
  outbox: Outbox,
  channels: readonly DeliveryChannel[],
  findLead: (id: string) => Promise<Lead | undefined>,
  options: OutboxWorkerOptions,
  log: FastifyBaseLogger,
) {
  const { retryBaseMs, pollMs, leaseMs } = options;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60 * 1000;
  const batchSize = options.batchSize ?? 20;

  async function attempt(channel: DeliveryChannel, row: DeliveryRow) {
    const context = { leadId: row.lead_id, channel: channel.name };
    const lead = await findLead(row.lead_id);
    if (!lead) return;
    const done: Record<string, unknown> = row.progress ? JSON.parse(row.progress) : {};
    const progress: DeliveryProgress = {
      get: (step) => done[step],
      async set(step, value) {
        done[step] = value;
        if (!(await outbox.saveProgress(row.lead_id, channel.name, done))) {
          throw new LeadErasedError("the lead was erased");
        }
      },
    };
    try {
      await channel.deliver(lead, progress);
      await outbox.markDelivered(row.lead_id, channel.name, new Date());
      log.info(context, "lead delivered");
    } catch (error) {
      const attempts = Number(row.attempts) + 1;
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof LeadErasedError) {
        log.info(context, "lead erased during its delivery, the rest not sent");
        return;
      }
      if (error instanceof PermanentDeliveryError) {
        await outbox.markFailed(row.lead_id, channel.name, message, null);
        log.error(
          { ...context, attempts, ...failureForLog(error) },
          "lead delivery failed for good",
        );
        return;
      }
      const delay =
        error instanceof RetryLaterError
          ? error.retryAfterMs
          : retryDelay(attempts, retryBaseMs, maxDelayMs);
      const next = new Date(Date.now() + delay);
      await outbox.markFailed(row.lead_id, channel.name, message, next);
      log.warn(
        { ...context, attempts, next: next.toISOString(), ...failureForLog(error) },
        "lead delivery failed",
      );
    }
  }

  async function deliverDue(channel: DeliveryChannel): Promise<boolean> {
    const rows = await outbox.due(channel.name, new Date(), batchSize);
    for (const row of rows) {
      if (poller.isStopped()) return false;
      if (!(await outbox.claim(row, new Date(Date.now() + leaseMs)))) continue;
      await attempt(channel, row);
    }
    return rows.length === batchSize;
  }

  /** One job per channel: a run in progress absorbs kicks and goes round once more. */
  const poller = createPoller(
    channels.map((channel) => ({
      work: () => deliverDue(channel),
      onError: (error: unknown) =>
        log.error({ err: error, channel: channel.name }, "lead delivery run failed"),
    })),
    pollMs,
  );

  return {
    start: poller.start,
    /** Delivers new leads now instead of at the next poll. */
    kick: poller.kick,
    stop: poller.stop,
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
