import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { SiteLink } from "~/components/ui/site-link";
import { canonicalPath } from "~/content/page-paths";

/** The sales resources page's opening: its h1, the way to the request form and back. */
export function SalesResourcesHero() {
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
            <a href="#request-form">Request Resources</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <SiteLink to={canonicalPath("software-reps")} from={canonicalPath("sales-resources")}>
              Back to Rep Toolkit
            </SiteLink>
          </Button>
        </>
      }
    />
  );
}
