import { type OnboardingPackageName, onboardingPackageNames } from "./onboarding-package-names";
import type { Tier } from "./onboarding-options";

interface OnboardingPackageDetails {
  highlighted?: boolean;
  description: string;
  features: readonly string[];
  note: string;
}

export type OnboardingPackage = OnboardingPackageName & OnboardingPackageDetails;

const packageDetails: Record<Tier, OnboardingPackageDetails> = {
  basic: {
    description: "A guided, do-it-yourself setup for teams that want to own their configuration.",
    features: [
      "Portal setup and user roles",
      "Pipelines, deal stages and properties",
      "Data import and clean-up guidance",
      "Live training for admins and users",
    ],
    note: "No integrations included.",
  },
  advanced: {
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
  intelligent: {
    description: "Done for you plus AI: agents and automations that keep adoption high.",
    features: [
      "Everything in Advanced",
      "AI agents for mapping, workflows, setup and integrations",
      "AI-assisted reporting and data hygiene",
      "Adoption coaching with the AI Trainer",
    ],
    note: "Requires purchase of at least three recommended AI tools. Recommended with a tech-stack audit, business process mapping and complex integrations.",
  },
};

/** The three onboarding packages in order, with everything their cards show. */
export const onboardingPackages: readonly OnboardingPackage[] = onboardingPackageNames.map(
  (item) => ({ ...item, ...packageDetails[item.tier] }),
);
