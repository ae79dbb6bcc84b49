import type { ReactNode } from "react";

import { Section, SectionHeading } from "~/components/ui/section";
import { processSteps } from "~/content/app-development";

import { AppServices, WhyCustom } from "./services";

/** What we build, why custom, and the step-by-step process (`process`: a `ProcessSteps` island). */
export function AppDevelopmentOverview({ process }: { process?: ReactNode }) {
  return (
    <>
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
        {process}
      </Section>
    </>
  );
}
