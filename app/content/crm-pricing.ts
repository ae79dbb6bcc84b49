/**
 * Copy of the CRM pricing page below its hero; every figure on it comes from the onboarding
 * price data, and the tier cards' lines from the onboarding packages' published copy (seeded in
 * ./onboarding-packages.ts).
 */
export const crmPricingCopy = {
  tiersIntro: {
    eyebrow: "Three ways to onboard",
    title: "Pick How Much We Do for You",
  },
  onboarding: {
    eyebrow: "Onboarding prices",
    title: "Onboarding Prices per Hub",
    intro:
      "Choose Professional or Enterprise to see the one-time price of each hub at every tier. Onboarding all five hubs as a suite saves 10%.",
  },
  addOns: {
    eyebrow: "Add-ons",
    title: "Add-Ons for Advanced and Intelligent Onboarding",
    intro:
      "Complex portals go live faster with an audit of your tech stack, mapped business processes and integrations built to fit.",
    note: "All prices are one-time fees in US dollars. N/A: not offered at that tier.",
  },
  support: {
    eyebrow: "Support plans",
    title: "Monthly Support Plans",
    intro:
      "Support is an optional add-on to onboarding. Pick the delivery model, then the level of hours and response time your team needs.",
  },
  closing: {
    title: "Questions About Pricing?",
    intro:
      "Email us your hubs, team size and goals, and we will reply with a tailored quote within 1-2 business days. Prefer to talk it through? Book a call.",
    emailLabel: "Email Us",
    bookLabel: "Book a Call",
  },
} as const;
