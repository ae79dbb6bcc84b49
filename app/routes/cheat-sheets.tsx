import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import cheatSheetsPage from "~/content/page-meta/cheat-sheets";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(cheatSheetsPage);

/** The access form's section, where the page's calls to action lead. */
const FORM_ID = "lead-form";

// The sheets and the form share the chosen sheet, so they load together.
const CheatSheetLibrary = deferred("cheat-sheets", () =>
  import("~/features/cheat-sheets/sheet-library").then((module) => module.CheatSheetLibrary),
);

const AboutAgency = deferred("about", () =>
  import("~/features/advisory/about-agency").then((module) => module.AboutAgency),
);

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
              <Link to={`#${FORM_ID}`}>Get the Cheat Sheets</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#cheat-sheets">Browse the Library</Link>
            </Button>
          </>
        }
      />
      <CheatSheetLibrary formId={FORM_ID} />
      <AboutAgency className="pt-0 lg:pt-0" />
    </>
  );
}
