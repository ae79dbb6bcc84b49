import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("ai-trainer");

export default function AiTrainerPage() {
  return (
    <PageHero
      eyebrow="AI support-chat trainer"
      title={
        <>
          Your Team's <GradientText>AI Software Coach</GradientText>, Available 24/7
        </>
      }
      intro={`The ${site.brand} AI Trainer answers your team's ${site.crm} and sales-software questions instantly, with onboarding agents for mapping, workflows, setup and integrations. It learns from your feedback and never needs access to your CRM account.`}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="/grevvy-ai-trainer-support#pricing">Try Now</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <ExternalLink href={site.bookingUrl}>Schedule a Demo</ExternalLink>
          </Button>
        </>
      }
    />
  );
}
