import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";

import { ACCESS_FORM_ID } from "./tool-catalog";

/** The AI tools page's opening: its h1, the way to the access form and to the tools. */
export function AiToolsHero() {
  return (
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
            <a href={`#${ACCESS_FORM_ID}`}>Get Access</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#tools">Browse the Tools</a>
          </Button>
        </>
      }
    />
  );
}
