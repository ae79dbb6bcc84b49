import { site } from "../config/site";

import { CONTACT_RESPONSE_TIME } from "./contact-reply";

/** The site's two addresses, each shown as a mailto link where a visitor looks for how to write. */
export const contactEmails = [
  { label: "General questions", address: site.emails.general },
  { label: "Projects, pricing and partnerships", address: site.emails.contact },
] as const;

export const contactCopy = {
  formTitle: "Send us a message",
  formIntro: "Tell us about your team, your tools and what you want to achieve.",
  success: { title: "Success!", description: "Your message has been sent successfully!" },
  thankYou: {
    title: "Thank You!",
    body: `Your message is on its way to the ${site.brand} team. We reply within ${CONTACT_RESPONSE_TIME}.`,
    again: "Send Another Message",
  },
  channels: [
    {
      kind: "email",
      title: "Email us",
      description: "Write to the address that fits your question.",
      addresses: contactEmails,
    },
    {
      kind: "booking",
      title: "Book a call",
      description: "Pick a time that suits you for a free consultation.",
      value: "Open the booking page",
      href: site.bookingUrl,
    },
  ],
} as const;
