import type { SupportLevel, Tier } from "./onboarding-prices";

export interface OnboardingPackage {
  name: string;
  /** The onboarding tier whose hub prices this package uses. */
  tier: Tier;
  badge?: "Popular" | "Premium";
  highlighted?: boolean;
  description: string;
  features: readonly string[];
  note: string;
}

export const onboardingPackages: readonly OnboardingPackage[] = [
  {
    name: "Basic",
    tier: "basic",
    description: "A guided, do-it-yourself setup for teams that want to own their configuration.",
    features: [
      "Portal setup and user roles",
      "Pipelines, deal stages and properties",
      "Data import and clean-up guidance",
      "Live training for admins and users",
    ],
    note: "No integrations included.",
  },
  {
    name: "Advanced",
    tier: "advanced",
    badge: "Popular",
    highlighted: true,
    description: "Done for you: we configure, migrate, automate and train your whole team.",
    features: [
      "Everything in Basic, set up by our specialists",
      "Workflows, sequences and lead routing",
      "Data migration from your current tools",
      "Dashboards and reports for every team",
    ],
    note: "Recommended with a tech-stack audit, business process mapping and complex integrations.",
  },
  {
    name: "IntellAGENT",
    tier: "intelligent",
    badge: "Premium",
    description: "Done for you plus AI: agents and automations that keep adoption high.",
    features: [
      "Everything in Advanced",
      "AI agents for mapping, workflows, setup and integrations",
      "AI-assisted reporting and data hygiene",
      "Adoption coaching with the AI Trainer",
    ],
    note: "Requires purchase of at least three recommended AI tools. Recommended with a tech-stack audit, business process mapping and complex integrations.",
  },
];

export interface SupportTier {
  level: SupportLevel;
  summary: string;
  details: readonly string[];
}

export const DEFAULT_SUPPORT_LEVEL: SupportLevel = "silver";

export const onboardingSupportTiers: readonly SupportTier[] = [
  {
    level: "bronze",
    summary: "Essential help after go-live.",
    details: ["48-hour email response", "Knowledge base", "Monthly usage report"],
  },
  {
    level: "silver",
    summary: "Faster answers and a regular check-in.",
    details: [
      "24-hour SLA",
      "Business-hours phone support",
      "Monthly check-ins",
      "Expanded knowledge base",
      "Basic analytics",
    ],
  },
  {
    level: "gold",
    summary: "A partner for your growth.",
    details: [
      "8-hour SLA",
      "Dedicated account manager",
      "Quarterly strategy sessions",
      "Extended phone hours",
      "Advanced analytics",
      "Priority access to new features",
    ],
  },
];

/** Copy of the CRM pricing page; every figure on it comes from the onboarding price data. */
export const crmPricingCopy = {
  hero: {
    eyebrow: "Onboarding and support pricing",
    titleSuffix: "Onboarding and Support Pricing",
    intro:
      "Transparent, one-time onboarding fees for every hub and tier, the add-ons that make complex setups succeed, and monthly support plans. No hidden costs, no surprises.",
  },
  tiersIntro: {
    eyebrow: "Three ways to onboard",
    title: "Pick How Much We Do for You",
  },
  tierCards: {
    basic:
      "You drive, we guide: expert-led setup sessions and training so your admins own the configuration.",
    advanced:
      "Done for you: our specialists configure, migrate, automate and train your whole team.",
    intelligent:
      "Done for you, plus AI agents that map processes, build workflows and keep adoption high.",
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
