import { ArrowRight, Mail } from "lucide-react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { whyPartnerPoints } from "~/content/website-pricing";
import { BenefitGrid } from "~/features/website-services/benefit-grid";
import { CtaBanner } from "~/components/ui/cta-banner";
import { WebsiteServiceCards } from "~/features/website-services/service-cards";
import { websiteServicesSchema } from "~/lib/page-schemas";
import websiteServicesPage from "~/content/page-meta/website-services";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta(websiteServicesPage, import.meta.env.SSR && [websiteServicesSchema()]);

export default function WebsiteServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Website services"
        title={
          <>
            Websites That <GradientText>Turn Visitors into Leads</GradientText>
          </>
        }
        intro={
          "Website migration and redesign on your CRM's platform: fast, search-ready and built to convert, priced per page."
        }
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="/pricing/website-design">View Pricing</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </>
        }
      />
      <Section id="services">
        <SectionHeading
          eyebrow="What we do"
          title="Two Ways to a Better Website"
          intro="Keep the site you love and move it to a better platform, or start fresh with a design built to convert. Either way, your CRM, forms and analytics work together from day one."
        />
        <WebsiteServiceCards />
      </Section>
      <Section id="why-partner" className="bg-muted/30">
        <SectionHeading
          eyebrow="Why partner with us"
          title="A Website That Works as Hard as Your Sales Team"
          intro="We build on the same platform as your CRM, so marketing, sales and service see every visit, form and conversation in one place."
        />
        <BenefitGrid items={whyPartnerPoints} />
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Ready for a Quote, a Migration or a <GradientText>Redesign</GradientText>?
          </>
        }
        intro="Tell us about your current site and your goals. We'll reply with a fixed price and a timeline."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="/contact">
                Get a Free Quote <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">
                <Mail aria-hidden className="size-4" /> Plan My Migration
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Start a Redesign</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
