import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";

import { DOWNLOAD_FORM_ID } from "./download-section";

/** The prompt guide page's opening: its h1 and the way to the download form. */
export function PromptGuideHero() {
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
        <Button asChild size="lg" variant="gradient">
          <a href={`#${DOWNLOAD_FORM_ID}`}>Get Your Free Guide</a>
        </Button>
      }
    />
  );
}
