import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { canonicalPath } from "~/content/page-paths";
import pricingPage from "~/content/page-meta/pricing";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(pricingPage);

const PricingIndex = deferred("price-pages", () =>
  import("~/features/site-index/pricing-index").then((module) => module.PricingIndex),
);

export default function PricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title={
          <>
            Transparent <GradientText>Pricing</GradientText>
          </>
        }
        intro={
          "Every price we publish, in one place: onboarding, support, websites, presentations, lead lists, RevOps consulting and the AI trainer plans."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#price-pages">Browse Prices</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={canonicalPath("contact")}>Contact Us</Link>
            </Button>
          </>
        }
      />
      <PricingIndex />
    </>
  );
}
