import type { Env } from "../env";

import { CONFIRMATION_CHANNEL, type DeliveryChannel } from "./channel";

export { CONFIRMATION_CHANNEL };
import { type HubSpotSettings, hubSpotChannel } from "./hubspot";
import type { LivePrices } from "./mail/lead-summary";
import { confirmationEmailChannel, salesEmailChannel } from "./mail/mail-channels";
import { slackChannel } from "./slack";
import { webhookChannel } from "./webhook";
import type { OutboxWorkerOptions } from "./worker";

/** The retry and polling settings, with the webhook-only names of earlier versions as aliases. */
export function outboxOptions(env: Env): OutboxWorkerOptions {
  const timeoutMs = env.LEADS_DELIVERY_TIMEOUT_MS;
  return {
    retryBaseMs: env.LEADS_RETRY_BASE_MS ?? env.LEADS_WEBHOOK_RETRY_BASE_MS ?? 5000,
    pollMs: env.LEADS_POLL_MS ?? env.LEADS_WEBHOOK_POLL_MS ?? 15000,
    // Room for the longest delivery (two requests to the CRM) before another instance may retry.
    leaseMs: timeoutMs * 3,
  };
}

/** The channels the environment configures, each new lead is queued on every one. */
export function configuredChannels(env: Env, prices: LivePrices): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (env.LEADS_WEBHOOK_URL) {
    channels.push(webhookChannel(env.LEADS_WEBHOOK_URL, env.LEADS_DELIVERY_TIMEOUT_MS));
  }
  if (env.SMTP_URL && env.MAIL_FROM) {
    const mail = {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      timeoutMs: env.LEADS_DELIVERY_TIMEOUT_MS,
    };
    if (env.LEADS_NOTIFY_TO) {
      channels.push(salesEmailChannel(mail, env.LEADS_NOTIFY_TO, env.LEADS_TIME_ZONE, prices));
    }
    channels.push(confirmationEmailChannel(mail, prices));
  }
  const hubSpot = hubSpotSettings(env);
  if (hubSpot) channels.push(hubSpotChannel(hubSpot, prices));
  if (env.SLACK_WEBHOOK_URL) {
    channels.push(slackChannel(env.SLACK_WEBHOOK_URL, env.LEADS_DELIVERY_TIMEOUT_MS, prices));
  }
  return channels;
}

/** HubSpot's settings when it is configured, else null. */
export function hubSpotSettings(env: Env): HubSpotSettings | null {
  if (!env.HUBSPOT_ACCESS_TOKEN) return null;
  return {
    accessToken: env.HUBSPOT_ACCESS_TOKEN,
    apiBase: env.HUBSPOT_API_BASE,
    timeoutMs: env.LEADS_DELIVERY_TIMEOUT_MS,
  };
}
