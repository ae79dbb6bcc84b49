import { Clock, ShieldCheck } from "lucide-react";

import { Faq } from "~/components/ui/faq";
import { GradientText } from "~/components/ui/gradient-text";
import { Section, SectionHeading } from "~/components/ui/section";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { pricingQuestions } from "~/content/ai-trainer";
import { MONEY_BACK_DAYS } from "~/content/ai-trainer-hero";
import { LIMITED_OFFER_HOURS } from "~/content/ai-trainer-plans";

import { IndividualPlans } from "./individual-plans";
import { TeamPlans } from "./team-plans";

/**
 * The AI trainer's plans (#pricing), the same on the landing and the product page: individual
 * and team tabs, the offer banner, the guarantee and the pricing questions. Choosing a plan
 * calls `onChoosePlan` with its name, so the page can open its booking popup.
 */
export function TrainerPricing({ onChoosePlan }: { onChoosePlan: (plan: string) => void }) {
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

      <div
        role="note"
        className="mx-auto mb-6 flex max-w-3xl flex-col items-center gap-2 rounded-2xl border border-purple-500/50 bg-gradient-to-r from-purple-600/15 to-cyan-600/15 px-5 py-4 text-center sm:flex-row sm:text-left"
      >
        <Clock aria-hidden className="size-6 shrink-0 text-text-purple" />
        <p className="text-sm">
          <span className="font-semibold">Limited offer: {LIMITED_OFFER_HOURS} hours only.</span>{" "}
          <span className="text-muted-foreground">
            Upgrade within {LIMITED_OFFER_HOURS} hours of getting your free access and we add a free
            onboarding session for you or your team.
          </span>
        </p>
      </div>
      <p className="mb-10 flex items-center justify-center gap-2 text-sm font-semibold">
        <ShieldCheck aria-hidden className="size-5 text-text-cyan" />
        {MONEY_BACK_DAYS}-day money-back guarantee on every paid plan
      </p>

      <Tabs defaultValue="individual">
        <div className="flex justify-center">
          <TabsList aria-label="Plan type">
            <TabsTrigger value="individual">Individual Plans</TabsTrigger>
            <TabsTrigger value="team">Team Plans</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="individual" className="mt-10">
          <IndividualPlans onChoosePlan={onChoosePlan} />
        </TabsContent>
        <TabsContent value="team" className="mt-10">
          <TeamPlans onChoosePlan={onChoosePlan} />
        </TabsContent>
      </Tabs>

      <div className="mt-16">
        <h3 className="mb-6 text-center text-2xl font-bold">Pricing Questions</h3>
        <Faq items={pricingQuestions} />
      </div>
    </Section>
  );
}
