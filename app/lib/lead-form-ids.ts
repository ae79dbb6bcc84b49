/**
 * Every lead form's id. The forms' schemas (./lead-schemas) are keyed by exactly these; the leads
 * API and the inbox's form filter accept no other. A list of its own so that the inbox's first
 * script carries the ids without every form's schema.
 */
export const leadFormIds = [
  "free-guide",
  "partner-contact",
  "resource-request",
  "trainer-demo",
  "trainer-call",
  "presentation-quote",
  "lead-interest",
  "app-consultation",
  "revops-discovery",
  "prompt-guide",
  "advisory-message",
  "ai-tools",
  "cheat-sheet",
  "onboarding-quote",
  "contact",
] as const;

export type LeadFormId = (typeof leadFormIds)[number];

export function isLeadFormId(value: unknown): value is LeadFormId {
  return leadFormIds.some((id) => id === value);
}
