import { Button } from "~/components/ui/button";
import { GradientText } from "~/components/ui/gradient-text";
import { PageHero } from "~/components/ui/page-hero";

/** The app development page's opening: its h1 and the ways to the consultation and the services. */
export function AppDevelopmentHero() {
  return (
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
            <a href="#consultation">Request a Consultation</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#services">Our Services</a>
          </Button>
        </>
      }
    />
  );
}
