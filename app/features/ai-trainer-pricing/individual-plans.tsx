import { type ReactNode, useState } from "react";

import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { PlanCard } from "~/components/ui/plan-card";
import { Switch } from "~/components/ui/switch";
import {
  type BillingCycle,
  type IndividualPlanId,
  addOns,
  individualPlans,
  planActions,
  planNames,
} from "~/content/ai-trainer-plans";
import type { AiTrainerPlanCopy } from "~/lib/ai-trainer-plan-copy-schema";
import type { AiTrainerPlans } from "~/lib/ai-trainer-plan-schema";
import { annualPrice, annualSavings, planPrice } from "~/lib/ai-trainer-pricing";
import { formatNumber, formatUsd } from "~/lib/format";
import { cn } from "~/lib/utils";

import { ChoosePlanButton } from "./choose-plan-button";

const namesOf = (ids: readonly IndividualPlanId[]) => ids.map((id) => planNames[id]).join(" and ");

/**
 * A word beside the billing switch; a click chooses its billing (rather than toggling). Hidden
 * from assistive technology, and no label of the switch: the switch is the control, with its
 * own name, and the words are a shortcut for the pointer.
 */
function BillingWord({
  cycle,
  current,
  onChoose,
  children,
}: {
  cycle: BillingCycle;
  current: BillingCycle;
  onChoose: (cycle: BillingCycle) => void;
  children: ReactNode;
}) {
  return (
    <span
      aria-hidden
      className={cn("cursor-pointer select-none", cycle !== current && "text-muted-foreground")}
      onClick={() => onChoose(cycle)}
    >
      {children}
    </span>
  );
}

/**
 * Free, Basic and Premium with the monthly / annual switch, add-ons and overage, priced by the
 * published `plans` and worded by the published `copy`.
 */
export function IndividualPlans({
  plans,
  copy,
}: {
  plans: AiTrainerPlans;
  copy: AiTrainerPlanCopy;
}) {
  const [billing, setBilling] = useState<BillingCycle>("monthly");
  const annual = billing === "annual";

  return (
    <div>
      <div className="mb-10 flex flex-wrap items-center justify-center gap-3 text-sm font-medium">
        <BillingWord cycle="monthly" current={billing} onChoose={setBilling}>
          Monthly
        </BillingWord>
        <Switch
          aria-label="Annual billing"
          checked={annual}
          onCheckedChange={(checked) => setBilling(checked ? "annual" : "monthly")}
        />
        <BillingWord cycle="annual" current={billing} onChoose={setBilling}>
          Annual
        </BillingWord>
        <Badge variant="secondary">Save {plans.annualDiscountPercent}%</Badge>
      </div>

      <ul className="grid gap-8 md:grid-cols-3">
        {individualPlans.map((plan) => {
          const { monthlyPrice, conversations } = plans.individual[plan.id];
          const paid = monthlyPrice > 0;
          const { description, features, support, badge } = copy.individual[plan.id];
          return (
            <li key={plan.id}>
              <PlanCard
                name={plan.name}
                badge={badge ?? undefined}
                highlighted={badge !== null}
                description={description}
                price={formatUsd(planPrice(plans, plan.id, billing))}
                period="/month"
                features={[
                  `${formatNumber(conversations)} conversations per month`,
                  ...features,
                  support,
                ]}
                footnote={
                  <p data-testid={`billing-note-${plan.id}`}>
                    {!paid
                      ? "Free forever, no card needed"
                      : annual
                        ? `${formatUsd(annualPrice(plans, plan.id))} billed yearly (you save ${formatUsd(annualSavings(plans, plan.id))})`
                        : `Billed monthly, or ${formatUsd(planPrice(plans, plan.id, "annual"))}/month billed yearly`}
                  </p>
                }
                action={
                  <ChoosePlanButton
                    plan={plan.id}
                    choice={{ plan: plan.id, billing }}
                    plans={plans}
                    popular={badge !== null}
                  >
                    {planActions.request(plan.name)}
                  </ChoosePlanButton>
                }
              />
            </li>
          );
        })}
      </ul>

      <Card className="mt-8 grid gap-6 p-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">Add-ons</h3>
          <ul className="mt-3 space-y-3 text-sm">
            {addOns.map((addOn) => (
              <li key={addOn.id}>
                <span className="font-medium">{addOn.name}</span>{" "}
                <span className="text-text-purple">
                  {formatUsd(plans.addOns[addOn.id].monthlyPrice)}/month
                  {addOn.perUnit ? " each" : ""}
                </span>{" "}
                <span className="text-muted-foreground">
                  ({namesOf(addOn.plans)}). {copy.addOns[addOn.id].description}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">Going over your allowance</h3>
          <p className="mt-3 text-sm text-muted-foreground">
            The trainer never stops answering. Each conversation beyond your plan&apos;s monthly
            allowance costs{" "}
            <span className="font-medium text-foreground">
              {formatUsd(plans.overagePerConversation)}
            </span>{" "}
            on every plan, billed with your next invoice.
          </p>
        </div>
      </Card>
    </div>
  );
}
