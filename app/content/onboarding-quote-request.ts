import { REQUEST_REPLY_PROMISE } from "./contact-reply";
import { MAX_CUSTOM_INTEGRATIONS } from "./onboarding-prices";

/**
 * The calculator's request form: a rep or a client sends the quote on screen to the team. The
 * lead carries the choices (package, hubs and tiers, add-ons), never the prices, which are worked
 * out again from the price list wherever the lead is read.
 */
export const quoteRequest = {
  heading: "Request This Quote",
  intro: `Send this quote to our team: we reply ${REQUEST_REPLY_PROMISE} to confirm it and plan the onboarding with you.`,
  /** Links from the quote's card down to the form. */
  linkLabel: "Request This Quote",
  submitLabel: "Send Quote Request",
  busyLabel: "Sending...",
  labels: {
    name: "Name",
    email: "Email",
    company: "Company",
    message: "Message (optional)",
    quote: "Quote",
  },
  messagePlaceholder: "The deal, a start date, anything we should know",
  success: {
    title: `Thanks! We'll reply ${REQUEST_REPLY_PROMISE}.`,
    description: "Your quote request has reached our team.",
  },
  /** What a request whose quote is not one the calculator can make is told. */
  messages: {
    quote: "This quote could not be read. Please build it again in the calculator.",
    noHub: "Choose at least one hub for your quote.",
    repeatedHub: "Each hub can be in the quote once.",
    integrations: `Custom integrations: a whole number from 0 to ${MAX_CUSTOM_INTEGRATIONS}.`,
  },
} as const;
