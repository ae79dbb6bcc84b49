/**
 * What a CRM onboarding quote is made of: package types, tiers, hubs, add-ons, how many custom
 * integrations it can hold and the suite's discount. A module of its own, without the prices
 * (./onboarding-prices.ts): the quote request's schema, which every form loads, and the islands,
 * whose prices are props from their page, carry no price list.
 */

export const packageTypes = ["professional", "enterprise"] as const;
export type PackageType = (typeof packageTypes)[number];

export const tiers = ["basic", "advanced", "intelligent"] as const;
export type Tier = (typeof tiers)[number];

export const hubs = [
  "Marketing Hub",
  "Sales Hub",
  "Service Hub",
  "Operations Hub",
  "Content Hub",
] as const;
export type Hub = (typeof hubs)[number];

export const MAX_CUSTOM_INTEGRATIONS = 5;

export const packageTypeLabels: Record<PackageType, string> = {
  professional: "Professional",
  enterprise: "Enterprise",
};

export const tierLabels: Record<Tier, string> = {
  basic: "Basic",
  advanced: "Advanced",
  intelligent: "Intelligent",
};

/** Tier names with their delivery model, as used in the advisor and support plans. */
export const tierTitles: Record<Tier, string> = {
  basic: "Basic (DIY)",
  advanced: "Advanced (DFY)",
  intelligent: "Intelligent (DFY+AI)",
};

/** The suite (all five hubs) is 10% off the sum of the five hub prices of that package and tier. */
export const SUITE_DISCOUNT_RATE = 0.1;

export const addOnLabels = {
  techAudit: "Tech-Stack Audit",
  processMapping: "Business Process Mapping",
  customIntegrations: "Custom Integrations",
} as const;

export const supportLevels = ["bronze", "silver", "gold"] as const;
export type SupportLevel = (typeof supportLevels)[number];

export const supportLevelLabels: Record<SupportLevel, string> = {
  bronze: "Bronze",
  silver: "Silver",
  gold: "Gold",
};
