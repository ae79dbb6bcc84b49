import Rocket from "lucide-react/icons/rocket";

import { Button } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { howItWorks } from "~/content/ai-trainer";

/** The five steps from the access request to better answers (#how-it-works). */
export function HowItWorks() {
  return (
    <Section id="how-it-works" className="bg-muted/30">
      <SectionHeading
        eyebrow="How it works"
        title="From Question to Done in Five Steps"
        intro="No implementation project and nothing to install: your team is asking questions on day one."
      />
      <ol className="grid gap-6 md:grid-cols-5">
        {howItWorks.map((step, index) => (
          <li key={step.title} className="relative flex flex-col items-center text-center">
            <span className="grid size-14 place-items-center rounded-full bg-gradient-to-br from-purple-600 to-cyan-600 text-xl font-bold text-white shadow-lg shadow-purple-500/25">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 flex justify-center">
        <Button asChild size="lg" variant="gradient">
          <a href="#pricing">
            <Rocket aria-hidden className="size-4" />
            Start Your Free Trial
          </a>
        </Button>
      </div>
    </Section>
  );
}
