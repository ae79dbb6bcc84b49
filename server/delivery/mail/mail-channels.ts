import nodemailer from "nodemailer";

import type { Lead } from "../../leads/repository";
import { CONFIRMATION_CHANNEL, type DeliveryChannel, PermanentDeliveryError } from "../channel";

import { confirmationEmail, salesEmail } from "./lead-email";
import { type LivePrices, summarizeLead } from "./lead-summary";

export interface MailSettings {
  smtpUrl: string;
  from: string;
  timeoutMs: number;
}

function createTransport({ smtpUrl, timeoutMs }: MailSettings) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/** A mail server's 5xx (refused address, refused login) will not change by itself. */
function permanentIfRefused(error: unknown): never {
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  if (typeof responseCode === "number" && responseCode >= 500) {
    throw new PermanentDeliveryError(
      `mail server refused: ${(error as Error).message}`,
      responseCode,
    );
  }
  throw error;
}

// Header values (subject, names) go through nodemailer's encoder, which folds CR/LF away:
// a line break typed into a form field cannot start a header of its own (tested).

/**
 * The sales inbox hears of every lead, its times in the owner's `timeZone`; a reply goes
 * straight to the visitor.
 */
export function salesEmailChannel(
  settings: MailSettings,
  to: readonly string[],
  timeZone: string,
  prices: LivePrices,
): DeliveryChannel {
  const transport = createTransport(settings);
  return {
    name: "sales-email",
    async deliver(lead: Lead) {
      const summary = summarizeLead(lead, prices(), timeZone);
      const { subject, html, text } = await salesEmail(summary);
      await transport
        .sendMail({
          from: settings.from,
          to: [...to],
          replyTo: summary.email ? { name: summary.person, address: summary.email } : undefined,
          subject: subject,
          html,
          text,
          headers: { "X-Lead-Id": lead.id },
        })
        .catch(permanentIfRefused);
    },
  };
}

/**
 * The visitor's confirmation: what arrived, what happens next, the link to what was asked for,
 * in the site's words only, to the bare address (no name typed into the form beside it).
 */
export function confirmationEmailChannel(
  settings: MailSettings,
  prices: LivePrices,
): DeliveryChannel {
  const transport = createTransport(settings);
  return {
    name: CONFIRMATION_CHANNEL,
    async deliver(lead: Lead) {
      const summary = summarizeLead(lead, prices());
      if (!summary.email) throw new PermanentDeliveryError("the lead has no e-mail address");
      const { subject, html, text } = await confirmationEmail(summary.form);
      await transport
        .sendMail({
          from: settings.from,
          to: summary.email,
          subject: subject,
          html,
          text,
          headers: { "X-Lead-Id": lead.id },
        })
        .catch(permanentIfRefused);
    },
  };
}
