import type { ReactNode } from "react";

import { Section, SectionHeading } from "~/components/ui/section";

import { AudienceCards } from "./audience-cards";
import { PromptTips } from "./prompt-tips";

/**
 * What the guide holds, below the hero: who it is for, its four topics (`topics`: the
 * static `TopicAccordion`) and three prompting tips.
 */
export function GuideOverview({ topics }: { topics?: ReactNode }) {
  return (
    <>
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
        {topics}
      </Section>
      <Section id="tips">
        <SectionHeading
          eyebrow="Prompting tips"
          title="Three Habits of Great Prompts"
          intro="The difference between a generic answer and a useful one is usually the prompt."
        />
        <PromptTips />
      </Section>
    </>
  );
}
