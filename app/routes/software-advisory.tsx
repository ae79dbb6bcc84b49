import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { site } from "~/config/site";
import { advisoryFaq } from "~/content/advisory";
import { ADVISORY_CALL_MINUTES } from "~/content/advisory-call";
import softwareAdvisoryPage from "~/content/page-meta/software-advisory";
import { pageMeta } from "~/lib/seo";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta(softwareAdvisoryPage, import.meta.env.SSR && [faqPageSchema(advisoryFaq)]);

const AdvisoryOverview = deferred("why-guidance", () =>
  import("~/features/advisory/advisory-overview").then((module) => module.AdvisoryOverview),
);

// The FAQ, the booking call to action and the message form, further down.
const AdvisoryBooking = deferred("faq", () =>
  import("~/features/advisory/advisory-booking").then((module) => module.AdvisoryBooking),
);

export default function SoftwareAdvisoryPage() {
  return (
    <>
      <PageHero
        eyebrow="Free software advisory"
        title={
          <>
            Get the Most from Your Software with a <GradientText>Free Advisory Call</GradientText>
          </>
        }
        intro={`A free ${ADVISORY_CALL_MINUTES}-minute call with a ${site.brand} specialist: we assess your setup, recommend what to use and answer your questions, with no pressure to buy.`}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <ExternalLink href={site.bookingUrl}>Book Your Free Call</ExternalLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="#message-form">Send Us a Message</Link>
            </Button>
          </>
        }
      />
      <AdvisoryOverview />
      <AdvisoryBooking />
    </>
  );
}
