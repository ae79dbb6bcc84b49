import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";

/** The custom presentations page's opening: its h1 and the ways to the price and the examples. */
export function PresentationsHero() {
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
            <a href="#pricing">See Pricing</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#examples">View Examples</a>
          </Button>
        </>
      }
    />
  );
}
