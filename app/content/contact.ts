import { site } from "../config/site";

import { CONTACT_RESPONSE_TIME } from "./contact-reply";

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
      description: "For projects, pricing and partnerships.",
      value: site.emails.general,
      href: `mailto:${site.emails.general}`,
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
