import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { contactCopy } from "~/content/contact";
import { ContactSection } from "~/features/contact/contact-section";
import contactPage from "~/content/page-meta/contact";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta(contactPage);

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
        intro={`Tell us what you are working on. We reply within ${contactCopy.responseTime}, or book a call at a time that suits you.`}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#contact-message">Send a Message</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <ExternalLink href={site.bookingUrl}>Book a Call</ExternalLink>
            </Button>
          </>
        }
      />
      <ContactSection />
    </>
  );
}
