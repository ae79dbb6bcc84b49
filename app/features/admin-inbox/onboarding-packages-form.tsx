/** The form of the onboarding packages' copy: a card per package, its features reorderable. */
import { Card } from "~/components/ui/card";
import { type Tier, tierTitles, tiers } from "~/content/onboarding-options";
import { MAX_FEATURES, type OnboardingPackages } from "~/lib/onboarding-package-schema";

import { FieldList, type FormProps, type Path, Section, TextField } from "./content-fields";

/** One package's copy as a card: its description, its features, its CRM pricing page line. */
function PackageCard({ tier, ...props }: FormProps<OnboardingPackages> & { tier: Tier }) {
  const features: Path = [tier, "features"];
  return (
    <li>
      <Card className="grid gap-4 p-4">
        <div>
          <h3 className="font-semibold">{props.label([tier])}</h3>
          {/* The name, badge and tier are the spec's: only the copy below is the owner's. */}
          <p className="text-sm text-muted-foreground">{tierTitles[tier]} tier</p>
        </div>
        <TextField {...props} multiline path={[tier, "description"]} />
        <FieldList
          {...props}
          path={features}
          items={props.item[tier].features}
          blank=""
          max={MAX_FEATURES}
          addLabel={`Add a feature to ${props.label([tier])}`}
        />
        <TextField {...props} multiline path={[tier, "crmPricingLine"]} />
      </Card>
    </li>
  );
}

/** The three packages side by side on wide screens, in the site's order. */
export function OnboardingPackagesForm(props: FormProps<OnboardingPackages>) {
  return (
    <Section title="Onboarding packages">
      <ul className="grid gap-4 xl:grid-cols-3">
        {tiers.map((tier) => (
          <PackageCard key={tier} tier={tier} {...props} />
        ))}
      </ul>
    </Section>
  );
}
