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
