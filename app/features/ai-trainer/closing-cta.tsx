import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { closingCta } from "~/content/ai-trainer";

import { ScheduleDemoButton } from "./schedule-demo-button";

/** The product page's closing call (#get-started): choose a plan or schedule a demo. */
export function ClosingCta({ onScheduleDemo }: { onScheduleDemo: () => void }) {
  return (
    <CtaBanner
      id="get-started"
      title={closingCta.title}
      intro={closingCta.intro}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="#pricing">Choose Your Plan</Link>
          </Button>
          <ScheduleDemoButton onClick={onScheduleDemo} />
        </>
      }
    />
  );
}
