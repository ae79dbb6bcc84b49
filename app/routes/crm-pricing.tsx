import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("crm-pricing");

export default function CrmPricingPage() {
  return (
    <PageHero
      eyebrow="Onboarding and support pricing"
      title={
        <>
          <GradientText>{site.crm}</GradientText> Onboarding and Support Pricing
        </>
      }
      intro={`Onboarding prices for every hub and tier, add-ons, and monthly support plans: the full ${site.crm} price list in one place.`}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="#onboarding-pricing">Onboarding Prices</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="#support-plans">Support Plans</Link>
          </Button>
        </>
      }
    />
  );
}
