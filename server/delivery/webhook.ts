import type { Lead } from "../leads/repository";

import { type DeliveryChannel, failForStatus } from "./channel";

/** The JSON body every webhook delivery carries. */
export function webhookBody(lead: Lead) {
  return {
    id: lead.id,
    form: lead.form,
    data: lead.data,
    page: lead.page,
    createdAt: lead.createdAt,
    attribution: lead.attribution,
  };
}

/**
 * POSTs each lead as JSON. The Idempotency-Key (the lead id) lets the receiver drop a repeat:
 * a delivery cut off after the receiver took it but before its answer arrived is sent again.
 */
export function webhookChannel(url: string, timeoutMs: number): DeliveryChannel {
  return {
    name: "webhook",
    async deliver(lead) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": lead.id,
          "x-lead-id": lead.id,
        },
        body: JSON.stringify(webhookBody(lead)),
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) failForStatus("webhook", response);
    },
  };
}
