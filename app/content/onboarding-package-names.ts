import type { Tier } from "./onboarding-options";

export interface OnboardingPackageName {
  name: string;
  /** The onboarding tier whose hub prices this package uses. */
  tier: Tier;
  badge?: "Popular" | "Premium";
}

/**
 * The three onboarding packages in order, by name and badge. The page hero lists them; their
 * details are in `onboarding-packages.ts`, kept apart so the hero loads only this.
 */
export const onboardingPackageNames: readonly OnboardingPackageName[] = [
  { name: "Basic", tier: "basic" },
  { name: "Advanced", tier: "advanced", badge: "Popular" },
  { name: "IntellAGENT", tier: "intelligent", badge: "Premium" },
];
