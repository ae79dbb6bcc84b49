import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";

/** The RevOps page's opening: its h1 and the links to the packages and the discovery call. */
export function RevopsHero() {
  return (
    <PageHero
      eyebrow="Revenue operations consulting"
      title={
        <>
          Turn Your Revenue Engine into a <GradientText>Growth Machine</GradientText>
        </>
      }
      intro={
        "Monthly RevOps consulting that aligns marketing, sales and service around one revenue goal: Ignite, Accelerate or Dominate."
      }
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="#packages">View Packages</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#consultation">Schedule Consultation</a>
          </Button>
        </>
      }
    />
  );
}
