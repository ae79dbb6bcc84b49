import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { deferred } from "~/components/ui/deferred";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/gradient-text";
import { site } from "~/config/site";
import { CONTACT_RESPONSE_TIME } from "~/content/contact-reply";
import contactPage from "~/content/page-meta/contact";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(contactPage);

/** The message form's card, where the hero's "Send a Message" leads. */
const MESSAGE_FORM_ID = "contact-message";

// Just below the hero; its form loads the form code only as the visitor heads for it.
const ContactSection = deferred(MESSAGE_FORM_ID, () =>
  import("~/features/contact/contact-section").then((module) => module.ContactSection),
);

export default function ContactPage() {
  return (
    <>
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
              <Link to={`#${MESSAGE_FORM_ID}`}>Send a Message</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <ExternalLink href={site.bookingUrl}>Book a Call</ExternalLink>
            </Button>
          </>
        }
      />
      <ContactSection formId={MESSAGE_FORM_ID} />
    </>
  );
}
