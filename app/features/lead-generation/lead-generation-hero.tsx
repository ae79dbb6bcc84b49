import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { DELIVERY_TIME, LEADS_PER_LIST } from "~/content/lead-list-terms";

/** The lead generation page's opening: its h1 and the ways to the packages and the request form. */
export function LeadGenerationHero() {
  return (
    <PageHero
      eyebrow="Lead generation"
      title={
        <>
          Qualified Leads with <GradientText>Buyer-Intent Data</GradientText>
        </>
      }
      intro={`Lists of ${LEADS_PER_LIST} qualified leads with contact details, intent signals, tech stacks and decision-maker insights, delivered in ${DELIVERY_TIME}.`}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="#packages">View Packages</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#consultation">Book a Consultation</a>
          </Button>
        </>
      }
    />
  );
}
