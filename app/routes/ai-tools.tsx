import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { aiToolsFaq } from "~/content/ai-tools";
import aiToolsPage from "~/content/page-meta/ai-tools";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () => pageMeta(aiToolsPage, import.meta.env.SSR && [faqPageSchema(aiToolsFaq)]);

/** The access form's section, where the page's calls to action lead. */
const FORM_ID = "lead-form";

// The tools and the form share the chosen tool, so they load together.
const AiToolsCatalog = deferred("tools", () =>
  import("~/features/ai-tools/tool-catalog").then((module) => module.AiToolsCatalog),
);

const BenefitsAndFaq = deferred("benefits", () =>
  import("~/features/ai-tools/benefits-and-faq").then((module) => module.BenefitsAndFaq),
);

export default function AiToolsPage() {
  return (
    <>
      <PageHero
        eyebrow="Free AI tools"
        title={
          <>
            Free AI Tools for <GradientText>Every Team</GradientText>
          </>
        }
        intro={
          "Generate content, sharpen sales scripts, answer customers, automate workflows, design pages and prepare discovery calls with free AI tools."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to={`#${FORM_ID}`}>Get Access</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#tools">Browse the Tools</Link>
            </Button>
          </>
        }
      />
      <AiToolsCatalog formId={FORM_ID} />
      <BenefitsAndFaq formId={FORM_ID} />
    </>
  );
}
