import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { describePlanChoice, planName } from "~/lib/ai-trainer-pricing";
import { openBookCall, prepareBookCallOnSight } from "~/lib/book-call";
import type { PlanChoice } from "~/lib/plan-choice";

/**
 * A plan card's button: opens the Book a Call popup with the plan chosen (its billing or team
 * size as the page shows them now). The popup's code loads as the button comes into view, so the
 * first tap opens it at once.
 */
export function ChoosePlanButton({
  choice,
  popular,
  children,
}: {
  choice: PlanChoice;
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
      data-book-call-plan={choice.plan}
      onClick={() =>
        openBookCall({
          choice,
          name: planName(choice.plan),
          description: describePlanChoice(choice),
        })
      }
    >
      {children}
    </Button>
  );
}
