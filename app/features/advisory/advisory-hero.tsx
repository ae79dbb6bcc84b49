import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import { ADVISORY_CALL_MINUTES } from "~/content/advisory-call";

/** The software advisory page's opening: its h1, the booking link and the way to the form. */
export function AdvisoryHero() {
  return (
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
            <a href="#message-form">Send Us a Message</a>
          </Button>
        </>
      }
    />
  );
}
