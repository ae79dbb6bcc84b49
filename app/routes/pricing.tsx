import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section } from "~/components/ui/section";
import { site } from "~/config/site";
import { canonicalPath } from "~/content/page-paths";
import { PricingIndex } from "~/features/site-index/pricing-index";
import pricingPage from "~/content/page-meta/pricing";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(pricingPage);

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
      <Section id="price-pages" className="pt-0 lg:pt-0">
        <PricingIndex />
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Need a <GradientText>Custom Quote</GradientText>?
          </>
        }
        intro="Bundles, larger teams and projects that do not fit a table: tell us what you need and we will price it for you."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to={canonicalPath("contact")}>Request a Quote</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <ExternalLink href={site.bookingUrl}>Book a Call</ExternalLink>
            </Button>
          </>
        }
        note={`Or e-mail us at ${site.emails.general}`}
      />
    </>
  );
}
