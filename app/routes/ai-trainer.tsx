import { CalendarCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { IconCardGrid } from "~/components/ui/icon-card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import {
  closingCta,
  landingHero,
  productFeatures,
  productHero,
  pricingQuestions,
} from "~/content/ai-trainer";
import { Explanation } from "~/features/ai-trainer/explanation";
import { HeroHighlights } from "~/features/ai-trainer/hero-highlights";
import { preloadLeadPopup, useLeadPopup } from "~/features/ai-trainer/lead-popup";
import { UseCaseTabs } from "~/features/ai-trainer/use-case-tabs";
import { TrainerPricing } from "~/features/ai-trainer-pricing/pricing-section";
import { aiTrainerSchema } from "~/lib/page-schemas";
import aiTrainerPage from "~/content/page-meta/ai-trainer";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(
    aiTrainerPage,
    import.meta.env.SSR && [aiTrainerSchema("ai-trainer"), faqPageSchema(pricingQuestions)],
  );

export default function AiTrainerPage() {
  const { openPopup, popup } = useLeadPopup();
  const scheduleDemo = (
    <Button
      size="lg"
      variant="outline"
      onClick={() => openPopup()}
      onPointerEnter={preloadLeadPopup}
      onFocus={preloadLeadPopup}
    >
      <CalendarCheck aria-hidden className="size-4" />
      Schedule a Demo
    </Button>
  );
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
            {scheduleDemo}
          </>
        }
      >
        <HeroHighlights items={landingHero.highlights} />
      </PageHero>
      <Explanation />
      <UseCaseTabs />
      <Section id="features">
        <SectionHeading
          eyebrow="Features"
          title="Built for the Way Teams Learn Software"
          intro="Answers in seconds, specialists when you need them, and nothing to install."
        />
        <IconCardGrid items={productFeatures} />
      </Section>
      <TrainerPricing onChoosePlan={openPopup} />
      <CtaBanner
        id="get-started"
        title={closingCta.title}
        intro={closingCta.intro}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#pricing">Choose Your Plan</Link>
            </Button>
            {scheduleDemo}
          </>
        }
      />
      {popup}
    </>
  );
}
