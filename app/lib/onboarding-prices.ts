import {
  type Hub,
  type PackageType,
  SUITE_DISCOUNT_RATE,
  type Tier,
  hubPrices,
  hubs,
  packageTypes,
} from "~/content/onboarding-prices";

export function hubPrice(packageType: PackageType, hub: Hub, tier: Tier): number {
  return hubPrices[packageType][hub][tier];
}

/** All five hubs of a package and tier, 10% off their sum. */
export function suitePrice(packageType: PackageType, tier: Tier): number {
  const sum = hubs.reduce((total, hub) => total + hubPrice(packageType, hub, tier), 0);
  return Math.round(sum * (1 - SUITE_DISCOUNT_RATE));
}

/** The lowest hub price of a tier across package types: an onboarding package's "from" price. */
export function lowestHubPrice(tier: Tier): number {
  return Math.min(
    ...packageTypes.flatMap((packageType) => hubs.map((hub) => hubPrice(packageType, hub, tier))),
  );
}
