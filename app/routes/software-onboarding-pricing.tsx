import { deferred } from "~/components/ui/deferred";
import { OnboardingHero } from "~/features/software-onboarding/onboarding-hero";
import { useScrollToPricingOnLoad } from "~/features/software-onboarding/scroll-to-pricing";
import { softwareOnboardingPricingSchema } from "~/lib/page-schemas";
import softwareOnboardingPricingPage from "~/content/page-meta/software-onboarding-pricing";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(
    softwareOnboardingPricingPage,
    import.meta.env.SSR && [softwareOnboardingPricingSchema()],
  );

const OnboardingSections = deferred("support", () =>
  import("~/features/software-onboarding/onboarding-sections").then(
    (module) => module.OnboardingSections,
  ),
);
const HubPriceTables = deferred("pricing", () =>
  import("~/features/onboarding-price-tables/hub-price-tables").then(
    (module) => module.HubPriceTables,
  ),
);

/** The software onboarding page with its price tables (#pricing) after the packages. */
export default function SoftwareOnboardingPricingPage() {
  useScrollToPricingOnLoad();
  return (
    <>
      <OnboardingHero />
      <OnboardingSections pricing={<HubPriceTables />} />
    </>
  );
}
