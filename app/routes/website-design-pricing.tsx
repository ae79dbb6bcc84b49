import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("website-design-pricing");

export default function WebsiteDesignPricingPage() {
  return (
    <PageHero
      eyebrow="Website design pricing"
      title={
        <>
          Simple, <GradientText>Per-Page</GradientText> Website Pricing
        </>
      }
      intro={
        "Migration and redesign priced per page, cheaper per page the more pages you bring. Estimate your project in seconds."
      }
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="/contact">Request Quote</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="#services">See Our Services</Link>
          </Button>
        </>
      }
    />
  );
}
