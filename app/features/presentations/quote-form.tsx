import Calculator from "lucide-react/icons/calculator";

import { LeadForm, TextField, TextareaField, useFieldValue } from "~/components/forms/lead-form";
import { PRESENTATION_QUOTE_SUCCESS, quoteSlides } from "~/content/presentations";
import { formatUsd } from "~/lib/format";
import type { PresentationPrices } from "~/lib/presentation-price-schema";
import { presentationPrice } from "~/lib/presentation-pricing";

/** The running price at `prices` for the slide count typed into the quote form. */
function LiveEstimate({ prices }: { prices: PresentationPrices }) {
  const raw = useFieldValue("slides");
  const slides = Number(raw);
  // Priced only as the form takes it: digits alone ("1e2" is refused), within the range.
  const valid = /^\d+$/.test(String(raw)) && slides >= quoteSlides.min && slides <= quoteSlides.max;
  const { pricePerSlide, minimumCharge, minimumBelowSlides } = prices;
  return (
    <div
      aria-live="polite"
      data-testid="live-estimate"
      className="flex items-start gap-4 rounded-xl border border-border bg-gradient-to-r from-purple-600/10 to-cyan-600/10 p-4"
    >
      <Calculator aria-hidden className="mt-1 size-5 shrink-0 text-text-purple" />
      {valid ? (
        <p>
          <span className="block text-sm text-muted-foreground">Estimated price</span>
          <span className="text-2xl font-extrabold">
            {formatUsd(presentationPrice(prices, slides))}
          </span>{" "}
          <span className="text-sm text-muted-foreground">
            for {slides} {slides === 1 ? "slide" : "slides"}
            {slides < minimumBelowSlides ? " (minimum charge)" : ""}
          </span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Enter a slide count for an instant estimate: {formatUsd(pricePerSlide)} per slide,{" "}
          {formatUsd(minimumCharge)} minimum under {minimumBelowSlides} slides.
        </p>
      )}
    </div>
  );
}

/**
 * The free quote request, an island of the custom presentations page, its live estimate at
 * `prices` (the published ones); the browser checks the required fields.
 */
export function PresentationQuoteForm({ prices }: { prices: PresentationPrices }) {
  return (
    <LeadForm
      form="presentation-quote"
      defaultValues={{ name: "", email: "", company: "", details: "", slides: "" }}
      submitLabel="Get My Free Quote"
      busyLabel="Submitting..."
      waitMs={1500}
      success={PRESENTATION_QUOTE_SUCCESS}
      browserValidation
      footer={
        <p className="text-center text-xs text-muted-foreground">
          We reply within 24 hours. Your details are only used to prepare your quote.
        </p>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" autoComplete="name" required />
        <TextField name="email" type="email" label="Email" autoComplete="email" required />
      </div>
      <TextField name="company" label="Company" autoComplete="organization" required />
      <TextareaField
        name="details"
        label="Presentation details"
        placeholder="Audience, goal, deadline and anything you already have (notes, old slides, data)"
        rows={5}
        required
      />
      <TextField
        name="slides"
        type="number"
        inputMode="numeric"
        label="Number of slides (optional)"
        placeholder="e.g. 15"
      />
      <LiveEstimate prices={prices} />
    </LeadForm>
  );
}
