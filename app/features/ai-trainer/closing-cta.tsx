import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { closingCta } from "~/content/ai-trainer";

/**
 * The product page's closing call (#get-started): choose a plan, or schedule a demo
 * (`scheduleDemo`: a `LeadPopupButton` island, which opens the page's popup).
 */
export function ClosingCta({ scheduleDemo }: { scheduleDemo?: ReactNode }) {
  return (
    <CtaBanner
      id="get-started"
      title={closingCta.title}
      intro={closingCta.intro}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href="#pricing">Choose Your Plan</a>
          </Button>
          {scheduleDemo}
        </>
      }
    />
  );
}
