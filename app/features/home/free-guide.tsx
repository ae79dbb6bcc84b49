import BookOpen from "lucide-react/icons/book-open";
import type { ReactNode } from "react";

import { FloatingParticles } from "~/components/ui/floating-particles";
import { GradientText } from "~/components/ui/gradient-text";
import { Section } from "~/components/ui/section";
import { freeGuide } from "~/content/home";

/** The free-guide offer (#free-guide): why to read it, beside `card` (the `FreeGuideCard` island, from the view). */
export function FreeGuide({ card }: { card?: ReactNode }) {
  return (
    <Section id="free-guide" className="overflow-hidden">
      <FloatingParticles area="form" />
      <div className="relative grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wider text-text-cyan uppercase">
            {freeGuide.eyebrow}
          </p>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            The <GradientText>AI Adoption Quick-Start Guide</GradientText> for Revenue Teams
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{freeGuide.intro}</p>
          <ul className="mt-6 space-y-3">
            {freeGuide.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <BookOpen aria-hidden className="mt-0.5 size-5 shrink-0 text-text-purple" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        {card}
      </div>
    </Section>
  );
}
