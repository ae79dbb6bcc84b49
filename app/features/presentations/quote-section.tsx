import Clock from "lucide-react/icons/clock";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { ReactNode } from "react";

import { Card } from "~/components/ui/card";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { GradientText } from "~/components/ui/gradient-text";
import { Section } from "~/components/ui/section";

/**
 * The free quote request (#get-quote): what to expect beside the form (`form`: the
 * `PresentationQuoteForm` island).
 */
export function QuoteSection({ form }: { form?: ReactNode }) {
  return (
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
        <Card className="p-6 sm:p-8">{form}</Card>
      </div>
    </Section>
  );
}
