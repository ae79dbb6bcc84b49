import {
  type Hub,
  type PackageType,
  SUITE_DISCOUNT_RATE,
  type Tier,
  hubs,
  packageTypes,
} from "~/content/onboarding-options";

import type { OnboardingPrices } from "./onboarding-price-schema";

/** The hub prices a price list gives; pages hand the published list to their islands. */
export type HubPrices = OnboardingPrices["hubPrices"];

export function hubPrice(prices: HubPrices, packageType: PackageType, hub: Hub, tier: Tier) {
  return prices[packageType][hub][tier];
}

/** All five hubs of a package and tier, 10% off their sum. */
export function suitePrice(prices: HubPrices, packageType: PackageType, tier: Tier): number {
  const sum = hubs.reduce((total, hub) => total + hubPrice(prices, packageType, hub, tier), 0);
  return Math.round(sum * (1 - SUITE_DISCOUNT_RATE));
}

/** The lowest hub price of a tier across package types: an onboarding package's "from" price. */
export function lowestHubPrice(prices: HubPrices, tier: Tier): number {
  return Math.min(
    ...packageTypes.flatMap((packageType) =>
      hubs.map((hub) => hubPrice(prices, packageType, hub, tier)),
    ),
  );
}
