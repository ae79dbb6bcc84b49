import { HubPriceTables } from "~/features/onboarding-price-tables";
import { OnboardingPage } from "~/features/software-onboarding/onboarding-page";
import { softwareOnboardingPricingSchema } from "~/lib/page-schemas";
import softwareOnboardingPricingPage from "~/content/page-meta/software-onboarding-pricing";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(
    softwareOnboardingPricingPage,
    import.meta.env.SSR && [softwareOnboardingPricingSchema()],
  );

export default function SoftwareOnboardingPricingPage() {
  return <OnboardingPage pricing={<HubPriceTables />} />;
}
