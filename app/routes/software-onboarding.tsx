import { deferred } from "~/components/ui/deferred";
import { OnboardingHero } from "~/features/software-onboarding/onboarding-hero";
import { softwareOnboardingSchema } from "~/lib/page-schemas";
import softwareOnboardingPage from "~/content/page-meta/software-onboarding";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(softwareOnboardingPage, import.meta.env.SSR && [softwareOnboardingSchema()]);

const OnboardingSections = deferred("support", () =>
  import("~/features/software-onboarding/onboarding-sections").then(
    (module) => module.OnboardingSections,
  ),
);

export default function SoftwareOnboardingPage() {
  return (
    <>
      <OnboardingHero />
      <OnboardingSections />
    </>
  );
}
