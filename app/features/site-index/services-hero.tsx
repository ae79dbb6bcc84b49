import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/config/site";
import { canonicalPath } from "~/content/page-paths";

/** The services index's opening: its h1, the contact page and the booking calendar. */
export function ServicesHero() {
  return (
    <PageHero
      eyebrow="Services"
      title={
        <>
          Everything Your Revenue Team Needs, <GradientText>Under One Roof</GradientText>
        </>
      }
      intro={
        "Software onboarding, website services, custom presentations, lead generation, app development and revenue operations consulting."
      }
      actions={
        <>
          <Button asChild size="lg" variant="gradient">
            <a href={canonicalPath("contact")}>Contact Us</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <ExternalLink href={site.bookingUrl}>Book a Call</ExternalLink>
          </Button>
        </>
      }
    />
  );
}
