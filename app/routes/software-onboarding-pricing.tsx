import { HubPriceTables } from "~/features/onboarding-price-tables";
import { OnboardingPage } from "~/features/software-onboarding/onboarding-page";
import { softwareOnboardingPricingSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta("software-onboarding-pricing", [softwareOnboardingPricingSchema()]);

export default function SoftwareOnboardingPricingPage() {
  return <OnboardingPage pricing={<HubPriceTables />} />;
}
