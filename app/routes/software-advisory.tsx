import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { GradientText } from "~/components/ui/section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("software-advisory");

export default function SoftwareAdvisoryPage() {
  return (
    <PageHero
      eyebrow="Free software advisory"
      title={
        <>
          Get the Most from Your Software with a <GradientText>Free Advisory Call</GradientText>
        </>
      }
      intro={`A free 30-minute call with a ${site.brand} specialist: we assess your setup, recommend what to use and answer your questions, with no pressure to buy.`}
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
  );
}
