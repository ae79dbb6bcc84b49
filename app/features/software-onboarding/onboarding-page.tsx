import { ArrowRight, CalendarDays, FileStack, Headphones } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { PlanCard } from "~/components/ui/plan-card";
import { GradientText, Section, SectionHeading } from "~/components/ui/section";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { site } from "~/config/site";
import {
  DEFAULT_SUPPORT_LEVEL,
  onboardingPackages,
  onboardingSupportTiers,
} from "~/content/onboarding-packages";
import { supportLevelLabels } from "~/content/onboarding-prices";
import { websiteServices } from "~/content/website-pricing";
import { formatUsd } from "~/lib/format";
import { lowestHubPrice } from "~/lib/onboarding-prices";
import { SMOOTH_SCROLL_MS, smoothScrollToId } from "~/lib/scroll";

const migration = websiteServices.migration;

/**
 * The software onboarding page. The pricing variant adds the price tables (`#pricing`) after
 * the packages and glides to them 500 ms after load when the URL asks for `#pricing`.
 */
export function OnboardingPage({ pricing }: { pricing?: ReactNode }) {
  useEffect(() => {
    if (!pricing || window.location.hash !== "#pricing") return;
    const timer = window.setTimeout(() => smoothScrollToId("pricing"), SMOOTH_SCROLL_MS);
    return () => window.clearTimeout(timer);
  }, [pricing]);

  return (
    <>
      <PageHero
        eyebrow="Software onboarding services"
        title={
          <>
            Get Your Team Live on <GradientText>{site.crm}</GradientText>, Fast
          </>
        }
        intro="Three onboarding packages, set up right the first time and adopted by your whole team:"
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <Link to="#services">Explore Packages</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </>
        }
      >
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="Packages">
          {onboardingPackages.map((item) => (
            <li
              key={item.name}
              className="rounded-full border border-border bg-glass px-4 py-1.5 text-sm font-semibold backdrop-blur"
            >
              {item.name}
              {item.badge ? <span className="ml-2 text-text-cyan">{item.badge}</span> : null}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section id="support">
        <SectionHeading
          eyebrow="Support after go-live"
          title="Support That Fits Your Team"
          intro="Add a support plan to any package. Silver is where most teams start."
        />
        <Tabs defaultValue={DEFAULT_SUPPORT_LEVEL} className="flex flex-col items-center">
          <TabsList aria-label="Support tier">
            {onboardingSupportTiers.map((tier) => (
              <TabsTrigger key={tier.level} value={tier.level}>
                {supportLevelLabels[tier.level]}
              </TabsTrigger>
            ))}
          </TabsList>
          {onboardingSupportTiers.map((tier) => (
            <TabsContent key={tier.level} value={tier.level} className="w-full max-w-2xl">
              <Card className="p-8">
                <h3 className="flex items-center gap-3 text-xl font-bold">
                  <Headphones aria-hidden className="size-5 text-text-purple" />
                  {supportLevelLabels[tier.level]} support
                </h3>
                <p className="mt-2 text-muted-foreground">{tier.summary}</p>
                <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                  {tier.details.map((detail) => (
                    <li key={detail} className="flex gap-2 text-sm">
                      <span aria-hidden className="text-text-cyan">
                        ✓
                      </span>
                      {detail}
                    </li>
                  ))}
                </ul>
              </Card>
            </TabsContent>
          ))}
        </Tabs>
      </Section>

      <Section id="services">
        <SectionHeading
          eyebrow="Onboarding packages"
          title="Choose Your Onboarding Package"
          intro="Priced per hub; see the full tables for every hub, package and tier."
        />
        <div className="grid gap-8 lg:grid-cols-3">
          {onboardingPackages.map((item) => (
            <PlanCard
              key={item.name}
              name={item.name}
              badge={item.badge}
              highlighted={item.highlighted}
              description={item.description}
              price={`From ${formatUsd(lowestHubPrice(item.tier))}`}
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
              {migration.summary} From {formatUsd(migration.tiers.at(-1)!.pricePerPage)} to{" "}
              {formatUsd(migration.tiers[0].pricePerPage)} per page, cheaper the more pages you
              bring.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/pricing/website-design">
              Website pricing <ArrowRight aria-hidden className="size-4" />
            </Link>
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
              <Link to={pricing ? "#pricing" : "/pricing/software-onboarding#pricing"}>
                View Detailed Pricing
              </Link>
            </Button>
          </>
        }
      />
    </>
  );
}
