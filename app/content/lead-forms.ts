import { site } from "../config/site";

import { ADVISORY_SUCCESS } from "./advisory";
import { leadSuccess as aiTrainerLeadSuccess } from "./ai-trainer-leads";
import { AI_TOOLS_SUCCESS, AI_TOOLS_SUCCESS_WITHOUT_EMAIL } from "./ai-tools";
import { APP_CONSULTATION_SUCCESS } from "./app-development";
import { CHEAT_SHEETS_SUCCESS, CHEAT_SHEETS_SUCCESS_WITHOUT_EMAIL } from "./cheat-sheets";
import { contactCopy } from "./contact";
import { CONTACT_RESPONSE_TIME, REQUEST_REPLY_PROMISE } from "./contact-reply";
import { freeGuide } from "./home";
import { LEAD_INTEREST_SUCCESS } from "./lead-generation";
import { quoteRequest } from "./onboarding-quote-request";
import { canonicalPath } from "./page-paths";
import { PRESENTATION_QUOTE_SUCCESS } from "./presentations";
import { PROMPT_GUIDE_SUCCESS, PROMPT_GUIDE_SUCCESS_WITHOUT_EMAIL } from "./prompt-guide";
import { REVOPS_DISCOVERY_SUCCESS } from "./revops";
import { partnerSection, resourceRequest } from "./sales-resources";

export interface LeadNotice {
  title: string;
  description?: string;
}

/**
 * What the site says about each lead form beyond its schema: how a lead is named and labelled in
 * the e-mails, the CRM note and the problems page (the labels are the ones the form shows), what
 * the visitor is told once it is stored, and what their confirmation e-mail says.
 */
export interface LeadFormContent {
  /** Names the lead in the sales e-mail's subject: "<title> from <person>". */
  title: string;
  labels: Record<string, string>;
  /** Shown once the lead is stored: the toast, and the heading of the thank-you page. */
  success: LeadNotice;
  /** The same where it promises an e-mail and the site sends none (mail not configured). */
  successWithoutEmail?: LeadNotice;
  /** The thank-you page's own words where the toast's do not fit a page of their own. */
  thanks?: LeadNotice;
  /** A file the form promises, linked from the thank-you page. */
  download?: { label: string; href: string; fileName: string };
  /** Where the visitor goes next (the booking page after a request to book a meeting). */
  next?: { label: string; href: string };
  confirmation: {
    subject: string;
    /** What arrived and what happens next. */
    lines: string[];
    /**
     * The link to what the visitor asked for, a path on the site (the booking page is offered
     * where the form leads there, see offersBooking in ./lead-emails).
     */
    link?: { label: string; path: string };
  };
}

const bookMeeting = { label: "Book your meeting", href: site.bookingUrl };
const name = { firstName: "First Name", lastName: "Last Name" };
/** "We reply within 24 hours." or, with what the reply is for, "We reply within 24 hours to …". */
const reply24h = (purpose?: string) =>
  purpose ? `We reply ${REQUEST_REPLY_PROMISE} ${purpose}.` : `We reply ${REQUEST_REPLY_PROMISE}.`;

