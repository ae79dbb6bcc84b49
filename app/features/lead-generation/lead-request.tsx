import ArrowRight from "lucide-react/icons/arrow-right";
import Clock from "lucide-react/icons/clock";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { GradientText } from "~/components/ui/gradient-text";
import { Section, SectionHeading } from "~/components/ui/section";
import { DELIVERY_TIME } from "~/content/lead-generation";

/**
 * The request for leads (#consultation), its card with the form (#lead-form, where the packages'
 * buttons lead: the card's heading comes into view with the form; `form`: the `LeadInterestForm`
 * island), the FAQ (`questions`: the static `Faq`) and the closing call to action.
 */
export function LeadRequest({ form, questions }: { form?: ReactNode; questions?: ReactNode }) {
  return (
    <>
      <Section id="consultation" className="overflow-hidden">
        <FloatingParticles area="form" />
        <div className="relative grid gap-12 lg:grid-cols-[1fr_32rem] lg:items-start">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
              Get started
            </p>
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
              Tell Us Who You <GradientText>Want to Reach</GradientText>
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Share your ideal customer and the lists that interest you. A lead specialist will
              confirm your targeting, answer your questions and send a sample before you buy.
            </p>
            <ul className="mt-8 space-y-4">
              <li className="flex gap-3">
                <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                <span>Leads delivered in {DELIVERY_TIME} after your targeting is agreed.</span>
              </li>
              <li className="flex gap-3">
                <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                <span>Your details are only used to prepare your list, never shared.</span>
              </li>
            </ul>
          </div>
          <Card id="lead-form" className="p-6 sm:p-8">
            <h3 className="mb-6 text-xl font-semibold">Request Your Leads</h3>
            {form}
          </Card>
        </div>
      </Section>
      <Section id="faq" className="bg-muted/30">
        <SectionHeading eyebrow="FAQ" title="Frequently Asked Questions" />
        {questions}
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Ready to Fill Your <GradientText>Pipeline</GradientText>?
          </>
        }
        intro="Talk to us about your market and your targets. We'll recommend the right list and have it in your inbox within days."
        actions={
          <Button asChild size="lg" variant="gradient">
            <a href="/contact">
              Contact Us Today <ArrowRight aria-hidden className="size-4" />
            </a>
          </Button>
        }
      />
    </>
  );
}
