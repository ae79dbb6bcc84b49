import {
  IncomingWebhook,
  IncomingWebhookHTTPError,
  type IncomingWebhookSendArguments,
  IncomingWebhookRequestError,
} from "@slack/webhook";

import { leadNoticeCopy } from "~/content/lead-emails";

import { type DeliveryChannel, DeliveryError, failForStatus } from "./channel";
import { type LeadSummary, type LivePrices, summarizeLead } from "./mail/lead-summary";

export const SLACK_CHANNEL = "slack";

/** Slack's own limits on a field's text, and on a header's. */
const FIELD_MAX = 2000;
const HEADER_MAX = 150;

/**
 * A text object Slack shows as it is: plain_text is never read as markup, so a typed `<url|x>`,
 * `*bold*` or `<!channel>` stays those characters, and no mention or link is made of them.
 */
function plain(text: string, max = FIELD_MAX) {
  return { type: "plain_text" as const, text: text.slice(0, max), emoji: false };
}

/**
 * The message for one lead: the form, name, company and total where there is one, and a button
 * to the lead in the inbox. The notification line (`text`) holds the site's words alone.
 */
export function slackMessage(summary: LeadSummary): IncomingWebhookSendArguments {
  const { total } = summary;
  const fields = [
    plain(`${leadNoticeCopy.slackName}: ${summary.person}`),
    ...(summary.company ? [plain(`${leadNoticeCopy.slackCompany}: ${summary.company}`)] : []),
    ...(total ? [plain(`${leadNoticeCopy.slackTotal}: ${total}`)] : []),
  ];
  return {
    text: leadNoticeCopy.slackFallback(summary.form.title),
    link_names: false,
    unfurl_links: false,
    unfurl_media: false,
    blocks: [
      { type: "header", text: plain(summary.form.title, HEADER_MAX) },
      { type: "section", fields },
      {
        type: "actions",
        elements: [
          {
            type: "button",
            text: plain(leadNoticeCopy.openInInbox),
            url: summary.inboxUrl,
            style: "primary",
          },
        ],
      },
    ],
  };
}

/**
 * Posts each lead to a Slack incoming webhook. Slack's answers map to the outbox's errors as
 * for any HTTP channel: 429 waits for its Retry-After, 400 (invalid_payload), 403, 404
 * (no_service) and 410 (channel_is_archived) fail for good, 5xx and network errors are retried.
 */
export function slackChannel(url: string, timeoutMs: number, prices: LivePrices): DeliveryChannel {
  return {
    name: SLACK_CHANNEL,
    async deliver(lead) {
      // The client keeps only the status of a refusal: the answer is kept for its headers.
      let answer: Response | undefined;
      const webhook = new IncomingWebhook(url, {
        timeout: timeoutMs,
        fetch: async (input, init) => (answer = await fetch(input, init)),
      });
      try {
        await webhook.send(slackMessage(summarizeLead(lead, prices())));
      } catch (error) {
        if (error instanceof IncomingWebhookHTTPError && answer) {
          failForStatus("Slack", answer, error.body);
        }
        if (error instanceof IncomingWebhookRequestError) {
          // The address is a secret: only the kind of failure is told.
          const cause = error.original.cause as { code?: unknown } | undefined;
          const kind = typeof cause?.code === "string" ? cause.code : error.original.name;
          throw new DeliveryError(`Slack could not be reached (${kind})`);
        }
        throw error;
      }
    },
  };
}
