import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import websiteDesignPricingPage from "~/content/page-meta/website-design-pricing";
import { websiteDesignPricingSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(websiteDesignPricingPage, import.meta.env.SSR && [websiteDesignPricingSchema()]);

// Everything below the hero, the estimator included, loads its code as the visitor nears it.
const WebsitePricingOverview = deferred("services", () =>
  import("~/features/website-services/pricing-overview").then(
    (module) => module.WebsitePricingOverview,
  ),
);

export default function WebsiteDesignPricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Website design pricing"
        title={
          <>
            Simple, <GradientText>Per-Page Pricing</GradientText>
          </>
        }
        intro="Pay for the pages you need. The bigger the site, the lower the price per page, with no hidden fees."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="/contact">Request Quote</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#services">View Pricing</Link>
            </Button>
          </>
        }
      />
      <WebsitePricingOverview />
    </>
  );
}
