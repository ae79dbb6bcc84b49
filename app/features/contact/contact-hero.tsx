import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import { CONTACT_RESPONSE_TIME } from "~/content/contact-reply";

import { MESSAGE_CARD_ID } from "./message-card";

/** The contact page's opening: its h1, a way to the message form and the booking link. */
export function ContactHero() {
  return (
    <PageHero
      eyebrow="Contact"
      title={
        <>
          Let&apos;s <GradientText>Talk</GradientText>
        </>
      }
      intro={`Tell us what you are working on. We reply within ${CONTACT_RESPONSE_TIME}, or book a call at a time that suits you.`}
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href={`#${MESSAGE_CARD_ID}`}>Send a Message</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <ExternalLink href={site.bookingUrl}>Book a Call</ExternalLink>
          </Button>
        </>
      }
    />
  );
}
