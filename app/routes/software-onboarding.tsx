import { OnboardingPage } from "~/features/software-onboarding/onboarding-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("software-onboarding");

export default function SoftwareOnboardingPage() {
  return <OnboardingPage />;
}
