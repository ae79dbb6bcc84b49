import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";

/** The website design pricing page's opening: its h1, the quote request, the way to the prices. */
export function WebsitePricingHero() {
  return (
    <PageHero
      eyebrow="Website design pricing"
      title={
        <>
          Simple, <GradientText>Per-Page Pricing</GradientText>
        </>
      }
      intro="Pay for the pages you need. The bigger the site, the lower the price per page, with no hidden fees."
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="/contact">Request Quote</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#services">View Pricing</a>
          </Button>
        </>
      }
    />
  );
}
