import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { site } from "~/config/site";
import { onboardingPackageNames } from "~/content/onboarding-package-names";

/** The software onboarding hero, shared by the page and its pricing variant. */
export function OnboardingHero() {
  return (
    <PageHero
      eyebrow="Software onboarding services"
      title={
        <>
          Get Your Team Live on <GradientText>{site.crm}</GradientText>, Fast
        </>
      }
      intro="Three onboarding packages, set up right the first time and adopted by your whole team:"
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="#services">Explore Packages</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/contact">Contact Us</a>
          </Button>
        </>
      }
    >
      <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="Packages">
        {onboardingPackageNames.map((item) => (
          <li
            key={item.name}
            className="rounded-full border border-border bg-glass px-4 py-1.5 text-sm font-semibold backdrop-blur"
          >
            {item.name}
            {item.badge ? <span className="ml-2 text-text-cyan">{item.badge}</span> : null}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
