import { Section, SectionHeading } from "~/components/ui/section";
import type { PresentationPrices } from "~/lib/presentation-price-schema";
import type { PresentationService } from "~/lib/presentation-service-schema";

import { ExamplesGallery } from "./examples-gallery";
import { PresentationPricingCard } from "./pricing-card";
import { PresentationStory } from "./story";

/**
 * The service and its price (#about, with #pricing, from `prices` and `service`, the published
 * ones), then the examples gallery (#examples).
 */
export function PresentationOverview({
  prices,
  service,
}: {
  prices: PresentationPrices;
  service: PresentationService;
}) {
  return (
    <>
      <Section id="about">
        <div className="grid gap-12 lg:grid-cols-[1fr_24rem] lg:items-start">
          <PresentationStory />
          <PresentationPricingCard prices={prices} service={service} />
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
    </>
  );
}
