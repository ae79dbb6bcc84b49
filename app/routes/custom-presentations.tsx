import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("custom-presentations");

export default function CustomPresentationsPage() {
  return (
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
  );
}
