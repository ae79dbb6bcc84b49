import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("cheat-sheets");

export default function CheatSheetsPage() {
  return (
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
        </>
      }
    />
  );
}
