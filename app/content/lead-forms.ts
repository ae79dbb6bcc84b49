import { site } from "~/config/site";
import type { LeadFormId } from "~/lib/lead-schemas";

import { ADVISORY_REPLY_PROMISE, ADVISORY_SUCCESS } from "./advisory";
import { leadSuccess as aiTrainerLeadSuccess } from "./ai-trainer-leads";
import { AI_TOOLS_SUCCESS } from "./ai-tools";
import { CHEAT_SHEETS_SUCCESS } from "./cheat-sheets";
import { contactCopy } from "./contact";
import { freeGuide } from "./home";
import { PROMPT_GUIDE_SUCCESS } from "./prompt-guide";
import { partnerSection, resourceRequest } from "./sales-resources";

export interface LeadNotice {
  title: string;
  description?: string;
}

/** What the site knows about each lead form, beyond its schema. */
export interface LeadFormContent {
  /** What a lead of this form is called, e.g. "Contact message". */
  name: string;
  /** Each field's label as the form shows it. */
  fields: Readonly<Record<string, string>>;
  /** Shown once the lead is stored: the toast, and the heading of the thank-you page. */
  success: LeadNotice;
  /** The thank-you page's own words where the toast's do not fit a page of their own. */
  thanks?: LeadNotice;
  /** A file the form promises, linked from the thank-you page. */
  download?: { label: string; href: string; fileName: string };
  /** Where the visitor goes next (the booking page after a request to book a meeting). */
  next?: { label: string; href: string };
}

const bookMeeting = { label: "Book your meeting", href: site.bookingUrl };

export const leadForms = {
  "free-guide": {
    name: "Free guide request",
    fields: { name: "Full Name", email: "Business Email", company: "Company" },
    success: { title: freeGuide.successTitle, description: freeGuide.successText },
    download: {
      label: freeGuide.downloadLabel,
      href: freeGuide.downloadHref,
      fileName: freeGuide.downloadFileName,
    },
  },
  "partner-contact": {
    name: "Partner request",
    fields: { name: "Name", email: "Email", company: "Company", message: "Message (optional)" },
    success: partnerSection.success,
    thanks: {
      title: "Thank you! Your request has reached our team.",
      description: "One step left: pick a time for your meeting.",
    },
    next: bookMeeting,
  },
  "resource-request": {
    name: "Sales resources request",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      resources: "Resources",
    },
    success: resourceRequest.success,
  },
  "trainer-demo": {
    name: "AI trainer demo request",
    fields: {
      fullName: "Full Name",
      workEmail: "Work Email",
      company: "Company",
      companySize: "Company Size",
    },
    success: aiTrainerLeadSuccess,
  },
  "trainer-call": {
    name: "AI trainer call request",
    fields: {
      fullName: "Full Name",
      workEmail: "Work Email",
      phone: "Phone Number",
      message: "Message",
    },
    success: aiTrainerLeadSuccess,
  },
  "presentation-quote": {
    name: "Presentation quote request",
    fields: {
      name: "Name",
      email: "Email",
      company: "Company",
      details: "Presentation details",
      slides: "Number of slides (optional)",
    },
    success: {
      title: "Thank you! We'll be in touch within 24 hours.",
      description: "Your request has been received.",
    },
  },
  "lead-interest": {
    name: "Lead generation request",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Work Email",
      companyUrl: "Company Website",
      leadTypes: "What kind of leads are you looking for?",
      basicList: "Basic list",
      standardList: "Standard list",
      premiumList: "Premium list",
    },
    success: { title: "Form submitted successfully!", description: "We will contact you shortly." },
  },
  "app-consultation": {
    name: "App development consultation request",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      companyName: "Company Name",
      appType: "What do you want to build?",
      features: "Key features and requirements",
      budgetRange: "Budget Range",
    },
    success: {
      title: "Consultation Request Submitted",
      description: "We'll be in touch with you shortly!",
    },
  },
  "revops-discovery": {
    name: "RevOps discovery call request",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Work Email",
      companyUrl: "Company URL",
      revenueHeadache: "What's your biggest revenue headache?",
      package: "Package",
    },
    success: {
      title: "Discovery Call Request Submitted",
      description: "We'll be in touch within 24 hours!",
    },
  },
  "prompt-guide": {
    name: "Prompt guide request",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Work Email",
      company: "Company (optional)",
      role: "Your Role",
      consent: "Terms",
    },
    success: PROMPT_GUIDE_SUCCESS,
  },
  "advisory-message": {
    name: "Advisory message",
    fields: { name: "Name", email: "Email", company: "Company", message: "Message (optional)" },
    success: ADVISORY_SUCCESS,
    thanks: {
      title: ADVISORY_SUCCESS.title,
      description: `Pick a time for your free advisory call, or look out for our reply ${ADVISORY_REPLY_PROMISE}.`,
    },
    next: bookMeeting,
  },
  "ai-tools": {
    name: "AI tools access request",
    fields: {
      tool: "Selected tool",
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      company: "Company",
      role: "Role",
    },
    success: AI_TOOLS_SUCCESS,
  },
  "cheat-sheet": {
    name: "Cheat sheet request",
    fields: {
      cheatSheet: "Selected cheat sheet",
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      company: "Company",
      companyUrl: "Company Website",
    },
    success: CHEAT_SHEETS_SUCCESS,
  },
  contact: {
    name: "Contact message",
    fields: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      company: "Company",
      message: "Message",
    },
    success: contactCopy.success,
    thanks: { title: contactCopy.thankYou.title, description: contactCopy.thankYou.body },
  },
} as const satisfies Record<LeadFormId, LeadFormContent>;

/** The form's label for a field, or the field's own name where the form has none. */
export function leadFieldLabel(form: LeadFormId, field: string): string {
  const fields: Readonly<Record<string, string>> = leadForms[form].fields;
  return fields[field] ?? field;
}
