import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";

import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatUsd } from "~/lib/format";
import type { PresentationPrices } from "~/lib/presentation-price-schema";
import { presentationPrice } from "~/lib/presentation-pricing";
import type { PresentationService } from "~/lib/presentation-service-schema";

/**
 * The per-slide price card of `prices`, with what they include from `service`, the published
 * ones; it stays in view beside the page's story on large screens.
 */
export function PresentationPricingCard({
  prices,
  service,
}: {
  prices: PresentationPrices;
  service: PresentationService;
}) {
  const { pricePerSlide, minimumCharge, minimumBelowSlides, exampleSlides } = prices;
  return (
    <Card
      id="pricing"
      className="relative p-7 ring-1 ring-purple-500/40 lg:sticky lg:top-24"
      data-testid="pricing-card"
    >
      <Badge className="absolute -top-3 left-7">Simple pricing</Badge>
      <h2 className="text-2xl font-bold">Pay Per Slide</h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight">{formatUsd(pricePerSlide)}</span>
        <span className="text-muted-foreground">per slide</span>
      </p>
      <p className="mt-3 text-sm text-muted-foreground">
        {formatUsd(minimumCharge)} minimum charge for decks under {minimumBelowSlides} slides.
      </p>
      <ul className="mt-6 space-y-3 text-sm">
        {service.includes.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-text-cyan" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-xl border border-border bg-muted/40 p-4">
        <h3 className="text-sm font-semibold">Examples</h3>
        <ul className="mt-2 space-y-1 text-sm">
          {exampleSlides.map((slides) => (
            <li key={slides} className="flex justify-between">
              <span className="text-muted-foreground">{slides} slides</span>
              <span className="font-semibold">{formatUsd(presentationPrice(prices, slides))}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button asChild size="lg" variant="gradient" className="mt-7 w-full">
        <a href="#get-quote">
          Get Started Today <ArrowRight aria-hidden className="size-4" />
        </a>
      </Button>
    </Card>
  );
}