export const leadForms = {
  "free-guide": {
    title: "Free guide request",
    labels: { name: "Full Name", email: "Business Email", company: "Company" },
    success: { title: freeGuide.successTitle, description: freeGuide.successText },
    successWithoutEmail: {
      title: freeGuide.successTitle,
      description: freeGuide.successTextWithoutEmail,
    },
    download: {
      label: freeGuide.downloadLabel,
      href: freeGuide.downloadHref,
      fileName: freeGuide.downloadFileName,
    },
    confirmation: {
      subject: "Your AI adoption quick-start guide",
      lines: ["Here is the guide you asked for. Keep this e-mail to download it again later."],
      link: {
        label: "Download the guide",
        path: freeGuide.downloadHref,
      },
    },
  },
  "partner-contact": {
    title: "Partner enquiry",
    labels: { name: "Name", email: "Email", company: "Company", message: "Message (optional)" },
    success: partnerSection.success,
    thanks: {
      title: "Thank you! Your request has reached our team.",
      description: "One step left: pick a time for your meeting.",
    },
    next: bookMeeting,
    confirmation: {
      subject: `Your message to ${site.brand}`,
      lines: ["Your message arrived.", reply24h()],
    },
  },
  "resource-request": {
    title: "Sales resources request",
    labels: { ...name, email: "Email", resources: "Resources" },
    success: resourceRequest.success,
    successWithoutEmail: resourceRequest.successWithoutEmail,
    confirmation: {
      subject: `Your ${site.brand} sales resources`,
      lines: ["Your request arrived. Our team sends the resources you chose to this address."],
    },
  },
  "trainer-demo": {
    title: "AI trainer demo request",
    labels: {
      fullName: "Full Name",
      workEmail: "Work Email",
      company: "Company",
      companySize: "Company Size",
    },
    success: aiTrainerLeadSuccess,
    confirmation: {
      subject: `Your ${site.brand} AI Trainer demo`,
      lines: ["Your demo request arrived.", reply24h("to set a time for your demo")],
    },
  },
  "trainer-call": {
    title: "AI trainer call request",
    labels: {
      fullName: "Full Name",
      workEmail: "Work Email",
      phone: "Phone Number",
      message: "Message",
      plan: "Plan",
      billing: "Billing",
      teamSize: "Team size",
    },
    success: aiTrainerLeadSuccess,
    confirmation: {
      subject: `Your call with ${site.brand}`,
      lines: ["Your request arrived.", reply24h("to set a time for the call")],
    },
  },
  "presentation-quote": {
    title: "Presentation quote request",
    labels: {
      name: "Name",
      email: "Email",
      company: "Company",
      details: "Presentation details",
      slides: "Number of slides (optional)",
    },
    success: PRESENTATION_QUOTE_SUCCESS,
    confirmation: {
      subject: "Your presentation quote request",
      lines: [
        "Your request arrived.",
        "We reply within 24 hours with a fixed price and a delivery date.",
      ],
    },
  },
  "lead-interest": {
    title: "Lead list enquiry",
    labels: {
      ...name,
      email: "Work Email",
      companyUrl: "Company Website",
      leadTypes: "What kind of leads are you looking for?",
      basicList: "Basic list",
      standardList: "Standard list",
      premiumList: "Premium list",
    },
    success: LEAD_INTEREST_SUCCESS,
    confirmation: {
      subject: "Your lead list enquiry",
      lines: ["Your enquiry arrived.", "We will contact you shortly to talk about your targets."],
    },
  },
  "app-consultation": {
    title: "App development consultation request",
    labels: {
      ...name,
      email: "Email",
      companyName: "Company Name",
      appType: "What do you want to build?",
      features: "Key features and requirements",
      budgetRange: "Budget Range",
    },
    success: APP_CONSULTATION_SUCCESS,
    confirmation: {
      subject: "Your app development consultation",
      lines: ["Your consultation request arrived.", reply24h("to set up the consultation")],
    },
  },
  "revops-discovery": {
    title: "RevOps discovery call request",
    labels: {
      ...name,
      email: "Work Email",
      companyUrl: "Company URL",
      revenueHeadache: "What's your biggest revenue headache?",
      package: "Package",
    },
    success: REVOPS_DISCOVERY_SUCCESS,
    confirmation: {
      subject: "Your RevOps discovery call",
      lines: ["Your discovery call request arrived.", reply24h("to set a time")],
    },
  },
  "prompt-guide": {
    title: "Prompt guide request",
    labels: {
      ...name,
      email: "Work Email",
      company: "Company (optional)",
      role: "Your Role",
      consent: "Agreed to receive the guide by e-mail",
    },
    success: PROMPT_GUIDE_SUCCESS,
    successWithoutEmail: PROMPT_GUIDE_SUCCESS_WITHOUT_EMAIL,
    confirmation: {
      subject: `Your ${site.brand} AI Trainer prompt guide`,
      lines: ["Here is the prompt guide you asked for, with the prompts for your role."],
      link: { label: "Open the prompt guide", path: canonicalPath("prompt-guide") },
    },
  },
  "advisory-message": {
    title: "Software advisory message",
    labels: { name: "Name", email: "Email", company: "Company", message: "Message (optional)" },
    success: ADVISORY_SUCCESS,
    thanks: {
      title: ADVISORY_SUCCESS.title,
      description: `Pick a time for your free advisory call, or look out for our reply ${REQUEST_REPLY_PROMISE}.`,
    },
    next: bookMeeting,
    confirmation: {
      subject: `Your message to ${site.brand}`,
      lines: ["Your message arrived.", reply24h()],
    },
  },
  "ai-tools": {
    title: "AI tools access request",
    labels: {
      ...name,
      email: "Email",
      company: "Company",
      role: "Role",
      tool: "Selected tool",
    },
    success: AI_TOOLS_SUCCESS,
    successWithoutEmail: AI_TOOLS_SUCCESS_WITHOUT_EMAIL,
    confirmation: {
      subject: `Your access to the ${site.brand} AI tools`,
      lines: ["Here is your access to our full AI tools catalog."],
      link: { label: "Open the AI tools catalog", path: canonicalPath("ai-tools") },
    },
  },
  "cheat-sheet": {
    title: "Cheat sheets access request",
    labels: {
      ...name,
      email: "Email",
      company: "Company",
      companyUrl: "Company Website",
      cheatSheet: "Selected cheat sheet",
    },
    success: CHEAT_SHEETS_SUCCESS,
    successWithoutEmail: CHEAT_SHEETS_SUCCESS_WITHOUT_EMAIL,
    confirmation: {
      subject: `Your ${site.brand} Software Cheat Sheets`,
      lines: ["Here is your access to our Software Cheat Sheets."],
      link: { label: "Open the cheat sheets", path: canonicalPath("cheat-sheets") },
    },
  },
  "onboarding-quote": {
    title: "Onboarding quote request",
    labels: quoteRequest.labels,
    success: quoteRequest.success,
    confirmation: {
      subject: `Your ${site.crm} onboarding quote request`,
      lines: ["Your quote request arrived.", reply24h("to confirm the quote with you")],
    },
  },
  contact: {
    title: "Contact message",
    labels: { ...name, email: "Email", company: "Company", message: "Message" },
    success: contactCopy.success,
    thanks: { title: contactCopy.thankYou.title, description: contactCopy.thankYou.body },
    confirmation: {
      subject: `Your message to ${site.brand}`,
      lines: [
        `Your message is on its way to the ${site.brand} team.`,
        `We reply within ${CONTACT_RESPONSE_TIME}.`,
      ],
    },
  },
} satisfies Record<string, LeadFormContent>;

/** The form's label for a field, or the field's own name where the form has none. */
export function leadFieldLabel(form: keyof typeof leadForms, field: string): string {
  const labels: Readonly<Record<string, string>> = leadForms[form].labels;
  return labels[field] ?? field;
}

/**
 * What the thank-you page says: it is the same page whether or not the site sends e-mail, so it
 * never promises one.
 */
export function thankYouNotice(content: LeadFormContent): LeadNotice {
  return content.thanks ?? content.successWithoutEmail ?? content.success;
}
