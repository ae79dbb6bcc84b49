import { CalendarCheck, Clock, Mail } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { FormSection } from "~/components/ui/form-section";
import { IconCardGrid } from "~/components/ui/icon-card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { Faq } from "~/components/ui/faq";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { site } from "~/config/site";
import {
  ADVISORY_CALL_MINUTES,
  ADVISORY_REPLY_PROMISE,
  LIMITED_SLOTS_NOTE,
  advisoryBenefits,
  advisoryFaq,
  advisoryProblems,
  advisorySteps,
  advisoryTestimonial,
} from "~/content/advisory";
import { AboutAgency } from "~/features/advisory/about-agency";
import { CallAgenda } from "~/features/advisory/call-agenda";
import { AdvisoryMessageForm } from "~/features/advisory/message-form";
import softwareAdvisoryPage from "~/content/page-meta/software-advisory";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(softwareAdvisoryPage, import.meta.env.SSR && [faqPageSchema(advisoryFaq)]);

export default function SoftwareAdvisoryPage() {
  return (
    <>
      <PageHero
        eyebrow="Free software advisory"
        title={
          <>
            Get the Most from Your Software with a <GradientText>Free Advisory Call</GradientText>
          </>
        }
        intro={`A free ${ADVISORY_CALL_MINUTES}-minute call with a ${site.brand} specialist: we assess your setup, recommend what to use and answer your questions, with no pressure to buy.`}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <ExternalLink href={site.bookingUrl}>Book Your Free Call</ExternalLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#message-form">Send Us a Message</Link>
            </Button>
          </>
        }
      />
      <Section id="why-guidance">
        <SectionHeading
          eyebrow="Why guidance matters"
          title="Software Should Save You Time, Not Cost You More"
          intro="Without a plan, even great software turns into busywork. These are the three problems we hear about most."
        />
        <IconCardGrid items={advisoryProblems} />
      </Section>
      <Section id="how-it-works" className="bg-muted/30">
        <SectionHeading
          eyebrow="How it works"
          title="Three Steps to Clarity"
          intro="One conversation, three outcomes: you know where you stand, what to do next and why."
        />
        <IconCardGrid items={advisorySteps} numbered />
      </Section>
      <Section id="benefits">
        <SectionHeading eyebrow="Benefits" title="What You Get from the Call" />
        <IconCardGrid items={advisoryBenefits} columns={4} />
      </Section>
      <Section id="agenda" className="bg-muted/30">
        <SectionHeading
          eyebrow="Call agenda"
          title={`Your ${ADVISORY_CALL_MINUTES} Minutes, Well Spent`}
          intro="A focused agenda, so every minute goes to your questions and your setup."
        />
        <CallAgenda />
      </Section>
      <Section id="testimonial">
        <SectionHeading eyebrow="Results" title="What One Call Can Change" />
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={advisoryTestimonial} size="large" />
        </div>
      </Section>
      <Section id="faq" className="bg-muted/30">
        <SectionHeading eyebrow="FAQ" title="Questions About the Advisory Call" />
        <Faq items={advisoryFaq} />
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
              <Link to="#message-form">Send Us a Message</Link>
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
          { icon: Clock, text: `We reply ${ADVISORY_REPLY_PROMISE}.` },
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
        <AdvisoryMessageForm />
      </FormSection>
    </>
  );
}
