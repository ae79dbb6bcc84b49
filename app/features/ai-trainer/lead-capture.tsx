import { FormSection } from "~/components/ui/form-section";
import { leadCapture } from "~/content/ai-trainer";

import { DemoForm } from "./demo-form";
import { LeadPopupButton } from "./lead-popup-button";

/** The demo request (#lead-capture): why to book, the form, and a quicker call option. */
export function LeadCapture({ onBookCall }: { onBookCall: () => void }) {
  return (
    <FormSection
      id="lead-capture"
      eyebrow="Live demo"
      title={leadCapture.title}
      intro={leadCapture.intro}
      points={leadCapture.points}
      formTitle="Request a Demo"
      extra={
        <>
          <p className="mt-8 text-sm text-muted-foreground">Prefer to talk it through first?</p>
          <LeadPopupButton className="mt-3" onClick={onBookCall}>
            Book a Call
          </LeadPopupButton>
        </>
      }
    >
      <DemoForm />
    </FormSection>
  );
}
