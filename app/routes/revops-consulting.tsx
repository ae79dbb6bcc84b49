import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("revops-consulting");

export default function RevopsConsultingPage() {
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
            <Link to="#packages">View Packages</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="#consultation">Schedule Consultation</Link>
          </Button>
        </>
      }
    />
  );
}
