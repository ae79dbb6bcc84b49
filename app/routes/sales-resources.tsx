import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import salesResourcesPage from "~/content/page-meta/sales-resources";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(salesResourcesPage);

// Just below the hero; its form loads the form code only as the visitor heads for it.
const ResourceRequestSection = deferred("request-resources", () =>
  import("~/features/sales-resources/resource-request").then(
    (module) => module.ResourceRequestSection,
  ),
);

export default function SalesResourcesPage() {
  return (
    <>
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
              <Link to="#request-form">Request Resources</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/software-reps">Back to Rep Toolkit</Link>
            </Button>
          </>
        }
      />
      <ResourceRequestSection />
    </>
  );
}
