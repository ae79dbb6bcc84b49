import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import promptGuidePage from "~/content/page-meta/prompt-guide";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(promptGuidePage);

const DOWNLOAD_SECTION_ID = "download";
/** The download form, where the hero's "Get Your Free Guide" leads. */
const DOWNLOAD_FORM_ID = "download-form";

const GuideOverview = deferred("roles", () =>
  import("~/features/prompt-guide/guide-overview").then((module) => module.GuideOverview),
);

const DownloadSection = deferred(DOWNLOAD_SECTION_ID, () =>
  import("~/features/prompt-guide/download-section").then((module) => module.DownloadSection),
);

export default function PromptGuidePage() {
  return (
    <>
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
            <Link to={`#${DOWNLOAD_FORM_ID}`}>Get Your Free Guide</Link>
          </Button>
        }
      />
      <GuideOverview />
      <DownloadSection id={DOWNLOAD_SECTION_ID} formId={DOWNLOAD_FORM_ID} />
    </>
  );
}
