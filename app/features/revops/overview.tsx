import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Clock from "lucide-react/icons/clock";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { FormSection } from "~/components/ui/form-section";
import { GradientText } from "~/components/ui/gradient-text";
import { Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { site } from "~/config/site";
import type { Testimonial } from "~/lib/testimonial-schema";

import { RevopsPillars } from "./pillars";

/**
 * Everything below the hero: the packages (`packages`: the `RevopsPackages` island), what RevOps
 * is, the testimonial (`testimonial`, the published one), the discovery call form (`form`: the
 * `DiscoveryForm` island) and the closing call to action.
 */
export function RevopsOverview({
  packages,
  form,
  testimonial,
}: {
  packages?: ReactNode;
  form?: ReactNode;
  testimonial: Testimonial;
}) {
  return (
    <>
      <Section id="packages">
        <SectionHeading
          eyebrow="Packages"
          title="Choose Your Growth Speed"
          intro="Month-to-month RevOps consulting with a senior strategist. Every package comes with a sign-up incentive."
        />
        {packages}
      </Section>
      <Section id="what-is-revops" className="bg-muted/30">
        <SectionHeading
          eyebrow="What is RevOps?"
          title="One Team, One Funnel, One Revenue Number"
          intro="Revenue operations connects the people, processes and tools of marketing, sales and customer success, so growth stops leaking between departments."
        />
        <RevopsPillars />
      </Section>
      <Section id="testimonials">
        <SectionHeading eyebrow="Results" title="What Happens When RevOps Clicks" />
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={testimonial} size="large" />
        </div>
      </Section>
      <FormSection
        id="consultation"
        className="bg-muted/30"
        eyebrow="Discovery call"
        title={
          <>
            Book Your Free <GradientText>Discovery Call</GradientText>
          </>
        }
        intro="Tell us where revenue is slipping. On a 30-minute call we map your funnel, spot the quickest wins and confirm which package fits, with no obligation."
        points={[
          { icon: Clock, text: "We reply within 24 hours to schedule your call." },
          {
            icon: CalendarCheck,
            text: (
              <>
                Prefer to pick a time now?{" "}
                <ExternalLink
                  href={site.bookingUrl}
                  className="font-medium text-text-purple underline underline-offset-4"
                >
                  Book directly in our calendar
                </ExternalLink>
                .
              </>
            ),
          },
        ]}
        formTitle="Request a Discovery Call"
      >
        {form}
      </FormSection>
      <CtaBanner
        id="get-started"
        title={
          <>
            Stop Leaving <GradientText>Revenue</GradientText> on the Table
          </>
        }
        intro="Align your teams, fix your data and build a revenue engine that scales. Your first step is a conversation."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <a href="#consultation">
                Schedule Consultation <ArrowRight aria-hidden className="size-4" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="/contact">Contact Us</a>
            </Button>
          </>
        }
      />
    </>
  );
}
