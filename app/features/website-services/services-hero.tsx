import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";

/** The website services page's opening: its h1, the way to the prices and to contact us. */
export function WebsiteServicesHero() {
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
            <a href="/pricing/website-design">View Pricing</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/contact">Contact Us</a>
          </Button>
        </>
      }
    />
  );
}
