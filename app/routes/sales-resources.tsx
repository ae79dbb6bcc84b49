import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("sales-resources");

export default function SalesResourcesPage() {
  return (
    <PageHero
      eyebrow="Free for partner reps"
      title={
        <>
          Sales Resources, <GradientText>Sent to Your Inbox</GradientText>
        </>
      }
      intro={
        "Email templates, cold-lead sequences, onboarding one-pagers and checklists, enterprise deal playbooks and GPT sales prompts. Pick what you need and we will e-mail it to you."
      }
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="#request-resources">Request Resources</Link>
          </Button>
        </>
      }
    />
  );
}
