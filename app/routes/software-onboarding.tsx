import { OnboardingPage } from "~/features/software-onboarding/onboarding-page";
import { softwareOnboardingSchema } from "~/lib/page-schemas";
import softwareOnboardingPage from "~/content/page-meta/software-onboarding";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(softwareOnboardingPage, import.meta.env.SSR && [softwareOnboardingSchema()]);

export default function SoftwareOnboardingPage() {
  return <OnboardingPage />;
}
