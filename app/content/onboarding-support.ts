import type { SupportLevel } from "./onboarding-options";

export interface SupportTier {
  level: SupportLevel;
  summary: string;
  details: readonly string[];
}

export const DEFAULT_SUPPORT_LEVEL: SupportLevel = "silver";

/** The support tiers offered after go-live on the software onboarding page. */
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
