import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { site } from "~/config/site";
import { crmPricingSchema } from "~/lib/page-schemas";
import crmPricingPage from "~/content/page-meta/crm-pricing";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(crmPricingPage, import.meta.env.SSR && [crmPricingSchema()]);

const CrmPricingSections = deferred("tiers", () =>
  import("~/features/onboarding-price-tables/crm-pricing-sections").then(
    (module) => module.CrmPricingSections,
  ),
);

export default function CrmPricingRoute() {
  return (
    <>
      <PageHero
        eyebrow="Onboarding and support pricing"
        title={
          <>
            <GradientText>{site.crm}</GradientText> Onboarding and Support Pricing
          </>
        }
        intro="Transparent, one-time onboarding fees for every hub and tier, the add-ons that make complex setups succeed, and monthly support plans. No hidden costs, no surprises."
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
      <CrmPricingSections />
    </>
  );
}
