import { Section } from "~/components/ui/section";
import type { LegalSection } from "~/content/legal";

/** A plain, readable policy: numbered headings and short paragraphs. */
export function LegalDocument({
  sections,
  updated,
}: {
  sections: readonly LegalSection[];
  updated: string;
}) {
  return (
    <Section className="pt-0">
      <article className="mx-auto max-w-3xl space-y-10 rounded-2xl border border-border bg-glass p-6 backdrop-blur sm:p-10">
        <p className="text-sm text-muted-foreground">Last updated: {updated}</p>
        {sections.map((section, index) => (
          <section key={section.heading} className="space-y-3">
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </Section>
  );
}
