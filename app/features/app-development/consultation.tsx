import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarCheck from "lucide-react/icons/calendar-check";
import HelpCircle from "lucide-react/icons/circle-question-mark";
import MessageSquare from "lucide-react/icons/message-square";
import Sparkles from "lucide-react/icons/sparkles";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { FormSection } from "~/components/ui/form-section";
import { GradientText } from "~/components/ui/gradient-text";
import { Section, SectionHeading } from "~/components/ui/section";
import { TEAM_AVAILABILITY_NOTE } from "~/content/app-development";
import { REQUEST_REPLY_PROMISE } from "~/content/contact-reply";

/**
 * The consultation request (#consultation, `form`: the `ConsultationForm` island), the FAQ
 * (`questions`: the static `Faq`) and the closing call to action.
 */
export function AppConsultation({ form, questions }: { form?: ReactNode; questions?: ReactNode }) {
  return (
    <>
      <FormSection
        id="consultation"
        className="bg-muted/30"
        eyebrow="Free consultation"
        title={
          <>
            Let's Talk About <GradientText>Your App</GradientText>
          </>
        }
        intro="Tell us what you want to build. A senior developer reviews your request and comes back with questions, a rough timeline and a budget range, free and without obligation."
        points={[
          {
            icon: MessageSquare,
            text: `A reply ${REQUEST_REPLY_PROMISE} from the team that would build your app, not a sales script.`,
          },
          {
            icon: CalendarCheck,
            text: "A fixed-scope proposal after the consultation, so costs never surprise you.",
          },
        ]}
        formTitle="Request a Consultation"
      >
        {form}
      </FormSection>
      <Section id="faq">
        <SectionHeading eyebrow="FAQ" title="Frequently Asked Questions" />
        {questions}
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Ready to Build <GradientText>Something Great</GradientText>?
          </>
        }
        intro="Bring us the idea, the problem or the spreadsheet that's holding your team back. We'll help you turn it into software."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <a href="/contact">
                Start Your Project <ArrowRight aria-hidden className="size-4" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#faq">
                <HelpCircle aria-hidden className="size-4" /> Read the FAQ
              </a>
            </Button>
          </>
        }
        note={
          <span className="inline-flex items-center gap-2">
            <Sparkles aria-hidden className="size-4 text-text-cyan" />
            {TEAM_AVAILABILITY_NOTE}
          </span>
        }
      />
    </>
  );
}
