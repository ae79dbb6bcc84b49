import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section } from "~/components/ui/section";
import { AvailableResources, RequestResources } from "~/features/sales-resources/resource-request";
import salesResourcesPage from "~/content/page-meta/sales-resources";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(salesResourcesPage);

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
      <Section id="request-resources" className="overflow-hidden pt-4 lg:pt-8">
        <FloatingParticles area="form" />
        <div className="relative grid gap-8 lg:grid-cols-2 lg:items-start">
          <AvailableResources />
          <RequestResources />
        </div>
      </Section>
    </>
  );
}
