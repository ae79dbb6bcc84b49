import { ArrowRight, Star } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { pricingQuestions } from "~/content/ai-trainer";
import { landingHero } from "~/content/ai-trainer-hero";
import { HeroHighlights } from "~/features/ai-trainer/hero-highlights";
import { useLeadPopup } from "~/features/ai-trainer/lead-popup";
import { aiTrainerSchema } from "~/lib/page-schemas";
import aiTrainerSupportPage from "~/content/page-meta/ai-trainer-support";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(
    aiTrainerSupportPage,
    import.meta.env.SSR && [aiTrainerSchema("ai-trainer-support"), faqPageSchema(pricingQuestions)],
  );

const LandingSections = deferred("features", () =>
  import("~/features/ai-trainer/landing-sections").then((module) => module.LandingSections),
);
const TrainerPricing = deferred("pricing", () =>
  import("~/features/ai-trainer-pricing/pricing-section").then((module) => module.TrainerPricing),
);
const LeadCapture = deferred("lead-capture", () =>
  import("~/features/ai-trainer/lead-capture").then((module) => module.LeadCapture),
);
// Not in the prerendered page (it shows only once scrolled): it loads with the first sections.
const FloatingDemoLink = deferred("features", () =>
  import("~/features/ai-trainer/floating-demo-link").then((module) => module.FloatingDemoLink),
);

export default function AiTrainerSupportPage() {
  const { openPopup, popup } = useLeadPopup();
  return (
    <>
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
              <Link to="#features">
                Learn More
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#pricing">Get Access Now</Link>
            </Button>
          </>
        }
      >
        <HeroHighlights
          items={landingHero.highlights}
          after={
            <Link
              to="#testimonials"
              className="inline-flex items-center gap-1.5 font-medium text-text-purple underline-offset-4 hover:underline"
            >
              <Star aria-hidden className="size-4 fill-current" />
              See More Reviews
            </Link>
          }
        />
      </PageHero>
      <LandingSections />
      <TrainerPricing onChoosePlan={openPopup} />
      <LeadCapture onBookCall={openPopup} />
      <FloatingDemoLink />
      {popup}
    </>
  );
}
