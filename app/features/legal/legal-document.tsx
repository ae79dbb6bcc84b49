import { Section } from "~/components/ui/section";
import { LEGAL_UPDATED, type LegalSection, privacySections, termsSections } from "~/content/legal";

/** A plain, readable policy: numbered headings and short paragraphs. */
function LegalDocument({ id, sections }: { id: string; sections: readonly LegalSection[] }) {
  return (
    <Section id={id} className="pt-12 lg:pt-16">
      <article className="mx-auto max-w-3xl space-y-10 rounded-2xl border border-border bg-glass p-6 backdrop-blur sm:p-10">
        <p className="text-sm text-muted-foreground">Last updated: {LEGAL_UPDATED}</p>
        {sections.map((section, index) => (
          <section key={section.heading} className="space-y-3">
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) =>
              typeof paragraph === "string" ? (
                <p key={paragraph} className="leading-relaxed text-muted-foreground">
                  {paragraph}
                </p>
              ) : (
                <p
                  key={paragraph.slot}
                  data-legal-slot={paragraph.slot}
                  className="leading-relaxed text-muted-foreground"
                >
                  {paragraph.text}
                </p>
              ),
            )}
          </section>
        ))}
      </article>
    </Section>
  );
}

export function PrivacyPolicy() {
  return <LegalDocument id="privacy-policy" sections={privacySections} />;
}

export function TermsOfService() {
  return <LegalDocument id="terms-of-service" sections={termsSections} />;
}
