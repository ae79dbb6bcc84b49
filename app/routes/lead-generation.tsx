import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("lead-generation");

export default function LeadGenerationPage() {
  return (
    <PageHero
      eyebrow="Lead generation"
      title={
        <>
          Qualified Leads with <GradientText>Buyer-Intent Data</GradientText>
        </>
      }
      intro={
        "Lists of 100 qualified leads with contact details, intent signals, tech stacks and decision-maker insights, delivered in 3-5 business days."
      }
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="#packages">View Packages</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="#consultation">Book a Consultation</Link>
          </Button>
        </>
      }
    />
  );
}
