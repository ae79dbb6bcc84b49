import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import websiteServicesPage from "~/content/page-meta/website-services";
import { websiteServicesSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(websiteServicesPage, import.meta.env.SSR && [websiteServicesSchema()]);

// Everything below the hero loads its code as the visitor nears it.
const WebsiteServicesOverview = deferred("services", () =>
  import("~/features/website-services/services-overview").then(
    (module) => module.WebsiteServicesOverview,
  ),
);

export default function WebsiteServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Website services"
        title={
          <>
            Websites That <GradientText>Turn Visitors into Leads</GradientText>
          </>
        }
        intro={
          "Website migration and redesign on your CRM's platform: fast, search-ready and built to convert, priced per page."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="/pricing/website-design">View Pricing</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </>
        }
      />
      <WebsiteServicesOverview />
    </>
  );
}
