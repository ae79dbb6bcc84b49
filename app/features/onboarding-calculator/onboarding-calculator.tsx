import Download from "lucide-react/icons/download";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Send from "lucide-react/icons/send";
import Sparkles from "lucide-react/icons/sparkles";
import { type ReactNode, Suspense, lazy, useId, useRef, useState } from "react";

import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { site } from "~/config/site";
import { quoteRequest } from "~/content/onboarding-quote-request";
import {
  type Hub,
  MAX_CUSTOM_INTEGRATIONS,
  type Tier,
  addOnLabels,
  hubs,
  packageTypeLabels,
  packageTypes,
  tierLabels,
  tiers,
} from "~/content/onboarding-options";
import { formatUsd } from "~/lib/format";
import type { OnboardingPrices } from "~/lib/onboarding-price-schema";
import { hubPrice } from "~/lib/onboarding-prices";
import {
  type QuoteExport,
  type QuoteState,
  SUITE_DISCOUNT_MIN_HUBS,
  initialQuote,
  isQuoteEmpty,
  quoteChoices,
  quoteFileName,
  quoteRules,
  setCustomIntegrations,
  suiteDiscountPercent,
} from "~/lib/onboarding-quote";
import { cn } from "~/lib/utils";

import { QuoteTotalBar } from "./quote-total-bar";

// The request form, with the form library, is a part of its own that loads as the visitor starts
// on a quote: the calculator stays a widget, and its code is a widget's. Its card is the
// calculator's own, so "Request This Quote" always has somewhere to go.
const loadRequestForm = () => import("./quote-request-form");
const QuoteRequestForm = lazy(loadRequestForm);

/** The quote's card, the target of the total bar's link (one calculator per page). */
const QUOTE_ID = "onboarding-quote";
/** The card of the form that sends the quote, the target of the quote card's link. */
const REQUEST_ID = "onboarding-quote-request";

