import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { appDevelopmentFaq } from "~/content/app-development";
import appDevelopmentPage from "~/content/page-meta/app-development";
import { appDevelopmentSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(
    appDevelopmentPage,
    import.meta.env.SSR && [appDevelopmentSchema(), faqPageSchema(appDevelopmentFaq)],
  );

// Below the hero, parts load their code as the visitor nears them.
const AppDevelopmentOverview = deferred("services", () =>
  import("~/features/app-development/overview").then((module) => module.AppDevelopmentOverview),
);
const AppConsultation = deferred("consultation", () =>
  import("~/features/app-development/consultation").then((module) => module.AppConsultation),
);

export default function AppDevelopmentPage() {
  return (
    <>
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
      <AppDevelopmentOverview />
      <AppConsultation />
    </>
  );
}
