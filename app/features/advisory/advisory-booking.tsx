import CalendarCheck from "lucide-react/icons/calendar-check";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { FormSection } from "~/components/ui/form-section";
import { GradientText } from "~/components/ui/gradient-text";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { ADVISORY_CALL_MINUTES } from "~/content/advisory-call";
import { LIMITED_SLOTS_NOTE } from "~/content/advisory";
import { REQUEST_REPLY_PROMISE } from "~/content/contact-reply";

import { AboutAgency } from "./about-agency";

/**
 * The way to the call: the FAQ (`questions`: the static `Faq` of the published questions), the
 * booking call to action, who we are and the message form (`form`: the `AdvisoryMessageForm`
 * island).
 */
export function AdvisoryBooking({ questions, form }: { questions?: ReactNode; form?: ReactNode }) {
  return (
    <>
      <Section id="faq" className="bg-muted/30">
        <SectionHeading eyebrow="FAQ" title="Questions About the Advisory Call" />
        {questions}
      </Section>
      <CtaBanner
        id="book-call"
        title={
          <>
            Book Your <GradientText>Free Advisory Call</GradientText>
          </>
        }
        intro={`Pick a time that suits you. ${ADVISORY_CALL_MINUTES} minutes, no cost and no obligation.`}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <ExternalLink href={site.bookingUrl}>
                <CalendarCheck aria-hidden className="size-4" /> Book Your Free Call
              </ExternalLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#message-form">Send Us a Message</a>
            </Button>
          </>
        }
        note={LIMITED_SLOTS_NOTE}
      />
      <AboutAgency className="pt-0 lg:pt-0" />
      <FormSection
        id="message-form"
        className="bg-muted/30"
        eyebrow="Send a message"
        title={
          <>
            Tell Us About Your <GradientText>Software</GradientText>
          </>
        }
        intro="Share a little about your team and tools so your specialist comes prepared. Then choose a time for your call."
        points={[
          { icon: Clock, text: `We reply ${REQUEST_REPLY_PROMISE}.` },
          {
            icon: Mail,
            text: (
              <>
                Prefer e-mail?{" "}
                <a
                  href={`mailto:${site.emails.general}`}
                  className="font-medium text-text-purple underline underline-offset-4"
                >
                  {site.emails.general}
                </a>
              </>
            ),
          },
        ]}
        formTitle="Send Us a Message"
      >
        {form}
      </FormSection>
    </>
  );
}
