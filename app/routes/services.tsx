import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { site } from "~/config/site";
import { canonicalPath } from "~/content/page-paths";
import servicesPage from "~/content/page-meta/services";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(servicesPage);

const ServiceIndex = deferred("services", () =>
  import("~/features/site-index/service-index").then((module) => module.ServiceIndex),
);

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
      <ServiceIndex />
    </>
  );
}
