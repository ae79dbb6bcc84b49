import { site } from "../config/site";

import { CONTACT_RESPONSE_TIME } from "./contact-reply";
import { freeGuide } from "./home";
import { canonicalPath } from "./page-paths";

/**
 * How each lead form is named and labelled in the e-mails and the CRM note sent for a lead, and
 * what the visitor's confirmation says: the labels are the ones the form shows.
 */
export interface LeadFormDescription {
  /** Names the lead in the sales e-mail's subject: "<title> from <person>". */
  title: string;
  labels: Record<string, string>;
  confirmation: {
    subject: string;
    /** What arrived and what happens next. */
    lines: string[];
    /** The link to what the visitor asked for, a path on the site. */
    link?: { label: string; path: string };
  };
}

const name = { firstName: "First Name", lastName: "Last Name" };
const reply24h = "We reply within 24 hours.";

export const leadForms = {
  "free-guide": {
    title: "Free guide request",
    labels: { name: "Full Name", email: "Business Email", company: "Company" },
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
    confirmation: {
      subject: `Your message to ${site.brand}`,
      lines: ["Your message arrived.", reply24h],
      link: { label: "Book a meeting", path: site.bookingUrl },
    },
  },
  "resource-request": {
    title: "Sales resources request",
    labels: { ...name, email: "Email", resources: "Resources" },
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
    confirmation: {
      subject: `Your ${site.brand} AI Trainer demo`,
      lines: ["Your demo request arrived.", `${reply24h} to set a time for your demo.`],
    },
  },
  "trainer-call": {
    title: "AI trainer call request",
    labels: {
      fullName: "Full Name",
      workEmail: "Work Email",
      phone: "Phone Number",
      message: "Message",
    },
    confirmation: {
      subject: `Your call with ${site.brand}`,
      lines: ["Your request arrived.", `${reply24h} to set a time for the call.`],
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
    confirmation: {
      subject: "Your app development consultation",
      lines: ["Your consultation request arrived.", `${reply24h} to set up the consultation.`],
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
    confirmation: {
      subject: "Your RevOps discovery call",
      lines: ["Your discovery call request arrived.", `${reply24h} to set a time.`],
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
    confirmation: {
      subject: `Your ${site.brand} AI Trainer prompt guide`,
      lines: ["Here is the prompt guide you asked for, with the prompts for your role."],
      link: { label: "Open the prompt guide", path: canonicalPath("prompt-guide") },
    },
  },
  "advisory-message": {
    title: "Software advisory message",
    labels: { name: "Name", email: "Email", company: "Company", message: "Message (optional)" },
    confirmation: {
      subject: `Your message to ${site.brand}`,
      lines: ["Your message arrived.", reply24h],
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
    confirmation: {
      subject: `Your ${site.brand} Software Cheat Sheets`,
      lines: ["Here is your access to our Software Cheat Sheets."],
      link: { label: "Open the cheat sheets", path: canonicalPath("cheat-sheets") },
    },
  },
  contact: {
    title: "Contact message",
    labels: { ...name, email: "Email", company: "Company", message: "Message" },
    confirmation: {
      subject: `Your message to ${site.brand}`,
      lines: [
        `Your message is on its way to the ${site.brand} team.`,
        `We reply within ${CONTACT_RESPONSE_TIME}.`,
      ],
    },
  },
} satisfies Record<string, LeadFormDescription>;
