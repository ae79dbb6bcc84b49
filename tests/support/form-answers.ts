import type { LeadFormId } from "~/lib/lead-schemas";

/** A value to type, `{ check }` a box (by its value, or the only box of that name), `{ pick: true }` a select's first choice. */
export type FieldValue = string | { check: string | true } | { pick: true };

/** The forms that are part of a page: the call popup opens, and the quote request shows once a hub is chosen, only with scripts. */
export type PageFormId = Exclude<LeadFormId, "trainer-call" | "onboarding-quote">;

/** Valid answers for every form of a page; an empty e-mail field gets an address of the test's own. */
export const formAnswers: Record<PageFormId, Record<string, FieldValue>> = {
  "free-guide": { name: "Ada Lovelace", email: "", company: "Analytical Engines" },
  "partner-contact": { name: "Ada Lovelace", email: "", company: "Analytical Engines" },
  "resource-request": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    resources: { check: "email-sequences" },
  },
  "trainer-demo": { fullName: "Ada Lovelace", workEmail: "" },
  "presentation-quote": {
    name: "Ada Lovelace",
    email: "",
    company: "Analytical Engines",
    details: "A twelve-slide board deck",
    slides: "12",
  },
  "lead-interest": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    premiumList: { check: true },
  },
  "app-consultation": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    companyName: "Analytical Engines",
    appType: { check: "Web App" },
    features: "A customer portal with bookings and invoices.",
    budgetRange: { pick: true },
  },
  "revops-discovery": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    companyUrl: "engines.example",
    revenueHeadache: "Our pipeline reports never match the CRM.",
    package: { pick: true },
  },
  "prompt-guide": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    role: { pick: true },
    consent: { check: true },
  },
  "advisory-message": { name: "Ada Lovelace", email: "", company: "Analytical Engines" },
  "ai-tools": { firstName: "Ada", lastName: "Lovelace", email: "", role: { pick: true } },
  "cheat-sheet": { firstName: "Ada", lastName: "Lovelace", email: "" },
  contact: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    company: "Analytical Engines",
    message: "We would like help moving our sales team onto the CRM.",
  },
};

export const pageForms = Object.keys(formAnswers) as PageFormId[];

/** The form of a page that posts as `form`. */
export const formSelector = (form: LeadFormId) =>
  `form:has(input[type=hidden][name=form][value="${form}"])`;

/** The field an answer goes to: by its name, or for a box group the box of the value it ticks. */
export function answerSelector(name: string, value: FieldValue): string {
  return typeof value === "object" && "check" in value && value.check !== true
    ? `[name="${name}"][value="${value.check}"]`
    : `[name="${name}"]`;
}
