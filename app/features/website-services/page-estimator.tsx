import Calculator from "lucide-react/icons/calculator";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { type WebsiteServiceId, websiteServiceOrder } from "~/content/website-pricing";
import { formatUsd } from "~/lib/format";
import type { WebsitePrices } from "~/lib/website-price-schema";
import { pageTier } from "~/lib/website-pricing";

const DEFAULT_PAGES = 11;
/** The number field accepts counts beyond the tiers so that large sites get the quote message. */
const MAX_INPUT_PAGES = 999;

/**
 * The page-count estimator, an island of the website design pricing page: the total for
 * migration and for redesign at the matching tier of `prices`, each under its name in `names`,
 * the published ones.
 */
export function PageEstimator({
  prices,
  names,
}: {
  prices: WebsitePrices;
  names: Record<WebsiteServiceId, string>;
}) {
  const { maxEstimatePages } = prices;
  const id = useId();
  const [raw, setRaw] = useState(String(DEFAULT_PAGES));
  const rangeRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  // A count set on the prerendered controls before they were live stays in them (React keeps it
  // when it hydrates) without reaching the state: adopt it, the typed count first.
  useEffect(() => {
    const changed = [fieldRef.current, rangeRef.current].find(
      (input) => input && input.value !== String(DEFAULT_PAGES),
    );
    if (changed) setRaw(changed.value);
  }, []);
  const parsed = Number(raw);
  const pages = raw.trim() !== "" && Number.isInteger(parsed) && parsed >= 1 ? parsed : null;
  const overLimit = pages !== null && pages > maxEstimatePages;

  return (
    <Card className="mx-auto max-w-4xl p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-accent text-accent-foreground">
          <Calculator aria-hidden className="size-5" />
        </span>
        <h3 className="text-xl font-bold">Estimate your project</h3>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-[1fr_8rem] sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-range`}>How many pages does your site have?</Label>
          <input
            ref={rangeRef}
            id={`${id}-range`}
            type="range"
            min={1}
            max={maxEstimatePages}
            value={Math.min(pages ?? 1, maxEstimatePages)}
            onChange={(event) => setRaw(event.target.value)}
            aria-valuetext={`${pages ?? 1} pages`}
            className="h-10 w-full cursor-pointer accent-purple-600"
          />
          <div aria-hidden className="flex justify-between text-xs text-muted-foreground">
            <span>1</span>
            <span>{maxEstimatePages}</span>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-pages`}>Pages</Label>
          <Input
            ref={fieldRef}
            id={`${id}-pages`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_INPUT_PAGES}
            step={1}
            value={raw}
            onChange={(event) => setRaw(event.target.value)}
            aria-describedby={`${id}-result`}
          />
        </div>
      </div>

      <div id={`${id}-result`} aria-live="polite" className="mt-8" data-testid="page-estimate">
        {pages === null ? (
          <p className="text-muted-foreground">Enter a page count of 1 or more.</p>
        ) : overLimit ? (
          <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg font-semibold">
              More than {maxEstimatePages} pages? Contact us for a quote.
            </p>
            <Button asChild variant="gradient">
              <a href="/contact">Request a Quote</a>
            </Button>
          </div>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {websiteServiceOrder.map((serviceId) => {
              const tier = pageTier(prices, serviceId, pages);
              if (!tier) return null;
              return (
                <div
                  key={serviceId}
                  className="rounded-xl border border-border bg-muted/40 p-5"
                  data-service={serviceId}
                >
                  <dt className="text-sm font-medium text-muted-foreground">{names[serviceId]}</dt>
                  <dd className="mt-1">
                    <span className="text-3xl font-extrabold">
                      {formatUsd(tier.pricePerPage * pages)}
                    </span>
                    <span className="mt-1 block text-sm text-muted-foreground">
                      {pages} {pages === 1 ? "page" : "pages"} × {formatUsd(tier.pricePerPage)} per
                      page
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>
    </Card>
  );
}
