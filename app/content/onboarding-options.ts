/**
 * What a CRM onboarding quote is made of: package types, tiers, hubs and how many custom
 * integrations it can hold. A module of its own, without the prices (./onboarding-prices.ts), so
 * that the quote request's schema, which every form loads, carries no price list.
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

export const supportLevels = ["bronze", "silver", "gold"] as const;
export type SupportLevel = (typeof supportLevels)[number];

export const supportLevelLabels: Record<SupportLevel, string> = {
  bronze: "Bronze",
  silver: "Silver",
  gold: "Gold",
};
