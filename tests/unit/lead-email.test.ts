import { describe, expect, it } from "vitest";

import { site } from "~/config/site";
import { confirmationCopy, leadNoticeCopy, offersBooking } from "~/content/lead-emails";
import { type LeadFormContent, leadForms } from "~/content/lead-forms";
import { leadFormIds } from "~/lib/lead-schemas";

import { plainText } from "../../server/delivery/mail/email-document";
import {
  confirmation,
  confirmationEmail,
  crmNoteHtml,
  salesEmail,
  salesNotice,
} from "../../server/delivery/mail/lead-email";
import { inboxUrl, summarizeLead } from "../../server/delivery/mail/lead-summary";
import {
  SAMPLE_TIME_ZONE,
  markedLead,
  sampleEmails,
  sampleLead,
  seedPricing,
} from "../support/lead-samples";

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!.replaceAll("&amp;", "&"));
}

/** What every e-mail's HTML has: the brand, the preview line, the themes, absolute https links. */
function expectBranded(html: string, preview: string) {
  expect(html).toMatch(/^<!DOCTYPE html/i);
  expect(html).toContain(`>${site.brand}</td>`);
  expect(html).toContain('<meta name="color-scheme" content="light dark"');
  expect(html).toContain("@media (prefers-color-scheme: dark)");
  expect(html).toContain(preview.slice(0, 40));
  expect(html).not.toMatch(ISO_TIME);
  for (const href of hrefs(html)) expect(href).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+(\/|$)/);
}

describe.each(leadFormIds)("the e-mails of the %s form", (formId) => {
  const form: LeadFormContent = leadForms[formId];

  it("tell the sales inbox who, what, from where and when, with the way into the inbox", async () => {
    const lead = sampleLead(formId);
    const summary = summarizeLead(lead, seedPricing, SAMPLE_TIME_ZONE);
    const document = salesNotice(summary);
    const { subject, html, text } = await salesEmail(summary);
    expect(subject).toBe(`${form.title} from ${summary.person}`);
    expectBranded(html, document.preview);
    expect(hrefs(html)).toContain(`https://grevvy.com/admin/lead?id=${lead.id}`);
    expect(html).toContain(`>${leadNoticeCopy.openInInbox}<`);
    expect(html).not.toContain("mailto:");
    expect(html).not.toContain(leadNoticeCopy.leadId);
    // The owner's time, the touches' too.
    expect(html).toContain("Fri 27 Nov, 3:40 pm EST");
    expect(html).toContain("Fri 20 Nov, 9:02 am EST");
    // Every field the visitor filled, labelled as the form labels it, in both parts.
    const lines = [...summary.essentials, ...summary.choices, ...summary.source];
    for (const { label, value } of lines) {
      expect(text).toContain(`${label}: ${value}`);
      expect(html).toContain(`>${label}</td>`);
    }
    for (const { label, value } of summary.messages) {
      expect(text).toContain(`${label}: ${value}`);
      for (const line of value.split("\n")) expect(html).toContain(line);
      expect(html).toContain(value.replace("\n", "<br/>"));
    }
    // Where they came from stands under a heading saying it is the day's visit.
    expect(leadNoticeCopy.source).toBe("Source (the visit of the day it was sent)");
    const sourceLines = summary.source.map(({ label, value }) => `${label}: ${value}`);
    expect(text).toContain([leadNoticeCopy.source, "", ...sourceLines].join("\n"));
    expect(text).toContain(`${leadNoticeCopy.received}: Fri 27 Nov, 3:40 pm EST`);
    expect(text).toContain(`${leadNoticeCopy.openInInbox}: ${inboxUrl(lead.id)}`);
    expect(text).not.toMatch(ISO_TIME);
    expect(text).toBe(plainText(document));
  });

  it("builds no link from what the visitor typed", async () => {
    const { lead, markers } = markedLead(formId);
    const { html, text } = await salesEmail(summarizeLead(lead, seedPricing));
    for (const marker of markers) {
      expect(text).toContain(marker);
      for (const href of hrefs(html)) expect(href).not.toContain(marker);
    }
  });

  it("confirm to the visitor in the site's words: next steps and links, nothing they typed", async () => {
    const { lead, markers } = markedLead(formId);
    const summary = summarizeLead(lead, seedPricing);
    const document = confirmation(summary.form);
    const { subject, html, text } = await confirmationEmail(summary.form);
    expect(subject).toBe(form.confirmation.subject);
    expectBranded(html, document.preview);
    for (const part of [subject, html, text]) {
      for (const marker of markers) expect(part).not.toContain(marker);
    }
    const copy = confirmationCopy(form);
    for (const line of [copy.thanks, copy.next, ...form.confirmation.lines, copy.signature]) {
      expect(html).toContain(line);
      expect(text).toContain(line);
    }
    const link = form.confirmation.link;
    if (link) {
      const url = `https://${link.path.includes("grevvy-ai-trainer") ? site.domains.aiTrainer : site.domains.main}${link.path}`;
      expect(hrefs(html)).toContain(url);
      expect(text).toContain(`${link.label}: ${url}`);
    }
    if (offersBooking(form)) {
      expect(hrefs(html)).toContain(site.bookingUrl);
      expect(text).toContain(`${copy.bookingLabel}: ${site.bookingUrl}`);
    } else {
      expect(html).not.toContain(site.bookingUrl);
    }
    expect(text).toBe(plainText(document));
  });
});

describe("the CRM note", () => {
  it("lists the lead's source under the heading saying it is the day's visit", () => {
    const summary = summarizeLead(sampleLead("contact"), seedPricing);
    const html = crmNoteHtml(summary);
    const heading = html.indexOf("<strong>Source (the visit of the day it was sent)</strong>");
    expect(heading).toBeGreaterThan(-1);
    for (const { label } of summary.source) {
      expect(html.indexOf(`>${label}</th>`)).toBeGreaterThan(heading);
    }
  });
});

describe("the confirmations' booking link", () => {
  it("is offered by the forms that lead to the booking page", () => {
    expect(leadFormIds.filter((id) => offersBooking(leadForms[id]))).toEqual([
      "partner-contact",
      "advisory-message",
    ]);
  });
});

describe("the sales notice's text", () => {
  it("keeps the message's line breaks and escapes markup in the HTML", async () => {
    const lead = sampleLead("contact", {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Engines <b>bold</b>",
      message: "Hello <script>alert('x')</script> & friends\nSecond line",
    });
    const { html, text } = await salesEmail(summarizeLead(lead, seedPricing));
    expect(text).toContain("Message: Hello <script>alert('x')</script> & friends\nSecond line");
    expect(html).toContain(
      "Hello &lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; friends<br/>Second line",
    );
    expect(html).toContain("Engines &lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toContain("<script>");
  });
});

describe("the e-mail previews", () => {
  it("hold both e-mails of every form", async () => {
    const emails = await sampleEmails();
    expect(emails.map(({ form, kind }) => `${form} ${kind}`)).toEqual(
      leadFormIds.flatMap((form) => [`${form} sales-notice`, `${form} confirmation`]),
    );
  });
});

describe("the confirmations' lines", () => {
  it.each(leadFormIds)("of %s are whole sentences", (formId) => {
    for (const line of leadForms[formId].confirmation.lines) {
      expect(line).toMatch(/^[A-Z][^]*[.!]$/);
      expect(line).not.toMatch(/\.\s+[a-z]/);
    }
  });
});
