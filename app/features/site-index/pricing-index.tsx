import ArrowRight from "lucide-react/icons/arrow-right";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { GradientText } from "~/components/ui/gradient-text";
import { Section } from "~/components/ui/section";
import { SiteLink } from "~/components/ui/site-link";
import { site } from "~/config/site";
import { canonicalPath } from "~/content/page-paths";
import { type PriceIndexEntry, pricingIndex } from "~/content/resources";
import type { LeadLists } from "~/lib/lead-lists-schema";
import type { RevopsPackages } from "~/lib/revops-package-schema";
import { cn } from "~/lib/utils";

function PriceCards({
  entries,
  className,
}: {
  entries: readonly PriceIndexEntry[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", className)}>
      {entries.map(({ title, href, description, icon: Icon }) => (
        <li key={href}>
          <Card className="group relative flex h-full flex-col p-6 transition-colors focus-within:border-purple-400 hover:border-purple-400">
            <span className="mb-5 grid size-12 place-items-center rounded-xl bg-gradient-to-br from-purple-600 to-cyan-600 text-white">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="text-xl font-semibold">
              <SiteLink
                to={href}
                from={canonicalPath("pricing")}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {title}
              </SiteLink>
            </h3>
            <p className="mt-2 flex-1 text-muted-foreground">{description}</p>
            <span
              aria-hidden
              className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-text-purple"
            >
              See prices
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * The pricing index below the hero: every price page of the site as cards that link to it (full
 * price pages, then packages, the lead lists and the RevOps packages named as `leadLists` and
 * `revops`, the published ones, name them), then the closing call to action.
 */
export function PricingIndex({
  leadLists,
  revops,
}: {
  leadLists: LeadLists;
  revops: RevopsPackages;
}) {
  const index = pricingIndex(leadLists, revops);
  return (
    <>
      <Section id="price-pages" className="pt-12 lg:pt-16">
        <div className="grid gap-16">
          <div>
            <h2 className="mb-6 text-2xl font-bold tracking-tight">Price Pages</h2>
            <PriceCards entries={index.pages} className="lg:grid-cols-3" />
          </div>
          <div>
            <h2 className="mb-6 text-2xl font-bold tracking-tight">Packages and Plans</h2>
            <PriceCards entries={index.sections} className="lg:grid-cols-4" />
          </div>
        </div>
      </Section>
      <CtaBanner
        id="get-started"
        title={
          <>
            Need a <GradientText>Custom Quote</GradientText>?
          </>
        }
        intro="Bundles, larger teams and projects that do not fit a table: tell us what you need and we will price it for you."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <a href={canonicalPath("contact")}>Request a Quote</a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <ExternalLink href={site.bookingUrl}>Book a Call</ExternalLink>
            </Button>
          </>
        }
        note={`Or e-mail us at ${site.emails.general}`}
      />
    </>
  );
}
