import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("software-onboarding-pricing");

export default function SoftwareOnboardingPricingPage() {
  return (
    <PageHero
      eyebrow="Software onboarding pricing"
      title={
        <>
          Onboarding Packages with <GradientText>Transparent Pricing</GradientText>
        </>
      }
      intro={`Basic, Advanced and IntellAGENT onboarding with Bronze, Silver and Gold support, and the full ${site.crm} onboarding price tables.`}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="#services">Explore Packages</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </>
      }
    />
  );
}
