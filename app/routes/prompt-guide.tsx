import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("prompt-guide");

export default function PromptGuidePage() {
  return (
    <PageHero
      eyebrow="Free prompt guide"
      title={
        <>
          The AI Trainer <GradientText>Prompt Guide</GradientText>
        </>
      }
      intro={
        "Ready-to-use prompts for marketers, salespeople, customer service reps and operations managers, so your team gets better answers from AI on day one."
      }
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="#download-form">Get Your Free Guide</Link>
          </Button>
        </>
      }
    />
  );
}
