import { type LeadFormId, type LeadInput, leadSchemas } from "~/lib/lead-schemas";

/** A lead each form's schema accepts: a new form must add one here (the type says so). */
export const validLeads: { [F in LeadFormId]: LeadInput<F> } = {
  "free-guide": { name: "Ada Lovelace", email: "ada@example.com", company: "Engines" },
  "partner-contact": { name: "Ada Lovelace", email: "ada@example.com", company: "Engines" },
  "resource-request": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    resources: ["email-sequences"],
  },
  "trainer-demo": { fullName: "Ada Lovelace", workEmail: "ada@example.com" },
  "trainer-call": { fullName: "Ada Lovelace", workEmail: "ada@example.com" },
  "presentation-quote": {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Engines",
    details: "A twelve-slide board deck",
  },
  "lead-interest": { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
  "app-consultation": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    companyName: "Engines",
    appType: ["Web App"],
    features: "A customer portal with bookings and invoices.",
    budgetRange: "Under $10,000",
  },
  "revops-discovery": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    companyUrl: "engines.example",
    revenueHeadache: "Our pipeline reports never match the CRM.",
    package: "ignite",
  },
  "prompt-guide": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    role: "marketer",
    consent: true,
  },
  "advisory-message": { name: "Ada Lovelace", email: "ada@example.com", company: "Engines" },
  "ai-tools": { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", role: "sales" },
  "cheat-sheet": { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
  "onboarding-quote": {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Engines",
    quote: {
      packageType: "professional",
      hubs: [{ hub: "Marketing Hub", tier: "advanced" }],
      techAudit: false,
      processMapping: true,
      customIntegrations: 1,
    },
  },
  contact: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    company: "Engines",
    message: "We would like help moving our sales team onto the CRM.",
  },
};

/** The name of the form's e-mail field. */
export function emailField(form: LeadFormId): "email" | "workEmail" {
  return "workEmail" in leadSchemas[form].def.shape ? "workEmail" : "email";
}

/** The form's valid lead with another e-mail address. */
export function leadWithEmail(form: LeadFormId, address: string): Record<string, unknown> {
  return { ...validLeads[form], [emailField(form)]: address };
}
