import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { explanation } from "~/content/ai-trainer";

/** What the trainer is and why it helps (#what-it-is). */
export function Explanation() {
  return (
    <Section id="what-it-is">
      <SectionHeading eyebrow="What it is" title={explanation.title} />
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div className="space-y-5 text-lg leading-relaxed text-pretty text-muted-foreground">
          {explanation.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="grid gap-4">
          {explanation.points.map(({ icon: Icon, title, description }) => (
            <li key={title}>
              <Card className="flex gap-4 p-5">
                <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-text-cyan" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{description}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
