import type { FastifyBaseLogger } from "fastify";

import { type LeadRepository, toLead } from "./repository";

export interface DeliveryOptions {
  webhookUrl: string;
  /** First retry after this long; each further retry waits twice as long, up to maxDelayMs. */
  retryBaseMs: number;
  maxDelayMs?: number;
  pollMs: number;
  timeoutMs?: number;
  batchSize?: number;
}

export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Posts every stored lead to the webhook until it answers 2xx. Progress lives in the database,
 * so a restart resumes where the last run stopped; the visitor's request never waits for it.
 */
export function createDeliveryWorker(
  repository: LeadRepository,
  options: DeliveryOptions,
  log: FastifyBaseLogger,
) {
  const { webhookUrl, retryBaseMs, pollMs } = options;
  const maxDelayMs = options.maxDelayMs ?? 60 * 60 * 1000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliverDue() {
    const now = new Date();
    const rows = await repository.dueForDelivery(now, batchSize);
    for (const row of rows) {
      if (stopped) return;
      const leaseUntil = new Date(Date.now() + timeoutMs * 2);
      if (!(await repository.claim(row, leaseUntil))) continue;
      const lead = toLead(row);
      try {
        const response = await fetch(webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "x-lead-id": lead.id },
          body: JSON.stringify({
            id: lead.id,
            form: lead.form,
            data: lead.data,
            page: lead.page,
            createdAt: lead.createdAt,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`webhook answered ${response.status}`);
        await repository.markDelivered(lead.id, new Date());
        log.info({ leadId: lead.id }, "lead delivered");
      } catch (error) {
        const attempt = Number(row.delivery_attempts) + 1;
        const next = new Date(Date.now() + retryDelay(attempt, retryBaseMs, maxDelayMs));
        await repository.markFailed(lead.id, String(error), next);
        log.warn({ leadId: lead.id, attempt, next: next.toISOString() }, "lead delivery failed");
      }
    }
    if (rows.length === batchSize) again = true;
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (error) {
          log.error({ err: error }, "lead delivery run failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  }

  return {
    start() {
      timer = setInterval(run, pollMs);
      timer.unref();
      run();
    },
    /** Delivers new leads now instead of at the next poll. */
    kick: run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
