import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("services");

export default function ServicesPage() {
  return (
    <PageHero
      eyebrow="Services"
      title={
        <>
          Everything Your Revenue Team Needs, <GradientText>Under One Roof</GradientText>
        </>
      }
      intro={
        "Software onboarding, website services, custom presentations, lead generation, app development and revenue operations consulting."
      }
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="/contact">Contact Us</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <ExternalLink href={site.bookingUrl}>Book a Call</ExternalLink>
          </Button>
        </>
      }
    />
  );
}
