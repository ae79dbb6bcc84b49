import type { ReactNode } from "react";

import { FormSection } from "~/components/ui/form-section";
import { leadCapture } from "~/content/ai-trainer";

/**
 * The demo request (#lead-capture): why to book, the form (`form`: the `DemoForm` island), and a
 * quicker call option (`bookCall`: a `LeadPopupButton` island), both from the view.
 */
export function LeadCapture({ form, bookCall }: { form?: ReactNode; bookCall?: ReactNode }) {
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
          {bookCall}
        </>
      }
    >
      {form}
    </FormSection>
  );
}
