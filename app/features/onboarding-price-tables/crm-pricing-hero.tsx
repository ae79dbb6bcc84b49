import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";

/** The CRM pricing page's opening: its h1 and the links to the onboarding and support prices. */
export function CrmPricingHero() {
  return (
    <PageHero
      eyebrow="Onboarding and support pricing"
      title={
        <>
          <GradientText>{site.crm}</GradientText> Onboarding and Support Pricing
        </>
      }
      intro="Transparent, one-time onboarding fees for every hub and tier, the add-ons that make complex setups succeed, and monthly support plans. No hidden costs, no surprises."
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="#onboarding-pricing">Onboarding Prices</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#support-plans">Support Plans</a>
          </Button>
        </>
      }
    />
  );
}
