import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("ai-trainer-support");

export default function AiTrainerSupportPage() {
  return (
    <PageHero
      eyebrow="Instant answers for every software question"
      title={
        <>
          Master Your Software <GradientText>Faster with AI</GradientText>
        </>
      }
      intro={`Stop searching help docs. The ${site.brand} AI Trainer gives your team instant, step-by-step answers around the clock, with a 30-day money-back guarantee.`}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="#features">Learn More</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="#pricing">Get Access Now</Link>
          </Button>
        </>
      }
    />
  );
}
