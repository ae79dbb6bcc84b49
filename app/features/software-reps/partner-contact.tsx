import ArrowRight from "lucide-react/icons/arrow-right";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Handshake from "lucide-react/icons/handshake";
import MessageSquare from "lucide-react/icons/message-square";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormSection } from "~/components/ui/form-section";
import { GradientText } from "~/components/ui/gradient-text";
import { Section } from "~/components/ui/section";
import { partnerSection } from "~/content/sales-resources";

/** The partner section of the sales-rep page; its form is the page's #contact-form. */
function PartnerContactSection({ form }: { form?: ReactNode }) {
  const { sideCard } = partnerSection;
  return (
    <FormSection
      id="partner-contact"
      className="bg-muted/30"
      eyebrow={partnerSection.eyebrow}
      title={
        <>
          {partnerSection.title} <GradientText>{partnerSection.titleHighlight}</GradientText>
        </>
      }
      intro={partnerSection.intro}
      extra={
        <Card className="mt-8 p-6">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground">
              <MessageSquare aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{sideCard.title}</h3>
              <p className="mt-2 text-muted-foreground">{sideCard.description}</p>
              <Button asChild variant="outline" className="mt-4">
                <a href="/contact">
                  {sideCard.action} <ArrowRight aria-hidden className="size-4" />
                </a>
              </Button>
            </div>
          </div>
        </Card>
      }
      formTitle="Tell Us About Your Deal"
    >
      {form}
    </FormSection>
  );
}

/** About the partner program, with a way back up to the form. */
function PartnerAbout() {
  const { about } = partnerSection;
  return (
    <Card className="grid gap-8 p-8 sm:p-10 lg:grid-cols-[auto_1fr_auto] lg:items-center">
      <span
        aria-hidden
        className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white"
      >
        <Handshake className="size-8" />
      </span>
      <div>
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{about.title}</h2>
        <p className="mt-3 text-muted-foreground">{about.description}</p>
        <ul className="mt-5 grid gap-2 sm:grid-cols-3">
          {about.points.map((point) => (
            <li key={point} className="flex gap-2 text-sm">
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-text-purple" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button asChild size="lg" variant="gradient">
        <a href="#contact-form">{about.action}</a>
      </Button>
    </Card>
  );
}

/**
 * The close of the sales-rep page: about the partner program (#about), then the partner form
 * (`form`: the `PartnerContactForm` island).
 */
export function PartnerSections({ form }: { form?: ReactNode }) {
  return (
    <>
      <Section id="about">
        <PartnerAbout />
      </Section>
      <PartnerContactSection form={form} />
    </>
  );
}
