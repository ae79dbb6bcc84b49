import { ArrowRight, CalendarCheck, HelpCircle, MessageSquare, Sparkles } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { FormSection } from "~/components/ui/form-section";
import { Faq } from "~/components/ui/faq";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { TEAM_AVAILABILITY_NOTE, appDevelopmentFaq, processSteps } from "~/content/app-development";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ConsultationForm } from "~/features/app-development/consultation-form";
import { ProcessSteps } from "~/features/app-development/process-steps";
import { AppServices, WhyCustom } from "~/features/app-development/services";
import { appDevelopmentSchema } from "~/lib/page-schemas";
import appDevelopmentPage from "~/content/page-meta/app-development";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(
    appDevelopmentPage,
    import.meta.env.SSR && [appDevelopmentSchema(), faqPageSchema(appDevelopmentFaq)],
  );

export default function AppDevelopmentPage() {
  return (
    <>
      <PageHero
        eyebrow="App development"
        title={
          <>
            Custom Apps Built <GradientText>Around Your Business</GradientText>
          </>
        }
        intro={
          "Mobile apps, web apps and enterprise solutions designed, built, tested and supported by one team, from first consultation to deployment."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#consultation">Request a Consultation</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#services">Our Services</Link>
            </Button>
          </>
        }
      />
      <Section id="services">
        <SectionHeading
          eyebrow="What we build"
          title="App Development Services"
          intro="From a customer-facing mobile app to the internal system that runs your operations, we design and build software that people enjoy using."
        />
        <AppServices />
      </Section>
      <Section id="why-custom" className="bg-muted/30">
        <SectionHeading
          eyebrow="Why custom"
          title="Why Build a Custom App?"
          intro="Off-the-shelf tools get you started. Custom software gives you an edge your competitors can't buy."
        />
        <WhyCustom />
      </Section>
      <Section id="process">
        <SectionHeading
          eyebrow="How we work"
          title="Our Development Process"
          intro={`${processSteps.length} clear steps, with a demo at every milestone so you always know where your project stands.`}
        />
        <ProcessSteps />
      </Section>
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
            text: "A reply from the team that would build your app, not a sales script.",
          },
          {
            icon: CalendarCheck,
            text: "A fixed-scope proposal after the consultation, so costs never surprise you.",
          },
        ]}
        formTitle="Request a Consultation"
      >
        <ConsultationForm />
      </FormSection>
      <Section id="faq">
        <SectionHeading eyebrow="FAQ" title="Frequently Asked Questions" />
        <Faq items={appDevelopmentFaq} openFirst />
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
              <Link to="/contact">
                Start Your Project <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#faq">
                <HelpCircle aria-hidden className="size-4" /> Read the FAQ
              </Link>
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
