import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import revopsConsultingPage from "~/content/page-meta/revops-consulting";
import { revopsConsultingSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(revopsConsultingPage, import.meta.env.SSR && [revopsConsultingSchema()]);

// Everything below the hero loads its code as the visitor nears the packages.
const RevopsOverview = deferred("packages", () =>
  import("~/features/revops/overview").then((module) => module.RevopsOverview),
);

export default function RevopsConsultingPage() {
  return (
    <>
      <PageHero
        eyebrow="Revenue operations consulting"
        title={
          <>
            Turn Your Revenue Engine into a <GradientText>Growth Machine</GradientText>
          </>
        }
        intro={
          "Monthly RevOps consulting that aligns marketing, sales and service around one revenue goal: Ignite, Accelerate or Dominate."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#packages">View Packages</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#consultation">Schedule Consultation</Link>
            </Button>
          </>
        }
      />
      <RevopsOverview />
    </>
  );
}
