import { Clock, ShieldCheck } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { ExamplesGallery } from "~/features/presentations/examples-gallery";
import { PresentationPricingCard } from "~/features/presentations/pricing-card";
import { PresentationQuoteForm } from "~/features/presentations/quote-form";
import { PresentationStory } from "~/features/presentations/story";
import { customPresentationsSchema } from "~/lib/page-schemas";
import customPresentationsPage from "~/content/page-meta/custom-presentations";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(customPresentationsPage, import.meta.env.SSR && [customPresentationsSchema()]);

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
      <Section id="about">
        <div className="grid gap-12 lg:grid-cols-[1fr_24rem] lg:items-start">
          <PresentationStory />
          <PresentationPricingCard />
        </div>
      </Section>
      <Section id="examples" className="bg-muted/30">
        <SectionHeading
          eyebrow="Our work"
          title="Examples"
          intro="A few slides from recent decks: clear stories, clean data and a consistent brand on every page."
        />
        <ExamplesGallery />
      </Section>
      <Section id="get-quote" className="overflow-hidden">
        <FloatingParticles area="form" />
        <div className="relative grid gap-12 lg:grid-cols-[1fr_32rem] lg:items-start">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
              Free quote
            </p>
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
              Get Your <GradientText>Free Quote</GradientText>
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Tell us about your presentation and we'll send a fixed price and a delivery date. Add
              your slide count to see an estimate straight away.
            </p>
            <ul className="mt-8 space-y-4">
              <li className="flex gap-3">
                <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                <span>A personal reply from a designer within 24 hours.</span>
              </li>
              <li className="flex gap-3">
                <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                <span>No obligation: the quote is free and your files stay confidential.</span>
              </li>
            </ul>
          </div>
          <Card className="p-6 sm:p-8">
            <PresentationQuoteForm />
          </Card>
        </div>
      </Section>
    </>
  );
}
