import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("app-development");

export default function AppDevelopmentPage() {
  return (
    <PageHero
      eyebrow="App development"
      title={
        <>
          Custom Apps Built <GradientText>Around Your Business</GradientText>
        </>
      }
      intro={
        "Mobile apps, web apps and enterprise solutions designed, built, tested and supported by one team, from first consultation to deployment."
      }
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <Link to="#consultation">Request a Consultation</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="#services">Our Services</Link>
          </Button>
        </>
      }
    />
  );
}
