import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import FileStack from "lucide-react/icons/file-stack";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { PlanCard } from "~/components/ui/plan-card";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { onboardingPackagesOf } from "~/content/onboarding-packages";
import { formatUsd } from "~/lib/format";
import type { OnboardingPackages } from "~/lib/onboarding-package-schema";
import { type HubPrices, lowestHubPrice } from "~/lib/onboarding-prices";
import type { WebsitePrices } from "~/lib/website-price-schema";
import type { WebsiteService } from "~/lib/website-service-schema";
import { highestPricePerPage, lowestPricePerPage } from "~/lib/website-pricing";

/**
 * The software onboarding page below its hero: support (`support`: the `SupportTierTabs`
 * island), packages, website migration and the closing call to action. The pricing variant
 * passes its price tables as `pricing` (the `HubPriceTables` island): they get a section of
 * their own (#pricing) after the packages. The packages' copy comes from `packages`, their
 * "from" prices from `hubPrices`, the migration's name, summary and prices per page from
 * `migration` and `websitePrices`, the published ones.
 */
export function OnboardingSections({
  packages,
  hubPrices,
  migration,
  websitePrices,
  support,
  pricing,
}: {
  packages: OnboardingPackages;
  hubPrices: HubPrices;
  migration: WebsiteService;
  websitePrices: WebsitePrices;
  support?: ReactNode;
  pricing?: ReactNode;
}) {
  const lowestMigrationPricePerPage = lowestPricePerPage(websitePrices, "migration");
  const highestMigrationPricePerPage = highestPricePerPage(websitePrices, "migration");
  return (
    <>
      <Section id="support">
        <SectionHeading
          eyebrow="Support after go-live"
          title="Support That Fits Your Team"
          intro="Add a support plan to any package. Silver is where most teams start."
        />
        {support}
      </Section>

      <Section id="services">
        <SectionHeading
          eyebrow="Onboarding packages"
          title="Choose Your Onboarding Package"
          intro="Priced per hub; see the full tables for every hub, package and tier."
        />
        <div className="grid gap-8 lg:grid-cols-3">
          {onboardingPackagesOf(packages).map((item) => (
            <PlanCard
              key={item.name}
              name={item.name}
              badge={item.badge}
              highlighted={item.highlighted}
              description={item.description}
              price={`From ${formatUsd(lowestHubPrice(hubPrices, item.tier))}`}
              period="per hub"
              features={item.features}
              footnote={item.note}
              action={
                <Button
                  asChild
                  variant={item.highlighted ? "gradient" : "outline"}
                  className="w-full"
                >
                  <ExternalLink href={site.bookingUrl}>Book a Call</ExternalLink>
                </Button>
              }
            />
          ))}
        </div>
      </Section>

      {pricing ? (
        <Section id="pricing" className="bg-muted/30">
          <SectionHeading
            eyebrow="Detailed pricing"
            title={`${site.crm} Onboarding Prices`}
            intro="One-time fees per hub for Professional and Enterprise, from Basic to Intelligent."
          />
          {pricing}
        </Section>
      ) : null}

      <Section id="website-migration">
        <Card className="grid items-center gap-8 p-8 md:grid-cols-[auto_1fr_auto]">
          <FileStack aria-hidden className="size-12 text-text-purple" />
          <div>
            <h2 className="text-2xl font-bold">{migration.name}</h2>
            <p className="mt-2 text-muted-foreground">
              {migration.summary} From {formatUsd(lowestMigrationPricePerPage)} to{" "}
              {formatUsd(highestMigrationPricePerPage)} per page, cheaper the more pages you bring.
            </p>
          </div>
          <Button asChild variant="outline">
            <a href="/pricing/website-design">
              Website pricing <ArrowRight aria-hidden className="size-4" />
            </a>
          </Button>
        </Card>
      </Section>

      <CtaBanner
        id="get-started"
        title="Ready to Get Your Team Onboarded?"
        intro="Book a call and we will recommend the package, hubs and support that fit your team."
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <ExternalLink href={site.bookingUrl}>
                <CalendarDays aria-hidden className="size-4" />
                Book a Call Now
              </ExternalLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={pricing ? "#pricing" : "/pricing/software-onboarding#pricing"}>
                View Detailed Pricing
              </a>
            </Button>
          </>
        }
      />
    </>
  );
}
