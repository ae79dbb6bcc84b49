import { site } from "../config/site";
import { dayCount } from "../lib/format";

/**
 * A paragraph the server fills in with its own settings when it serves the page
 * (server/privacy-page.ts); the prerendered text stands where no server does.
 */
export interface LegalSlot {
  slot: "retention";
  text: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly (string | LegalSlot)[];
}

/**
 * How long leads and page views are kept, as the server's LEADS_RETENTION_DAYS,
 * SPAM_RETENTION_DAYS and ANALYTICS_RAW_DAYS say.
 */
export interface RetentionPeriods {
  /** Null: kept until deleted on request. */
  leadsDays: number | null;
  spamDays: number;
  analyticsRawDays: number;
}

/** What the privacy policy says of how long a submission is kept. */
export function retentionParagraph({
  leadsDays,
  spamDays,
  analyticsRawDays,
}: RetentionPeriods): string {
  const spam = `a submission our spam filter caught is deleted after ${dayCount(spamDays)}`;
  const kept =
    leadsDays === null
      ? `We keep a submission, with our notes on it, until you ask us to delete it; ${spam}.`
      : `We delete a submission, with our notes on it, ${dayCount(leadsDays)} after it arrives; ${spam}.`;
  const totals =
    leadsDays === null
      ? "are kept"
      : `are deleted after ${dayCount(leadsDays)}, as submissions are`;
  return `${kept} A copy forwarded to our CRM stays there until you ask us to delete your data. Page views, with the day's visitor code, are deleted after ${dayCount(analyticsRawDays)}; the daily counts per page and source, which say nothing of any one visitor, ${totals}.`;
}

export const LEGAL_UPDATED = "December 2026";

export const privacySections: readonly LegalSection[] = [
  {
    heading: "What our forms collect",
    paragraphs: [
      "When you send one of our forms we receive what you typed into it: usually your name, your e-mail address and your company, and, depending on the form, your role, your website, a message or the resources, lists or packages you chose.",
      "With each submission we also keep the page it was sent from and the time, so that we can answer in context.",
      "We also note where the visit in which you sent the form came from: the page you first opened that day, the name of the site that linked you there, any campaign tags in that link (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and ad click ids (gclid, msclkid, fbclid). Our server looks this up itself, from the day's page views described below: if you first came on an earlier day, your submission gets where that day's visit came from, not the earlier one's. This tells us which campaigns and pages bring the people who write to us.",
    ],
  },
  {
    heading: "Why we collect it",
    paragraphs: [
      "Only to do what you asked: reply to your message, send the guide, sheet or resources you requested, prepare a quote, or set up the call you booked.",
      "We do not sell or rent your information, and we do not share it with third parties for their own marketing.",
    ],
  },
  {
    heading: "Where it is kept",
    paragraphs: [
      `Submissions are stored in ${site.brand}'s own leads database and may be forwarded to our team's CRM so that the right person can follow up. Access is limited to the people who handle your request.`,
      {
        slot: "retention",
        text: "We keep a submission for as long as we need it to serve you and for our legitimate business records, and no longer.",
      },
    ],
  },
  {
    heading: "Cookies and local storage",
    paragraphs: [
      "This website sets no cookies and runs no advertising trackers or analytics of another company.",
      "It stores one small entry in your browser's local storage, named theme, to remember whether you chose the light or dark theme. The interactive demo on the home page stores a similar entry to keep itself dark. Neither leaves your device.",
      "To count visits, each page you open tells our own server its path, the name of the site that linked to it and any campaign tags in its address; nothing is stored in your browser for it. The server counts you by a visitor code it makes from your IP address, your browser's user-agent string, the site's name and a random value that changes every day and is deleted after two days: the same browser is one visitor for a day and cannot be recognised on another, and neither your IP address nor your user-agent string is kept. Search engines' crawlers and pages your browser only fetches ahead are not counted.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      `You can ask us at any time what we hold about you, to correct it, or to delete it: write to ${site.emails.general} and we will answer within 30 days.`,
      "Deleting your data deletes every submission sent with your e-mail address, our notes on them, the records of where they were sent, and your contact in our CRM.",
      "Once deleted, your data is gone from our leads database at once. Copies can remain for a limited time where data is kept for recovery, not for use: in the database's storage files until the space is reused, and in our backups until they expire. If we ever restore a backup, we delete your data from it again before using it.",
    ],
  },
  {
    heading: "Links to other sites",
    paragraphs: [
      "Our booking page and social profiles are run by other companies under their own privacy policies.",
    ],
  },
];

export const termsSections: readonly LegalSection[] = [
  {
    heading: "Using this website",
    paragraphs: [
      `This website is provided by ${site.brand} to describe our services and products. You may browse it, use its calculators and download the free resources for your own business use.`,
      "Please do not misuse the website: no automated form submissions, no attempts to break or overload it, and no copying of its content for resale.",
    ],
  },
  {
    heading: "Prices and estimates",
    paragraphs: [
      "Prices shown are in US dollars. Calculators, estimates and exported quotes are guides to help you plan; a project is priced in the written proposal we send you, which takes precedence.",
      "Testimonials describe individual customers' results. Your results depend on your team, your data and your market.",
    ],
  },
  {
    heading: "The AI Trainer",
    paragraphs: [
      `The ${site.brand} AI Trainer is sold by subscription under its own plan terms, including the 30-day money-back guarantee. It coaches your team on software; it does not connect to your CRM account.`,
    ],
  },
  {
    heading: "Free resources",
    paragraphs: [
      "Guides, cheat sheets, templates and tools are provided as they are, to help you work better. Check any advice against your own situation before relying on it.",
    ],
  },
  {
    heading: "Contact",
    paragraphs: [`Questions about these terms: ${site.emails.general}.`],
  },
];
