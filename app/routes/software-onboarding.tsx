import { OnboardingPage } from "~/features/software-onboarding/onboarding-page";
import { softwareOnboardingSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("software-onboarding", [softwareOnboardingSchema()]);

export default function SoftwareOnboardingPage() {
  return <OnboardingPage />;
}
