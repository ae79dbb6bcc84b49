import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import type { AiTrainerPlans } from "~/lib/ai-trainer-plan-schema";
import { describePlanChoice, planName } from "~/lib/ai-trainer-pricing";
import { openBookCall, prepareBookCallOnSight } from "~/lib/book-call";
import type { PlanChoice, PlanId } from "~/lib/plan-choice";

/**
 * A plan card's button: opens the Book a Call popup with the plan chosen (its billing or team
 * size as the page shows them now). Without a choice (no team size priced) it opens the popup
 * for a call, as the note beside the team size does. The popup's code loads as the button comes
 * into view, so the first tap opens it at once.
 */
export function ChoosePlanButton({
  plan,
  choice,
  plans,
  popular,
  children,
}: {
  plan: PlanId;
  choice: PlanChoice | null;
  plans: AiTrainerPlans;
  popular?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      ref={prepareBookCallOnSight}
      className="w-full"
      size="lg"
      wrap
      variant={popular ? "gradient" : "outline"}
      aria-haspopup="dialog"
      data-book-call-plan={plan}
      onClick={() =>
        openBookCall(
          choice
            ? {
                choice,
                name: planName(choice.plan),
                description: describePlanChoice(plans, choice),
              }
            : undefined,
        )
      }
    >
      {children}
    </Button>
  );
}
