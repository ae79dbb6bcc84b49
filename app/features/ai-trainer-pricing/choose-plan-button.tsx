import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { openBookCall, prepareBookCallOnSight } from "~/lib/book-call";

/**
 * A plan card's button: opens the Book a Call popup with the plan named. The popup's code loads
 * as the button comes into view, so the first tap opens it at once.
 */
export function ChoosePlanButton({
  plan,
  popular,
  children,
}: {
  plan: string;
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
      onClick={() => openBookCall(plan)}
    >
      {children}
    </Button>
  );
}
