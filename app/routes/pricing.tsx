import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("pricing");

export default function PricingPage() {
  return (
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
            <Link to="/contact">Contact Us</Link>
          </Button>
        </>
      }
    />
  );
}
