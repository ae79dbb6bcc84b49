import { site } from "../config/site";

import { leadSource } from "./lead-attribution";
import type { LeadFormContent } from "./lead-forms";

/** The words of the e-mails and the Slack message sent for each lead. */
export const leadNoticeCopy = {
  /** Headings of the sales notice, after the lead's essentials and message. */
  choices: "What they chose",
  source: leadSource.heading,
  received: "Received",
  page: "Page",
  firstTouch: "First touch",
  lastTouch: "Last touch",
  openInInbox: "Open in the inbox",
  /** The CRM note names the lead by its id; the e-mail links to it instead. */
  leadId: "Lead id",
  /** Slack's own notification line: the site's words only, never what the visitor typed. */
  slackFallback: (formTitle: string) => `New lead: ${formTitle}`,
  slackName: "Name",
  slackCompany: "Company",
  slackTotal: "Total",
  why: `You get this e-mail because this address is set to hear of each new lead on ${site.domains.main}.`,
} as const;

/**
 * The confirmation's words around each form's own lines. Only the site's words: the form can be
 * sent with anyone's address, so nothing typed into it reaches that inbox from the site's sender.
 */
export function confirmationCopy(form: LeadFormContent) {
  return {
    thanks: `Thank you for contacting ${site.brand}.`,
    next: "What happens next",
    bookingIntro: "Prefer to pick a time now? Book a call with our team.",
    bookingLabel: "Book a Call",
    signature: `— The ${site.brand} team`,
    why: `You get this e-mail because this address was entered in the "${form.title}" form on ${site.domains.main}. If that was not you, you can ignore it: nothing more will be sent.`,
  };
}

/** A form that sends the visitor on to the booking page also offers it in its confirmation. */
export function offersBooking(form: LeadFormContent): boolean {
  return form.next?.href === site.bookingUrl;
}
