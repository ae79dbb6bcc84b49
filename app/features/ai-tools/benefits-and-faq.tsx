import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { IconCardGrid } from "~/components/ui/icon-card";
import { GradientText } from "~/components/ui/gradient-text";
import { Section, SectionHeading } from "~/components/ui/section";
import { aiToolsBenefits } from "~/content/ai-tools";

import { ACCESS_FORM_ID } from "./tool-catalog";

/**
 * Below the access form: why the tools help, the FAQ (`questions`: the static `Faq` of the
 * published questions) and a closing link back to the form.
 */
export function BenefitsAndFaq({ questions }: { questions?: ReactNode }) {
  return (
    <>
      <Section id="benefits">
        <SectionHeading
          eyebrow="Why use them"
          title="Work Smarter, Not Longer"
          intro="Small tools, big time savings: the tasks your team repeats every week, done in minutes."
        />
        <IconCardGrid items={aiToolsBenefits} columns={4} centered />
      </Section>
      <Section id="faq" className="bg-muted/30">
        <SectionHeading eyebrow="FAQ" title="Questions About the AI Tools" />
        {questions}
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Ready to Put <GradientText>AI</GradientText> to Work?
          </>
        }
        intro="Get free access to every tool in the catalog. It takes less than a minute."
        actions={
          <Button asChild size="lg" variant="gradient">
            <a href={`#${ACCESS_FORM_ID}`}>
              Get Free Access <ArrowRight aria-hidden className="size-4" />
            </a>
          </Button>
        }
      />
    </>
  );
}
