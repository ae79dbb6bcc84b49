import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("software-onboarding");

export default function SoftwareOnboardingPage() {
  return (
    <PageHero
      eyebrow="Software onboarding services"
      title={
        <>
          Get Your Team Live on <GradientText>{site.crm}</GradientText>, Fast
        </>
      }
      intro={
        "Basic, Advanced and IntellAGENT onboarding packages with Bronze, Silver and Gold support: set up right the first time, adopted by your whole team."
      }
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="#services">Explore Packages</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </>
      }
    />
  );
}
