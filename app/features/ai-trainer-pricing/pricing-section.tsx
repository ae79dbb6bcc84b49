import Clock from "lucide-react/icons/clock";
import ShieldCheck from "lucide-react/icons/shield-check";
import type { ReactNode } from "react";

import { GradientText } from "~/components/ui/gradient-text";
import { Section, SectionHeading } from "~/components/ui/section";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { MONEY_BACK_DAYS } from "~/content/ai-trainer-hero";
import { offerRunning } from "~/lib/ai-trainer-offer";
import type { AiTrainerPlanCopy } from "~/lib/ai-trainer-plan-copy-schema";
import type { AiTrainerOffer, AiTrainerPlans } from "~/lib/ai-trainer-plan-schema";

import { IndividualPlans } from "./individual-plans";
import { TeamPlans } from "./team-plans";

/**
 * The AI trainer's plans (#pricing), the same on the landing and the product page: the offer
 * banner while the published offer runs, the guarantee, the plans (`plans`: the `TrainerPlans`
 * island) and the pricing questions (`questions`: the static `Faq`), both from the view.
 */
export function TrainerPricing({
  offer,
  plans,
  questions,
}: {
  offer: AiTrainerOffer;
  plans?: ReactNode;
  questions?: ReactNode;
}) {
  return (
    <Section id="pricing" className="bg-muted/30">
      <SectionHeading
        eyebrow="Pricing"
        title={
          <>
            Plans for <GradientText>Individuals and Teams</GradientText>
          </>
        }
        intro="Start free, pay only when the trainer earns its place, and change plans whenever you need."
      />

      {offerRunning(offer) ? (
        <div
          role="note"
          className="mx-auto mb-6 flex max-w-3xl flex-col items-center gap-2 rounded-2xl border border-purple-500/50 bg-gradient-to-r from-purple-600/15 to-cyan-600/15 px-5 py-4 text-center sm:flex-row sm:text-left"
        >
          <Clock aria-hidden className="size-6 shrink-0 text-text-purple" />
          <p className="text-sm">
            <span className="font-semibold">Limited offer: {offer.hours} hours only.</span>{" "}
            <span className="text-muted-foreground">
              Upgrade within {offer.hours} hours of getting your free access and we add a free
              onboarding session for you or your team.
            </span>
          </p>
        </div>
      ) : null}
      <p className="mb-10 flex items-center justify-center gap-2 text-sm font-semibold">
        <ShieldCheck aria-hidden className="size-5 text-text-cyan" />
        {MONEY_BACK_DAYS}-day money-back guarantee on every paid plan
      </p>

      {plans}

      <div className="mt-16">
        <h3 className="mb-6 text-center text-2xl font-bold">Pricing Questions</h3>
        {questions}
      </div>
    </Section>
  );
}

/**
 * Individual and team plans in two tabs, priced by the published `plans` and worded by the
 * published `copy`; choosing a plan opens the Book a Call popup.
 */
export function TrainerPlans({ plans, copy }: { plans: AiTrainerPlans; copy: AiTrainerPlanCopy }) {
  return (
    <Tabs defaultValue="individual">
      <div className="flex justify-center">
        <TabsList aria-label="Plan type">
          <TabsTrigger value="individual">Individual Plans</TabsTrigger>
          <TabsTrigger value="team">Team Plans</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="individual" label="Individual Plans" className="mt-10">
        <IndividualPlans plans={plans} copy={copy} />
      </TabsContent>
      <TabsContent value="team" label="Team Plans" className="mt-10">
        <TeamPlans plans={plans} copy={copy} />
      </TabsContent>
    </Tabs>
  );
}
