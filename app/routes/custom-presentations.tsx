import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import customPresentationsPage from "~/content/page-meta/custom-presentations";
import { customPresentationsSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(customPresentationsPage, import.meta.env.SSR && [customPresentationsSchema()]);

// Below the hero, parts load their code as the visitor nears them.
const PresentationOverview = deferred("about", () =>
  import("~/features/presentations/overview").then((module) => module.PresentationOverview),
);
const QuoteSection = deferred("get-quote", () =>
  import("~/features/presentations/quote-section").then((module) => module.QuoteSection),
);

export default function CustomPresentationsPage() {
  return (
    <>
      <PageHero
        eyebrow="Presentation design"
        title={
          <>
            Presentations That <GradientText>Win the Room</GradientText>
          </>
        }
        intro={
          "Pitch decks, sales presentations and investor decks designed by professionals, priced per slide, delivered fast."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#pricing">See Pricing</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#examples">View Examples</Link>
            </Button>
          </>
        }
      />
      <PresentationOverview />
      <QuoteSection />
    </>
  );
}