function downloadJson(fileName: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task so the download has started reading the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export Quote: the quote as a JSON file named by the time of the export. */
function downloadQuote(quote: QuoteExport) {
  const fileName = quoteFileName(site.crmSlug, Date.now());
  downloadJson(fileName, quote);
  toast.success("Quote exported", { description: fileName });
}

function StepHeading({ step, children }: { step: number; children: ReactNode }) {
  return (
    <h3 className="mb-4 flex items-center gap-3 text-lg font-semibold">
      <span
        aria-hidden
        className="grid size-7 shrink-0 place-items-center rounded-full bg-gradient-to-br from-purple-600 to-cyan-600 text-sm font-bold text-white"
      >
        {step}
      </span>
      {children}
    </h3>
  );
}

/**
 * The onboarding cost calculator: package, hubs and tiers, presets, add-ons and a live quote,
 * priced by `prices`, the published price list the page hands it.
 */
export function OnboardingCalculator({ prices }: { prices: OnboardingPrices }) {
  const { applyPreset, quoteExport, quoteTotals, setPackageType, toggleHubTier } =
    quoteRules(prices);
  const [quote, setQuote] = useState<QuoteState>(initialQuote);
  const [announcement, setAnnouncement] = useState("");
  const id = useId();
  const quoteTotal = useRef<HTMLDivElement>(null);
  const totals = quoteTotals(quote);
  const addOnPrices = prices.calculatorAddOnPrices[quote.packageType];
  const selectedTier = (hub: Hub) => quote.selectedHubs.find((s) => s.name === hub)?.tier;
  const hubsToDiscount = SUITE_DISCOUNT_MIN_HUBS - quote.selectedHubs.length;
  const hasHubs = quote.selectedHubs.length > 0;

  const update = (next: QuoteState, message: string) => {
    void loadRequestForm();
    setQuote(next);
    setAnnouncement(`${message} Total ${formatUsd(quoteTotals(next).total)}.`);
  };

  const onTier = (hub: Hub, tier: Tier) => {
    const current = selectedTier(hub);
    const label = `${hub} ${tierLabels[tier]}`;
    const message =
      current === tier
        ? `${hub} removed.`
        : current
          ? `${hub} changed to ${tierLabels[tier]}.`
          : `${label} added.`;
    update(toggleHubTier(quote, hub, tier), message);
  };

  const onExport = () => {
    if (hasHubs) downloadQuote(quoteExport(quote));
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {/* On a narrow screen, a control scrolled or tabbed to stops above the total bar. */}
      <div className="grid content-start gap-8 max-lg:[&_:is(a,button,input)]:scroll-mb-24">
        <Card className="p-5 sm:p-6">
          <StepHeading step={1}>Choose the {site.crm} package</StepHeading>
          <div
            role="radiogroup"
            aria-label="Package type"
            className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-muted p-1 sm:inline-grid"
          >
            {packageTypes.map((packageType) => (
              <label
                key={packageType}
                className="relative cursor-pointer rounded-lg px-5 py-2 text-center text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:checked]:shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name={`${id}-package`}
                  value={packageType}
                  checked={quote.packageType === packageType}
                  onChange={() =>
                    update(
                      setPackageType(quote, packageType),
                      `${packageTypeLabels[packageType]} prices applied.`,
                    )
                  }
                  className="sr-only"
                />
                {packageTypeLabels[packageType]}
              </label>
            ))}
          </div>
          <p className="mt-3 text-sm text-muted-foreground">
            Switching package re-prices every hub already in your quote.
          </p>
        </Card>

        <Card className="p-5 sm:p-6">
          <StepHeading step={2}>Start from a preset</StepHeading>
          <ul className="grid gap-4 md:grid-cols-3">
            {prices.presetPackages.map((preset) => (
              <li
                key={preset.name}
                data-preset={preset.name}
                className={cn(
                  "relative flex flex-col rounded-xl border bg-card/60 p-4",
                  preset.popular ? "border-purple-500/70 shadow-lg shadow-purple-500/10" : "",
                )}
              >
                <div className="flex items-start justify-between gap-2">
                  <h4 className="font-semibold">{preset.name}</h4>
                  {preset.popular ? <Badge className="shrink-0">Popular</Badge> : null}
                </div>
                <p className="mt-2 text-sm text-muted-foreground">{preset.description}</p>
                <ul className="mt-3 flex-1 space-y-1 text-sm">
                  {preset.hubs.map(({ hub, tier }) => (
                    <li key={hub} className="flex justify-between gap-2">
                      <span>{hub}</span>
                      <span className="text-muted-foreground">{tierLabels[tier]}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-3">
                  <span className="block text-lg font-bold tabular-nums">
                    {formatUsd(
                      quoteTotals(
                        applyPreset({ ...initialQuote, packageType: quote.packageType }, preset),
                      ).total,
                    )}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {packageTypeLabels[quote.packageType]}
                    {preset.hubs.length >= SUITE_DISCOUNT_MIN_HUBS
                      ? `, after the ${suiteDiscountPercent} suite discount`
                      : ""}
                  </span>
                </p>
                <Button
                  type="button"
                  variant={preset.popular ? "gradient" : "outline"}
                  size="sm"
                  className="mt-3 w-full"
                  onClick={() =>
                    update(applyPreset(quote, preset), `${preset.name} preset applied.`)
                  }
                >
                  {/* Its name starts with what it shows, so that saying "Apply" reaches it. */}
                  Apply<span className="sr-only"> {preset.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </Card>

        <Card className="p-5 sm:p-6">
          <StepHeading step={3}>Pick hubs and tiers</StepHeading>
          <p className="mb-4 text-sm text-muted-foreground">
            Select a tier to add a hub, another tier to change it, the same tier again to remove it.{" "}
            {suiteDiscountPercent} suite discount from {SUITE_DISCOUNT_MIN_HUBS} hubs.
          </p>
          <ul className="grid gap-3" aria-label="Hubs">
            {hubs.map((hub) => {
              const current = selectedTier(hub);
              return (
                <li
                  key={hub}
                  data-hub={hub}
                  className={cn(
                    "grid gap-3 rounded-xl border p-3 transition-colors sm:grid-cols-[10rem_1fr] sm:items-center",
                    current ? "border-purple-500/60 bg-accent/40" : "border-border",
                  )}
                >
                  <span className="font-medium">{hub}</span>
                  <div className="grid grid-cols-3 gap-2">
                    {tiers.map((tier) => {
                      const pressed = current === tier;
                      const price = formatUsd(
                        hubPrice(prices.hubPrices, quote.packageType, hub, tier),
                      );
                      return (
                        <button
                          key={tier}
                          type="button"
                          aria-pressed={pressed}
                          aria-label={`${hub} ${tierLabels[tier]}, ${price}`}
                          onClick={() => onTier(hub, tier)}
                          className={cn(
                            "flex cursor-pointer flex-col items-center rounded-lg border px-2 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                            pressed
                              ? "border-primary bg-primary text-primary-foreground shadow"
                              : "border-input bg-background/60 hover:border-purple-400 hover:bg-accent hover:text-accent-foreground",
                          )}
                        >
                          {/* The space keeps tier and price apart in the visible label, which
                              the button's name contains word for word. */}
                          <span className="font-medium">{tierLabels[tier]}</span>{" "}
                          <span
                            className={cn(
                              "tabular-nums",
                              pressed ? "text-primary-foreground" : "text-muted-foreground",
                            )}
                          >
                            {price}
                          </span>
                        </button>
                      );
                    })}
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>

        <Card className="p-5 sm:p-6">
          <StepHeading step={4}>Add-ons</StepHeading>
          <div className="grid gap-4">
            {(["techAudit", "processMapping"] as const).map((key) => (
              <div
                key={key}
                className="flex items-center justify-between gap-4 rounded-xl border border-border p-4"
              >
                <div className="flex items-center gap-3">
                  <Checkbox
                    id={`${id}-${key}`}
                    checked={quote[key]}
                    onCheckedChange={(checked) =>
                      update(
                        { ...quote, [key]: checked === true },
                        `${addOnLabels[key]} ${checked === true ? "added" : "removed"}.`,
                      )
                    }
                  />
                  <Label htmlFor={`${id}-${key}`} className="cursor-pointer">
                    {addOnLabels[key]}
                  </Label>
                </div>
                <span className="text-sm font-semibold tabular-nums">
                  {formatUsd(addOnPrices[key])}
                </span>
              </div>
            ))}
            <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-border p-4">
              <div>
                <p id={`${id}-integrations`} className="font-medium">
                  {addOnLabels.customIntegrations}
                </p>
                <p className="text-sm text-muted-foreground">
                  {formatUsd(prices.customIntegrationPrice)} each, up to {MAX_CUSTOM_INTEGRATIONS}
                </p>
              </div>
              <div
                role="group"
                aria-labelledby={`${id}-integrations`}
                className="flex items-center gap-2"
              >
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label="Fewer custom integrations"
                  disabled={quote.customIntegrations <= 0}
                  onClick={() =>
                    update(
                      setCustomIntegrations(quote, quote.customIntegrations - 1),
                      `${quote.customIntegrations - 1} custom integrations.`,
                    )
                  }
                >
                  <Minus aria-hidden className="size-4" />
                </Button>
                <output
                  aria-label="Custom integrations"
                  data-testid="integration-count"
                  className="w-10 text-center text-lg font-bold tabular-nums"
                >
                  {quote.customIntegrations}
                </output>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label="More custom integrations"
                  disabled={quote.customIntegrations >= MAX_CUSTOM_INTEGRATIONS}
                  onClick={() =>
                    update(
                      setCustomIntegrations(quote, quote.customIntegrations + 1),
                      `${quote.customIntegrations + 1} custom integrations.`,
                    )
                  }
                >
                  <Plus aria-hidden className="size-4" />
                </Button>
              </div>
            </div>
          </div>
        </Card>

        <QuoteTotalBar total={formatUsd(totals.total)} quoteId={QUOTE_ID} quoteTotal={quoteTotal} />
      </div>

      {/* On a wide screen the quote stays in view beside the controls, and the request form
          sits at the column's foot: the quote's own box ends where the form begins, so the
          quote never slides over it. */}
      <div className="flex flex-col gap-8">
        <div className="flex-1">
          <Card
            id={QUOTE_ID}
            className="p-5 sm:p-6 lg:sticky lg:top-24"
            aria-labelledby={`${id}-summary`}
            role="region"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={`${id}-summary`} className="text-lg font-semibold">
                Your Quote
              </h3>
              <Badge variant="accent">{packageTypeLabels[quote.packageType]}</Badge>
            </div>
            {!hasHubs ? (
              <p className="mt-4 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
                No hubs selected yet. Pick a preset or choose a tier for each hub you are selling.
              </p>
            ) : (
              <ul className="mt-4 space-y-2 text-sm" data-testid="quote-hubs">
                {quote.selectedHubs.map((hub) => (
                  <li key={hub.name} className="flex justify-between gap-3">
                    <span>
                      {hub.name}{" "}
                      <span className="text-muted-foreground">({tierLabels[hub.tier]})</span>
                    </span>
                    <span className="tabular-nums">{formatUsd(hub.price)}</span>
                  </li>
                ))}
              </ul>
            )}
            <dl className="mt-5 space-y-2 border-t border-border pt-4 text-sm">
              <div className="flex justify-between gap-3">
                <dt>Subtotal</dt>
                <dd data-testid="quote-subtotal" className="tabular-nums">
                  {formatUsd(totals.subtotal)}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>Suite discount ({suiteDiscountPercent})</dt>
                <dd
                  data-testid="quote-discount"
                  className={cn("tabular-nums", totals.discount > 0 && "text-text-cyan")}
                >
                  {totals.discount > 0 ? `−${formatUsd(totals.discount)}` : formatUsd(0)}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>Add-ons</dt>
                <dd data-testid="quote-addons" className="tabular-nums">
                  {formatUsd(totals.addOns)}
                </dd>
              </div>
              <div
                ref={quoteTotal}
                className="flex items-baseline justify-between gap-3 border-t border-border pt-3"
              >
                <dt className="text-base font-semibold">Total</dt>
                <dd data-testid="quote-total" className="text-2xl font-extrabold tabular-nums">
                  {formatUsd(totals.total)}
                </dd>
              </div>
            </dl>
            {hubsToDiscount > 0 && hasHubs ? (
              <p className="mt-4 flex gap-2 rounded-xl bg-accent/60 p-3 text-sm text-accent-foreground">
                <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0" />
                Add {hubsToDiscount} more {hubsToDiscount === 1 ? "hub" : "hubs"} to save{" "}
                {suiteDiscountPercent} with the suite discount.
              </p>
            ) : null}
            <div className="mt-5 grid gap-2">
              <Button
                type="button"
                variant="gradient"
                size="lg"
                disabled={!hasHubs}
                onClick={onExport}
              >
                <Download aria-hidden className="size-4" />
                Export Quote
              </Button>
              {hasHubs ? (
                <a href={`#${REQUEST_ID}`} className={buttonVariants({ variant: "outline" })}>
                  <Send aria-hidden className="size-4" />
                  Request This Quote
                </a>
              ) : null}
              <Button
                type="button"
                variant="ghost"
                disabled={isQuoteEmpty(quote)}
                onClick={() => update(initialQuote, "Quote cleared.")}
              >
                <RotateCcw aria-hidden className="size-4" />
                Start Over
              </Button>
            </div>
            <p className="mt-4 text-xs text-muted-foreground">
              One-time onboarding fees in US dollars. The export is a JSON file you can attach to
              your deal.
            </p>
          </Card>
        </div>
        {hasHubs ? (
          <Card
            id={REQUEST_ID}
            className="p-5 sm:p-6"
            aria-labelledby={`${REQUEST_ID}-heading`}
            role="region"
          >
            <h3 id={`${REQUEST_ID}-heading`} className="text-lg font-semibold">
              {quoteRequest.heading}
            </h3>
            <p className="mt-2 mb-5 text-sm text-muted-foreground">{quoteRequest.intro}</p>
            <Suspense
              fallback={
                <p role="status" className="text-sm text-muted-foreground">
                  {quoteRequest.loading}
                </p>
              }
            >
              <QuoteRequestForm quote={quoteChoices(quote)} />
            </Suspense>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
