import { REQUEST_REPLY_PROMISE } from "./contact-reply";

/**
 * The calculator's request form: a rep or a client sends the quote on screen to the team. The
 * lead carries the choices (package, hubs and tiers, add-ons), never the prices, which are worked
 * out again from the price list wherever the lead is read.
 */
export const quoteRequest = {
  heading: "Request This Quote",
  intro: `Send this quote to our team: we reply ${REQUEST_REPLY_PROMISE} to confirm it and plan the onboarding with you.`,
  /** While the form's code is on its way (it loads as the visitor starts on a quote). */
  loading: "Loading the form…",
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
} as const;
