import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { leadGenerationFaq } from "~/content/lead-generation";
import { DELIVERY_TIME, LEADS_PER_LIST } from "~/content/lead-list-terms";
import leadGenerationPage from "~/content/page-meta/lead-generation";
import { leadGenerationSchema } from "~/lib/page-schemas";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(
    leadGenerationPage,
    import.meta.env.SSR && [leadGenerationSchema(), faqPageSchema(leadGenerationFaq)],
  );

// Below the hero, parts load their code as the visitor nears them. A package's button ticks its list in the
// form through a shared store, never through the form's props.
const LeadGenerationOverview = deferred("buyer-intent", () =>
  import("~/features/lead-generation/overview").then((module) => module.LeadGenerationOverview),
);
const LeadRequest = deferred("consultation", () =>
  import("~/features/lead-generation/lead-request").then((module) => module.LeadRequest),
);

export default function LeadGenerationPage() {
  return (
    <>
      <PageHero
        eyebrow="Lead generation"
        title={
          <>
            Qualified Leads with <GradientText>Buyer-Intent Data</GradientText>
          </>
        }
        intro={`Lists of ${LEADS_PER_LIST} qualified leads with contact details, intent signals, tech stacks and decision-maker insights, delivered in ${DELIVERY_TIME}.`}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#packages">View Packages</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#consultation">Book a Consultation</Link>
            </Button>
          </>
        }
      />
      <LeadGenerationOverview />
      <LeadRequest />
    </>
  );
}
