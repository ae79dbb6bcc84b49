import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Tag from "lucide-react/icons/tag";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { GradientText } from "~/components/ui/gradient-text";
import { Section } from "~/components/ui/section";
import { site } from "~/config/site";
import { servicesMenu } from "~/content/navigation";
import { canonicalPath } from "~/content/page-paths";
import { serviceIndexCopy } from "~/content/resources";
import type { RevopsPackages } from "~/lib/revops-package-schema";

/** The six services of the Services menu, each with a summary, highlights and its price page. */
function ServiceCards({ revops }: { revops: RevopsPackages }) {
  const copyOf = serviceIndexCopy(revops);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {servicesMenu.items.map((service) => {
        const copy = copyOf[service.href];
        const Icon = copy?.icon;
        return (
          <li key={service.href}>
            <Card className="flex h-full flex-col p-6">
              {Icon ? (
                <span className="mb-5 grid size-12 place-items-center rounded-xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white">
                  <Icon aria-hidden className="size-6" />
                </span>
              ) : null}
              <h2 className="text-xl font-semibold">
                <a href={service.href} className="hover:text-text-purple">
                  {service.title}
                </a>
              </h2>
              <p className="mt-2 text-muted-foreground">{copy?.summary ?? service.description}</p>
              {copy ? (
                <ul className="mt-4 flex-1 space-y-2 text-sm">
                  {copy.highlights.map((highlight) => (
                    <li key={highlight} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-text-cyan" />
                      {highlight}
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="flex-1" />
              )}
              <div className="mt-6 flex flex-wrap items-center gap-2">
                <Button asChild variant="gradient">
                  <a href={service.href}>
                    Learn More<span className="sr-only"> about {service.title}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </a>
                </Button>
                {copy?.pricing ? (
                  <Button asChild variant="ghost" size="sm">
                    <a href={copy.pricing.href}>
                      <Tag aria-hidden className="size-4" />
                      {copy.pricing.label}
                    </a>
                  </Button>
                ) : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The services index below the hero: the six services, the RevOps packages named as `revops`
 * (the published ones) names them, then the closing call to action.
 */
export function ServiceIndex({ revops }: { revops: RevopsPackages }) {
  return (
    <>
      <Section id="services" className="pt-12 lg:pt-16">
        <ServiceCards revops={revops} />
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Not Sure Where to <GradientText>Start</GradientText>?
          </>
        }
        intro="Tell us what you want to achieve and we will recommend the service, or the mix of services, that gets you there fastest."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <ExternalLink href={site.bookingUrl}>Book a Free Call</ExternalLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={canonicalPath("pricing")}>See All Pricing</a>
            </Button>
          </>
        }
      />
    </>
  );
}
