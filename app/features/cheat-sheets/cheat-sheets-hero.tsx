import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";

import { ACCESS_FORM_ID } from "./sheet-library";

/** The cheat sheets page's opening: its h1, the way to the access form and to the library. */
export function CheatSheetsHero() {
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
            <a href={`#${ACCESS_FORM_ID}`}>Get the Cheat Sheets</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#cheat-sheets">Browse the Library</a>
          </Button>
        </>
      }
    />
  );
}
