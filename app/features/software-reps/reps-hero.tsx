import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";

/** The sales-rep page's opening: its h1 and the links to the resources and the partner form. */
export function RepsHero() {
  return (
    <PageHero
      eyebrow="For software partner sales reps"
      title={
        <>
          Close More Deals, <GradientText>Maximize MRR</GradientText>
        </>
      }
      intro={`Sales resources, onboarding pricing, a cost calculator with quote export and an onboarding advisor: everything you need to sell ${site.crm} onboarding with confidence.`}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="#sales-resources">Get Sales Resources</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#contact-form">Partner With Us</a>
          </Button>
        </>
      }
    />
  );
}
