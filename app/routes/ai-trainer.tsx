import { Sparkles } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { pricingQuestions } from "~/content/ai-trainer";
import { landingHero, productHero } from "~/content/ai-trainer-hero";
import { HeroHighlights } from "~/features/ai-trainer/hero-highlights";
import { useLeadPopup } from "~/features/ai-trainer/lead-popup";
import { LeadPopupButton } from "~/features/ai-trainer/lead-popup-button";
import { aiTrainerSchema } from "~/lib/page-schemas";
import aiTrainerPage from "~/content/page-meta/ai-trainer";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(
    aiTrainerPage,
    import.meta.env.SSR && [aiTrainerSchema("ai-trainer"), faqPageSchema(pricingQuestions)],
  );

const ProductSections = deferred("what-it-is", () =>
  import("~/features/ai-trainer/product-sections").then((module) => module.ProductSections),
);
const TrainerPricing = deferred("pricing", () =>
  import("~/features/ai-trainer-pricing/pricing-section").then((module) => module.TrainerPricing),
);
const ClosingCta = deferred("get-started", () =>
  import("~/features/ai-trainer/closing-cta").then((module) => module.ClosingCta),
);

export default function AiTrainerPage() {
  const { openPopup, popup } = useLeadPopup();
  return (
    <>
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
              <Link to="#pricing">
                <Sparkles aria-hidden className="size-4" />
                Try Now
              </Link>
            </Button>
            <LeadPopupButton onClick={openPopup}>Schedule a Demo</LeadPopupButton>
          </>
        }
      >
        <HeroHighlights items={landingHero.highlights} />
      </PageHero>
      <ProductSections />
      <TrainerPricing onChoosePlan={openPopup} />
      <ClosingCta
        scheduleDemo={<LeadPopupButton onClick={openPopup}>Schedule a Demo</LeadPopupButton>}
      />
      {popup}
    </>
  );
}
