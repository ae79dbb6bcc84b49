import { MAX_CUSTOM_INTEGRATIONS } from "./onboarding-options";

/**
 * What a quote request whose quote is not one the calculator can make is told. A module apart
 * from the form's copy (./onboarding-quote-request.ts): every form's schemas load these, and only
 * the calculator that copy.
 */
export const quoteRequestMessages = {
  quote: "This quote could not be read. Please build it again in the calculator.",
  noHub: "Choose at least one hub for your quote.",
  repeatedHub: "Each hub can be in the quote once.",
  integrations: `Custom integrations: a whole number from 0 to ${MAX_CUSTOM_INTEGRATIONS}.`,
} as const;
