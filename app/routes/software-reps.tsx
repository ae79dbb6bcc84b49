import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("software-reps");

export default function SoftwareRepsPage() {
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
            <Link to="#sales-resources">Get Sales Resources</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="#contact-form">Partner With Us</Link>
          </Button>
        </>
      }
    />
  );
}
