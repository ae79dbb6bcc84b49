import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("home");

export default function HomePage() {
  return (
    <PageHero
      eyebrow="AI-powered growth for revenue teams"
      title={
        <>
          Grow Revenue with <GradientText>Instant Software Adoption</GradientText> by AI
        </>
      }
      intro={`${site.brand} gets your team live on ${site.crm} and the tools around it, automates the busywork and trains your people with AI, so revenue grows while adoption takes care of itself.`}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="/services">Explore Services</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <ExternalLink href={site.bookingUrl}>Book a Consultation</ExternalLink>
          </Button>
        </>
      }
    />
  );
}
