import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { canonicalPath } from "~/content/page-paths";

/** The pricing index's opening: its h1, the way to the price pages and the contact page. */
export function PricingHero() {
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
            <a href="#price-pages">Browse Prices</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={canonicalPath("contact")}>Contact Us</a>
          </Button>
        </>
      }
    />
  );
}
