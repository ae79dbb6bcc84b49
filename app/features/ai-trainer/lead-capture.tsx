import { CalendarCheck } from "lucide-react";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { FormSection } from "~/components/ui/form-section";
import { leadCapture } from "~/content/ai-trainer";

import { preloadLeadPopup } from "./lead-popup";

const SECTION_ID = "lead-capture";

/** Holds the form's place (same size) while its code loads. */
function FormSkeleton() {
  return (
    <div aria-hidden className="grid gap-5">
      {[0, 1].map((field) => (
        <div key={field} className="grid gap-2">
          <span className="h-3.5 w-28 rounded bg-muted" />
          <span className="h-10 rounded-lg border border-input bg-background/60" />
        </div>
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        {[0, 1].map((field) => (
          <div key={field} className="grid gap-2">
            <span className="h-3.5 w-28 rounded bg-muted" />
            <span className="h-10 rounded-lg border border-input bg-background/60" />
          </div>
        ))}
      </div>
      <span className="h-12 rounded-lg bg-gradient-to-r from-purple-600/60 to-cyan-700/60" />
    </div>
  );
}

// The form and its validation code sit at the bottom of the page: they load as the visitor nears.
const DemoForm = deferred(
  SECTION_ID,
  () => import("./demo-form").then((module) => module.DemoForm),
  <FormSkeleton />,
);

/** The demo request (#lead-capture): why to book, the form, and a quicker call option. */
export function LeadCapture({ onBookCall }: { onBookCall: () => void }) {
  return (
    <FormSection
      id={SECTION_ID}
      eyebrow="Live demo"
      title={leadCapture.title}
      intro={leadCapture.intro}
      points={leadCapture.points}
      formTitle="Request a Demo"
      extra={
        <>
          <p className="mt-8 text-sm text-muted-foreground">Prefer to talk it through first?</p>
          <Button
            variant="outline"
            size="lg"
            className="mt-3"
            onClick={() => onBookCall()}
            onPointerEnter={preloadLeadPopup}
            onFocus={preloadLeadPopup}
          >
            <CalendarCheck aria-hidden className="size-4" />
            Book a Call
          </Button>
        </>
      }
    >
      <DemoForm />
    </FormSection>
  );
}
