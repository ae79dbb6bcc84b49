import ArrowRight from "lucide-react/icons/arrow-right";
import Star from "lucide-react/icons/star";

import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { landingHero } from "~/content/ai-trainer-hero";

import { HeroHighlights } from "./hero-highlights";

/** The landing page's opening: its h1, the two in-page calls to action and the highlights. */
export function LandingHero() {
  return (
    <PageHero
      eyebrow={landingHero.eyebrow}
      title={
        <>
          Master Your Software <GradientText>Faster with AI</GradientText>
        </>
      }
      intro={landingHero.intro}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="#features">
              Learn More
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#pricing">Get Access Now</a>
          </Button>
        </>
      }
    >
      <HeroHighlights
        items={landingHero.highlights}
        after={
          <a
            href="#testimonials"
            className="inline-flex items-center gap-1.5 font-medium text-text-purple underline-offset-4 hover:underline"
          >
            <Star aria-hidden className="size-4 fill-current" />
            See More Reviews
          </a>
        }
      />
    </PageHero>
  );
}
