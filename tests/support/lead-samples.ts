import { type PageId, canonicalPath } from "~/content/page-paths";
import { type LeadPricing, choiceFields } from "~/lib/lead-choices";
import { type LeadData, type LeadFormId, leadFormIds } from "~/lib/lead-schemas";

import type { RenderedEmail } from "../../server/delivery/mail/email-document";
import { confirmationEmail, salesEmail } from "../../server/delivery/mail/lead-email";
import { summarizeLead } from "../../server/delivery/mail/lead-summary";
import type { Lead } from "../../server/leads/repository";
import { aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { leadListsSeed } from "~/content/lead-lists";
import { onboardingPricesSeed } from "~/content/onboarding-prices";
import { presentationPricesSeed } from "~/content/presentation-prices";
import { revopsPackagesSeed } from "~/content/revops-packages";

/** Today's figures, as a lead is priced before any publish. */
export const seedPricing: LeadPricing = {
  prices: onboardingPricesSeed,
  plans: aiTrainerPlansSeed,
  presentations: presentationPricesSeed,
  leadLists: leadListsSeed,
  revops: revopsPackagesSeed,
};

/**
 * One lead of every form, every field filled as a visitor would: the e-mail previews
 * (`npm run emails`) and the e-mail tests render these.
 */
const sampleData: { [F in LeadFormId]: LeadData<F> } = {
  "free-guide": { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines" },
  "partner-contact": {
    name: "Grace Hopper",
    email: "grace@example.com",
    company: "Compiler Partners",
    message: "We resell HubSpot in the Midwest.\nCan we refer onboarding projects to you?",
  },
  "resource-request": {
    firstName: "Katherine",
    lastName: "Johnson",
    email: "katherine@example.com",
    resources: ["prospect-email-templates", "onboarding-checklist", "gpt-sales-prompts"],
  },
  "trainer-demo": {
    fullName: "Margaret Hamilton",
    workEmail: "margaret@example.com",
    company: "Apollo Software",
    companySize: "51-200",
  },
  "trainer-call": {
    fullName: "Alan Turing",
    workEmail: "alan@example.com",
    phone: "+44 20 7946 0018",
    message: "Could we talk about training our support team?\nMornings UK time suit me best.",
    plan: "team-pro",
    teamSize: 25,
  },
  "presentation-quote": {
    name: "Hedy Lamarr",
    email: "hedy@example.com",
    company: "Spread Spectrum Ltd",
    details: "An investor deck for our Series A.\nWe have the content, it needs the design.",
    slides: 18,
  },
  "lead-interest": {
    firstName: "Claude",
    lastName: "Shannon",
    email: "claude@example.com",
    companyUrl: "information.example",
    leadTypes: "Heads of sales at SaaS companies with 50-200 staff in North America.",
    basicList: false,
    standardList: true,
    premiumList: false,
  },
  "app-consultation": {
    firstName: "Tim",
    lastName: "Berners-Lee",
    email: "tim@example.com",
    companyName: "Hypertext Co",
    appType: ["Web App", "Mobile App"],
    features: "A customer portal with bookings and invoices.\nSingle sign-on with our CRM.",
    budgetRange: "$10,000 - $50,000",
  },
  "revops-discovery": {
    firstName: "Barbara",
    lastName: "Liskov",
    email: "barbara@example.com",
    companyUrl: "substitution.example",
    revenueHeadache: "Our pipeline reports never match the CRM.\nForecasts are guesswork.",
    package: "accelerate",
  },
  "prompt-guide": {
    firstName: "Frances",
    lastName: "Allen",
    email: "frances@example.com",
    company: "Optimizing Compilers Inc",
    role: "salesperson",
    consent: true,
  },
  "advisory-message": {
    name: "John Backus",
    email: "john@example.com",
    company: "Formula Translation",
    message: "Which CRM fits a 12-person sales team?",
  },
  "ai-tools": {
    firstName: "Radia",
    lastName: "Perlman",
    email: "radia@example.com",
    company: "Spanning Tree Networks",
    role: "marketing",
    tool: "Email Subject Line Generator",
  },
  "cheat-sheet": {
    firstName: "Donald",
    lastName: "Knuth",
    email: "donald@example.com",
    company: "Literate Programs",
    companyUrl: "literate.example",
    cheatSheet: "HubSpot Sales Hub",
  },
  "onboarding-quote": {
    name: "Charles Babbage",
    email: "charles@example.com",
    company: "Difference Engines",
    message: "This is for a client moving from spreadsheets.\nCan you start in January?",
    quote: {
      packageType: "professional",
      hubs: [
        { hub: "Marketing Hub", tier: "advanced" },
        { hub: "Sales Hub", tier: "advanced" },
        { hub: "Service Hub", tier: "basic" },
      ],
      techAudit: true,
      processMapping: false,
      customIntegrations: 2,
    },
  },
  contact: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    message: "We would like help moving our sales team onto the CRM.\nWe are 25 reps.",
  },
};

/** The pages the forms live on, as the leads record them. */
const samplePages: Record<LeadFormId, PageId> = {
  "free-guide": "home",
  "partner-contact": "software-reps",
  "resource-request": "sales-resources",
  "trainer-demo": "ai-trainer",
  "trainer-call": "ai-trainer",
  "presentation-quote": "custom-presentations",
  "lead-interest": "lead-generation",
  "app-consultation": "app-development",
  "revops-discovery": "revops-consulting",
  "prompt-guide": "prompt-guide",
  "advisory-message": "software-advisory",
  "ai-tools": "ai-tools",
  "cheat-sheet": "cheat-sheets",
  "onboarding-quote": "software-reps",
  contact: "contact",
};

/** Friday 27 November 2026, 3:40 pm in New York, where the samples' owner reads them. */
export const SAMPLE_RECEIVED_AT = "2026-11-27T20:40:13.712Z";
export const SAMPLE_TIME_ZONE = "America/New_York";

export function sampleLead(
  form: LeadFormId,
  data: Record<string, unknown> = sampleData[form],
): Lead {
  return {
    id: "0193f1c2-7a4e-7c3b-9d2a-5e8f6a1b2c3d",
    form,
    data,
    page: canonicalPath(samplePages[form]),
    createdAt: SAMPLE_RECEIVED_AT,
    userAgent: "Mozilla/5.0",
    status: "new",
    attribution: {
      firstTouch: {
        landingPage: "/?utm_source=linkedin&utm_campaign=autumn",
        referrer: "https://www.linkedin.com/",
        utm_source: "linkedin",
        utm_campaign: "autumn",
        at: "2026-11-20T14:02:00.000Z",
      },
      lastTouch: { landingPage: canonicalPath(samplePages[form]), at: "2026-11-27T20:31:00.000Z" },
    },
    deliveries: [],
  };
}

/**
 * The form's sample with every text a visitor can type replaced by a marker of its own
 * ("typed-company-7f3"), the address by one too: none of them may reach a confirmation. The
 * choices the form offers (a plan, a role, a tool) are kept: they are the site's own words.
 */
export function markedLead(form: LeadFormId): { lead: Lead; markers: string[] } {
  const markers: string[] = [];
  const chosen = new Set(choiceFields(form));
  const data = Object.fromEntries(
    Object.entries(sampleData[form]).map(([key, value]) => {
      if (typeof value !== "string" || chosen.has(key)) return [key, value];
      const marker =
        key === "email" || key === "workEmail"
          ? "typed-address-3c9@example.com"
          : `typed-${key}-7f3`;
      markers.push(marker);
      return [key, marker];
    }),
  );
  return { lead: sampleLead(form, data), markers };
}

/** Every e-mail of every form, from its sample lead: the sales notice and the confirmation. */
export async function sampleEmails(): Promise<
  { form: LeadFormId; kind: "sales-notice" | "confirmation"; email: RenderedEmail }[]
> {
  const emails = [];
  for (const form of leadFormIds) {
    const summary = summarizeLead(sampleLead(form), seedPricing, SAMPLE_TIME_ZONE);
    emails.push(
      { form, kind: "sales-notice" as const, email: await salesEmail(summary) },
      { form, kind: "confirmation" as const, email: await confirmationEmail(summary.form) },
    );
  }
  return emails;
}
