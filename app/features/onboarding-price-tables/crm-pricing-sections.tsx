import Bot from "lucide-react/icons/bot";
import CalendarDays from "lucide-react/icons/calendar-days";
import Compass from "lucide-react/icons/compass";
import Mail from "lucide-react/icons/mail";
import Wrench from "lucide-react/icons/wrench";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { ExternalLink } from "~/components/ui/external-link";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { crmPricingCopy as copy } from "~/content/crm-pricing";
import { tierTitles, tiers } from "~/content/onboarding-options";
import type { OnboardingPackages } from "~/lib/onboarding-package-schema";

import { AddOnPriceTable, type AddOnTablePrices } from "./add-on-price-table";

const tierIcons = { basic: Compass, advanced: Wrench, intelligent: Bot } as const;

/**
 * The CRM price list below its hero: the tiers' cards (their lines from `packages`, the published
 * copy of the onboarding packages), onboarding per hub (`hubPrices`: the `HubPriceTables`
 * island), add-ons (`addOnPrices`, the published ones) and monthly support plans
 * (`supportPlans`: the `SupportPlanTabs` island).
 */
export function CrmPricingSections({
  packages,
  addOnPrices,
  hubPrices,
  supportPlans,
}: {
  packages: OnboardingPackages;
  addOnPrices: AddOnTablePrices;
  hubPrices?: ReactNode;
  supportPlans?: ReactNode;
}) {
  return (
    <>
      <Section id="tiers">
        <SectionHeading eyebrow={copy.tiersIntro.eyebrow} title={copy.tiersIntro.title} />
        <ul className="grid gap-6 md:grid-cols-3">
          {tiers.map((tier) => {
            const Icon = tierIcons[tier];
            return (
              <li key={tier}>
                <Card className="h-full p-6">
                  <Icon aria-hidden className="size-8 text-text-purple" />
                  <h3 className="mt-4 text-lg font-bold">{tierTitles[tier]}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">
                    {packages[tier].crmPricingLine}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="onboarding-pricing" className="bg-muted/30">
        <SectionHeading
          eyebrow={copy.onboarding.eyebrow}
          title={copy.onboarding.title}
          intro={copy.onboarding.intro}
        />
        {hubPrices}
      </Section>

      <Section id="add-ons">
        <SectionHeading
          eyebrow={copy.addOns.eyebrow}
          title={copy.addOns.title}
          intro={copy.addOns.intro}
        />
        <AddOnPriceTable prices={addOnPrices} />
        <p className="mt-6 text-center text-sm text-muted-foreground">{copy.addOns.note}</p>
      </Section>

      <Section id="support-plans" className="bg-muted/30">
        <SectionHeading
          eyebrow={copy.support.eyebrow}
          title={copy.support.title}
          intro={copy.support.intro}
        />
        {supportPlans}
      </Section>

      <CtaBanner
        id="contact-sales"
        title={copy.closing.title}
        intro={copy.closing.intro}
        actions={
          <>
            <Button asChild size="lg" variant="gradient">
              <a href={`mailto:${site.emails.general}`}>
                <Mail aria-hidden className="size-4" />
                {copy.closing.emailLabel}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <ExternalLink href={site.bookingUrl}>
                <CalendarDays aria-hidden className="size-4" />
                {copy.closing.bookLabel}
              </ExternalLink>
            </Button>
          </>
        }
        note={site.emails.general}
      />
    </>
  );
}
