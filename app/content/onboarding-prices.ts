/**
 * Today's CRM onboarding prices and support plans: the seed of the owner-edited items
 * (app/lib/content-kinds.ts). Pages render the published items and hand them to their islands
 * as props; islands import the quote's options from ./onboarding-options.ts, never these.
 */

import type {
  AddOnRow,
  OnboardingPrices,
  PresetPackage,
  SupportPlan,
  SupportPlans,
  TierPrices,
} from "~/lib/onboarding-price-schema";

import type { Hub, PackageType } from "./onboarding-options";

export {
  type Hub,
  type PackageType,
  type SupportLevel,
  type Tier,
  MAX_CUSTOM_INTEGRATIONS,
  SUITE_DISCOUNT_RATE,
  addOnLabels,
  hubs,
  packageTypeLabels,
  packageTypes,
  supportLevelLabels,
  supportLevels,
  tierLabels,
  tierTitles,
  tiers,
} from "./onboarding-options";
export type { AddOnRow, PresetPackage, SupportPlan, SupportPlans, TierPrices };

/** Onboarding price per hub, package type and tier, in US dollars. */
export const hubPrices: Record<PackageType, Record<Hub, TierPrices>> = {
  professional: {
    "Marketing Hub": { basic: 1500, advanced: 3000, intelligent: 6000 },
    "Sales Hub": { basic: 1000, advanced: 2000, intelligent: 4000 },
    "Service Hub": { basic: 1000, advanced: 2000, intelligent: 4000 },
    "Operations Hub": { basic: 1000, advanced: 2000, intelligent: 4000 },
    "Content Hub": { basic: 1000, advanced: 2000, intelligent: 4000 },
  },
  enterprise: {
    "Marketing Hub": { basic: 4500, advanced: 9000, intelligent: 18000 },
    "Sales Hub": { basic: 2500, advanced: 5000, intelligent: 10000 },
    "Service Hub": { basic: 2500, advanced: 5000, intelligent: 10000 },
    "Operations Hub": { basic: 2000, advanced: 4000, intelligent: 8000 },
    "Content Hub": { basic: 2000, advanced: 4000, intelligent: 8000 },
  },
};

/** Free and Starter CRM levels: one price per hub, whatever the hub. */
export const freeStarterHubPrices: TierPrices = { basic: 150, advanced: 300, intelligent: 600 };

/** Calculator add-ons, priced by package type. */
export const calculatorAddOnPrices: Record<
  PackageType,
  { techAudit: number; processMapping: number }
> = {
  professional: { techAudit: 4500, processMapping: 7500 },
  enterprise: { techAudit: 9000, processMapping: 15000 },
};

export const CUSTOM_INTEGRATION_PRICE = 4500;

/** Add-on price list by onboarding tier (null: not available at that tier). */
export const addOnTable: readonly AddOnRow[] = [
  { name: "Tech-Stack Audit", advanced: 4500, intelligent: 9000 },
  { name: "Business Process Mapping", advanced: 7500, intelligent: 15000 },
];

export const integrationTable: readonly AddOnRow[] = [
  { name: "Native Integration", advanced: null, intelligent: 300 },
  { name: "Custom Integration", advanced: null, intelligent: 4500 },
  { name: "Complex Integration", advanced: 4500, intelligent: 9000 },
];

export const presetPackages: readonly PresetPackage[] = [
  {
    name: "Sales Team Starter",
    description: "Get a sales team selling in the CRM: pipeline, deals and the data behind them.",
    hubs: [
      { hub: "Sales Hub", tier: "basic" },
      { hub: "Operations Hub", tier: "basic" },
    ],
  },
  {
    name: "Marketing Growth",
    description: "Campaigns, automation and lead handoff from marketing to sales.",
    hubs: [
      { hub: "Marketing Hub", tier: "advanced" },
      { hub: "Sales Hub", tier: "basic" },
      { hub: "Operations Hub", tier: "basic" },
    ],
    popular: true,
  },
  {
    name: "Full Revenue Stack",
    description: "Marketing, sales, service and operations working as one revenue engine.",
    hubs: [
      { hub: "Marketing Hub", tier: "advanced" },
      { hub: "Sales Hub", tier: "advanced" },
      { hub: "Service Hub", tier: "basic" },
      { hub: "Operations Hub", tier: "advanced" },
    ],
  },
];

/**
 * Today's onboarding price list as one editable item: what the published content starts from
 * (app/lib/content-kinds.ts).
 */
export const onboardingPricesSeed: OnboardingPrices = {
  hubPrices,
  freeStarterHubPrices,
  calculatorAddOnPrices,
  customIntegrationPrice: CUSTOM_INTEGRATION_PRICE,
  addOnTable: [...addOnTable],
  integrationTable: [...integrationTable],
  presetPackages: [...presetPackages],
};

const bronzeServices = ["Email support", "Knowledge base access"];
const silverServices = ["Email and phone support", "Monthly check-in"];
const goldServices = [
  "Priority support",
  "Dedicated account manager",
  "Quarterly strategy session",
];
const aiServices = ["AI-assisted support", "AI optimization recommendations"];

/** Monthly support plans, an optional add-on to onboarding: tier × level. */
export const supportPlans: SupportPlans = {
  basic: {
    bronze: { hoursPerMonth: 2, responseHours: 48, monthlyPrice: 100, services: bronzeServices },
    silver: { hoursPerMonth: 4, responseHours: 24, monthlyPrice: 250, services: silverServices },
    gold: { hoursPerMonth: 8, responseHours: 12, monthlyPrice: 500, services: goldServices },
  },
  advanced: {
    bronze: { hoursPerMonth: 5, responseHours: 24, monthlyPrice: 500, services: bronzeServices },
    silver: { hoursPerMonth: 10, responseHours: 12, monthlyPrice: 1000, services: silverServices },
    gold: { hoursPerMonth: 20, responseHours: 6, monthlyPrice: 2000, services: goldServices },
  },
  intelligent: {
    bronze: {
      hoursPerMonth: 10,
      responseHours: 12,
      monthlyPrice: 1000,
      services: [...bronzeServices, ...aiServices],
    },
    silver: {
      hoursPerMonth: 20,
      responseHours: 8,
      monthlyPrice: 2000,
      services: [...silverServices, ...aiServices],
    },
    gold: {
      hoursPerMonth: 40,
      responseHours: 4,
      monthlyPrice: 4000,
      services: [...goldServices, ...aiServices],
    },
  },
};
