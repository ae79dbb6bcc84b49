import { ArrowRight, CalendarCheck, Clock } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { site } from "~/config/site";
import { revopsTestimonial } from "~/content/revops";
import { CtaBanner } from "~/components/ui/cta-banner";
import { DiscoveryForm } from "~/features/revops/discovery-form";
import { RevopsPackages } from "~/features/revops/packages";
import { RevopsPillars } from "~/features/revops/pillars";
import { revopsConsultingSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("revops-consulting", [revopsConsultingSchema()]);

export default function RevopsConsultingPage() {
  return (
    <>
      <PageHero
        eyebrow="Revenue operations consulting"
        title={
          <>
            Turn Your Revenue Engine into a <GradientText>Growth Machine</GradientText>
          </>
        }
        intro={
          "Monthly RevOps consulting that aligns marketing, sales and service around one revenue goal: Ignite, Accelerate or Dominate."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#packages">View Packages</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#consultation">Schedule Consultation</Link>
            </Button>
          </>
        }
      />
      <Section id="packages">
        <SectionHeading
          eyebrow="Packages"
          title="Choose Your Growth Speed"
          intro="Month-to-month RevOps consulting with a senior strategist. Every package comes with a sign-up incentive."
        />
        <RevopsPackages />
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
          <TestimonialCard testimonial={revopsTestimonial} className="p-8 text-lg" />
        </div>
      </Section>
      <Section id="consultation" className="overflow-hidden bg-muted/30">
        <FloatingParticles area="form" />
        <div className="relative grid gap-12 lg:grid-cols-[1fr_34rem] lg:items-start">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
              Discovery call
            </p>
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
              Book Your Free <GradientText>Discovery Call</GradientText>
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Tell us where revenue is slipping. On a 30-minute call we map your funnel, spot the
              quickest wins and confirm which package fits, with no obligation.
            </p>
            <ul className="mt-8 space-y-4">
              <li className="flex gap-3">
                <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                <span>We reply within 24 hours to schedule your call.</span>
              </li>
              <li className="flex gap-3">
                <CalendarCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                <span>
                  Prefer to pick a time now?{" "}
                  <ExternalLink
                    href={site.bookingUrl}
                    className="font-medium text-text-purple underline underline-offset-4"
                  >
                    Book directly in our calendar
                  </ExternalLink>
                  .
                </span>
              </li>
            </ul>
          </div>
          <Card className="p-6 sm:p-8">
            <h3 className="mb-6 text-xl font-semibold">Request a Discovery Call</h3>
            <DiscoveryForm />
          </Card>
        </div>
      </Section>
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
              <Link to="#consultation">
                Schedule Consultation <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
