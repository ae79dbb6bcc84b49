import Sparkles from "lucide-react/icons/sparkles";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { landingHero, productHero } from "~/content/ai-trainer-hero";

import { HeroHighlights } from "./hero-highlights";

/**
 * The product page's opening: its h1, Try Now (to the plans) and Schedule a Demo
 * (`scheduleDemo`: a `LeadPopupButton` island), then the highlights.
 */
export function ProductHero({ scheduleDemo }: { scheduleDemo?: ReactNode }) {
  return (
    <PageHero
      eyebrow={productHero.eyebrow}
      title={
        <>
          Your Team&apos;s <GradientText>AI Software Coach</GradientText>, Available 24/7
        </>
      }
      intro={productHero.intro}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="#pricing">
              <Sparkles aria-hidden className="size-4" />
              Try Now
            </a>
          </Button>
          {scheduleDemo}
        </>
      }
    >
      <HeroHighlights items={landingHero.highlights} />
    </PageHero>
  );
}
