import { ArrowRight, Star } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { IconCardGrid } from "~/components/ui/icon-card";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { landingFeatures, landingHero, pricingQuestions } from "~/content/ai-trainer";
import { FloatingDemoLink } from "~/features/ai-trainer/floating-demo-link";
import { HeroHighlights } from "~/features/ai-trainer/hero-highlights";
import { HowItWorks } from "~/features/ai-trainer/how-it-works";
import { LeadCapture } from "~/features/ai-trainer/lead-capture";
import { useLeadPopup } from "~/features/ai-trainer/lead-popup";
import { TrainerTestimonials } from "~/features/ai-trainer/testimonials";
import { TrainerPricing } from "~/features/ai-trainer-pricing/pricing-section";
import { aiTrainerSchema } from "~/lib/page-schemas";
import aiTrainerSupportPage from "~/content/page-meta/ai-trainer-support";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(
    aiTrainerSupportPage,
    import.meta.env.SSR && [aiTrainerSchema("ai-trainer-support"), faqPageSchema(pricingQuestions)],
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
      <Section id="features">
        <SectionHeading
          eyebrow="Features"
          title="Everything Your Team Needs to Master Its Software"
          intro="One chat for the questions that usually end up in a help-desk queue, an admin's inbox or an expensive consulting hour."
        />
        <IconCardGrid items={landingFeatures} />
      </Section>
      <HowItWorks />
      <TrainerTestimonials />
      <TrainerPricing onChoosePlan={openPopup} />
      <LeadCapture onBookCall={() => openPopup()} />
      <FloatingDemoLink />
      {popup}
    </>
  );
}
