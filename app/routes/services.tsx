import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section } from "~/components/ui/section";
import { site } from "~/config/site";
import { canonicalPath } from "~/content/page-paths";
import { ServiceIndex } from "~/features/site-index/service-index";
import servicesPage from "~/content/page-meta/services";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(servicesPage);

export default function ServicesPage() {
  return (
    <>
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
              <Link to={canonicalPath("contact")}>Contact Us</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <ExternalLink href={site.bookingUrl}>Book a Call</ExternalLink>
            </Button>
          </>
        }
      />
      <Section id="services" className="pt-0 lg:pt-0">
        <ServiceIndex />
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Not Sure Where to <GradientText>Start</GradientText>?
          </>
        }
        intro="Tell us what you want to achieve and we will recommend the service, or the mix of services, that gets you there fastest."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <ExternalLink href={site.bookingUrl}>Book a Free Call</ExternalLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={canonicalPath("pricing")}>See All Pricing</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
