import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("website-services");

export default function WebsiteServicesPage() {
  return (
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
  );
}
