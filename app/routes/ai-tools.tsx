import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("ai-tools");

export default function AiToolsPage() {
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
            <Link to="#lead-form">Get Access</Link>
          </Button>
        </>
      }
    />
  );
}
