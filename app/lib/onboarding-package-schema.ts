/**
 * The owner-editable copy of the CRM onboarding packages, per onboarding tier: the package card's
 * description and features (the software onboarding page and its pricing variant, and their
 * structured data) and the line of the tier's card on the CRM pricing page. Its zod schema (the
 * editor, the server and the tests validate with it; the types are derived from it) and the label
 * that names each field. The packages' names, badges, highlighted card and notes stay in code
 * (~/content/onboarding-package-names.ts, ~/content/onboarding-packages.ts): the spec fixes them.
 * The seed is ~/content/onboarding-packages.ts.
 */
import { z } from "zod";

import { onboardingPackageNames } from "~/content/onboarding-package-names";
import { type Tier, tiers } from "~/content/onboarding-options";

import { distinctLines, requiredText as text } from "./content-schema-parts";

/** The most features a package card lists. */
export const MAX_FEATURES = 8;
/** The longest description or card line, and the longest feature, in characters. */
export const MAX_LINE = 200;
export const MAX_FEATURE = 100;

const packageCopy = z.strictObject({
  /** Under the package's name on its card. */
  description: text(MAX_LINE),
  /** What the package includes, in the card's order. */
  features: distinctLines(MAX_FEATURE, MAX_FEATURES, "each feature once"),
  /** The tier's card on the CRM pricing page, under its title. */
  crmPricingLine: text(MAX_LINE),
});

/** The three packages' copy, one entry per tier: the tiers are fixed, prices and forms name them. */
export const onboardingPackagesSchema = z.strictObject(
  Object.fromEntries(tiers.map((tier) => [tier, packageCopy])) as Record<Tier, typeof packageCopy>,
);

export type OnboardingPackages = z.output<typeof onboardingPackagesSchema>;
export type OnboardingPackageCopy = OnboardingPackages[Tier];

const fieldNames: Record<string, string> = {
  description: "description",
  features: "features",
  crmPricingLine: "CRM pricing page card",
};

/** Each tier's package name, as the spec fixes it: "IntellAGENT" for the intelligent tier. */
const packageNames = Object.fromEntries(
  onboardingPackageNames.map((item) => [item.tier, item.name]),
) as Record<Tier, string>;

/**
 * The label that names a field of the packages' copy by its package: "Advanced · description",
 * "IntellAGENT · feature 2", "Basic · CRM pricing page card".
 */
export function onboardingPackageLabel(path: readonly PropertyKey[]): string {
  const [tier, field, index] = path;
  if (typeof tier !== "string" || !Object.hasOwn(packageNames, tier)) return "Onboarding packages";
  const name = packageNames[tier as Tier];
  if (field === "features" && typeof index === "number") return `${name} · feature ${index + 1}`;
  return typeof field === "string" && Object.hasOwn(fieldNames, field)
    ? `${name} · ${fieldNames[field]}`
    : name;
}
