import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { FormSection } from "~/components/ui/form-section";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { AudienceCards } from "~/features/prompt-guide/audience-cards";
import { DownloadForm, GuidePreview } from "~/features/prompt-guide/download-form";
import { PromptTips } from "~/features/prompt-guide/prompt-tips";
import { TopicAccordion } from "~/features/prompt-guide/topic-accordion";
import promptGuidePage from "~/content/page-meta/prompt-guide";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(promptGuidePage);

export default function PromptGuidePage() {
  return (
    <>
      <PageHero
        eyebrow="Free prompt guide"
        title={
          <>
            The AI Trainer <GradientText>Prompt Guide</GradientText>
          </>
        }
        intro={
          "Ready-to-use prompts for marketers, salespeople, customer service reps and operations managers, so your team gets better answers from AI on day one."
        }
        actions={
          <Button asChild size="lg" variant="gradient">
            <Link to="#download-form">Get Your Free Guide</Link>
          </Button>
        }
      />
      <Section id="roles">
        <SectionHeading
          eyebrow="Who it's for"
          title="Prompts Written for Your Role"
          intro="Every chapter starts from real tasks, so the prompts fit the work your team already does."
        />
        <AudienceCards />
      </Section>
      <Section id="topics" className="bg-muted/30">
        <SectionHeading
          eyebrow="Inside the guide"
          title="Four Topics, One Practical Guide"
          intro="Open a topic to see a sample of its prompts. The full guide has many more."
        />
        <TopicAccordion />
      </Section>
      <Section id="tips">
        <SectionHeading
          eyebrow="Prompting tips"
          title="Three Habits of Great Prompts"
          intro="The difference between a generic answer and a useful one is usually the prompt."
        />
        <PromptTips />
      </Section>
      <FormSection
        id="download-form"
        className="bg-muted/30"
        eyebrow="Free download"
        title={
          <>
            Get Your Free <GradientText>Prompt Guide</GradientText>
          </>
        }
        intro="Tell us where to send it and which role you work in. The guide arrives in your inbox within minutes."
        extra={
          <div className="mt-8">
            <GuidePreview />
          </div>
        }
        formTitle="Send Me the Guide"
      >
        <DownloadForm />
      </FormSection>
    </>
  );
}
