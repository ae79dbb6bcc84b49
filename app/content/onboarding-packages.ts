/**
 * The three onboarding packages as their cards show them. Their copy (descriptions, features and
 * the CRM pricing page's tier cards) is the owner's published item, seeded from
 * `onboardingPackagesSeed`: pages read it and pass it on. Names, badges, the highlighted card and
 * the notes stay here and in ./onboarding-package-names.ts: the spec fixes them word for word.
 */
import type { OnboardingPackageCopy, OnboardingPackages } from "~/lib/onboarding-package-schema";

import { type OnboardingPackageName, onboardingPackageNames } from "./onboarding-package-names";
import type { Tier } from "./onboarding-options";

/** What the spec fixes of each package besides its name and badge. */
interface FixedPackageDetails {
  highlighted?: boolean;
  note: string;
}

export type OnboardingPackage = OnboardingPackageName & FixedPackageDetails & OnboardingPackageCopy;

/** Today's copy of the packages: the seed of the owner-edited item (app/lib/content-kinds.ts). */
export const onboardingPackagesSeed: OnboardingPackages = {
  basic: {
    description: "A guided, do-it-yourself setup for teams that want to own their configuration.",
    features: [
      "Portal setup and user roles",
      "Pipelines, deal stages and properties",
      "Data import and clean-up guidance",
      "Live training for admins and users",
    ],
    crmPricingLine:
      "You drive, we guide: expert-led setup sessions and training so your admins own the configuration.",
  },
  advanced: {
    description: "Done for you: we configure, migrate, automate and train your whole team.",
    features: [
      "Everything in Basic, set up by our specialists",
      "Workflows, sequences and lead routing",
      "Data migration from your current tools",
      "Dashboards and reports for every team",
    ],
    crmPricingLine:
      "Done for you: our specialists configure, migrate, automate and train your whole team.",
  },
  intelligent: {
    description: "Done for you plus AI: agents and automations that keep adoption high.",
    features: [
      "Everything in Advanced",
      "AI agents for mapping, workflows, setup and integrations",
      "AI-assisted reporting and data hygiene",
      "Adoption coaching with the AI Trainer",
    ],
    crmPricingLine:
      "Done for you, plus AI agents that map processes, build workflows and keep adoption high.",
  },
};

const fixedDetails: Record<Tier, FixedPackageDetails> = {
  basic: { note: "No integrations included." },
  advanced: {
    highlighted: true,
    note: "Recommended with a tech-stack audit, business process mapping and complex integrations.",
  },
  intelligent: {
    note: "Requires purchase of at least three recommended AI tools. Recommended with a tech-stack audit, business process mapping and complex integrations.",
  },
};

/** The three onboarding packages in order, with `copy` (the published copy) and the fixed details. */
export function onboardingPackagesOf(copy: OnboardingPackages): OnboardingPackage[] {
  return onboardingPackageNames.map((item) => ({
    ...item,
    ...fixedDetails[item.tier],
    ...copy[item.tier],
  }));
}
