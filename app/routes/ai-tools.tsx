import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { CtaBanner } from "~/components/ui/cta-banner";
import { Faq } from "~/components/ui/faq";
import { IconCardGrid } from "~/components/ui/icon-card";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { aiToolsBenefits, aiToolsFaq } from "~/content/ai-tools";
import { AiToolsCatalog } from "~/features/ai-tools/tool-catalog";
import aiToolsPage from "~/content/page-meta/ai-tools";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () => pageMeta(aiToolsPage, import.meta.env.SSR && [faqPageSchema(aiToolsFaq)]);

export default function AiToolsPage() {
  return (
    <>
      <PageHero
        eyebrow="Free AI tools"
        title={
          <>
            Free AI Tools for <GradientText>Every Team</GradientText>
          </>
        }
        intro={
          "Generate content, sharpen sales scripts, answer customers, automate workflows, design pages and prepare discovery calls with free AI tools."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#lead-form">Get Access</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#tools">Browse the Tools</Link>
            </Button>
          </>
        }
      />
      <AiToolsCatalog />
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
        <Faq items={aiToolsFaq} />
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
            <Link to="#lead-form">
              Get Free Access <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Button>
        }
      />
    </>
  );
}
