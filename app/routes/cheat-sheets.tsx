import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { TestimonialCard } from "~/components/ui/testimonial-card";
import { cheatSheetsTestimonial } from "~/content/cheat-sheets";
import { AboutAgency } from "~/features/advisory/about-agency";
import { CheatSheetLibrary } from "~/features/cheat-sheets/sheet-library";
import cheatSheetsPage from "~/content/page-meta/cheat-sheets";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(cheatSheetsPage);

export default function CheatSheetsPage() {
  return (
    <>
      <PageHero
        eyebrow="Software cheat sheets"
        title={
          <>
            Software <GradientText>Cheat Sheets</GradientText> for Busy Teams
          </>
        }
        intro={
          "Quick-reference guides for marketing automation, sales pipelines, customer support, operations dashboards, website optimisation and AI tools."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#lead-form">Get the Cheat Sheets</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#cheat-sheets">Browse the Library</Link>
            </Button>
          </>
        }
      />
      <CheatSheetLibrary />
      <Section id="testimonial">
        <SectionHeading eyebrow="Results" title="Teams That Keep Them Close" />
        <div className="mx-auto max-w-3xl">
          <TestimonialCard testimonial={cheatSheetsTestimonial} size="large" />
        </div>
      </Section>
      <AboutAgency className="pt-0 lg:pt-0" />
    </>
  );
}
