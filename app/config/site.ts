/**
 * Everything that names the business lives here, so that re-branding is a one-file change.
 * Page copy reads these values; it never spells them out.
 */
export const site = {
  brand: "Grevvy",
  brandSlug: "grevvy",
  crm: "HubSpot",
  crmSlug: "hubspot",
  tagline: "Grow revenue with instant software adoption by AI",
  emails: {
    general: "hello@grevvy.com",
    contact: "contact@grevvy.com",
  },
  bookingUrl: "https://meetings.hubspot.com/grevvy/consultation",
  cityLine: "Austin, Texas · Serving teams worldwide",
  domains: {
    main: "grevvy.com",
    aiTrainer: "grevvyai.com",
  },
  /** Paths containing this marker belong to the AI trainer's own domain. */
  aiTrainerPathMarker: "grevvy-ai-trainer",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/grevvy" },
    { name: "X", href: "https://x.com/grevvy" },
    { name: "YouTube", href: "https://www.youtube.com/@grevvy" },
    { name: "Instagram", href: "https://www.instagram.com/grevvy" },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["name"];
