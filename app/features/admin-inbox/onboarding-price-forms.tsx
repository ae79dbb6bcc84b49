/** The forms of the onboarding prices and the support plans. */
import { useId } from "react";

import { Card } from "~/components/ui/card";
import {
  hubs,
  packageTypeLabels,
  packageTypes,
  supportLevels,
  tierLabels,
  tiers,
} from "~/content/onboarding-options";
import { MAX_ITEMS, type OnboardingPrices, type SupportPlans } from "~/lib/onboarding-price-schema";

import {
  fieldKey,
  FieldList,
  type FormProps,
  NumberField,
  type Path,
  ReorderableList,
  Section,
  tableClasses,
  TextField,
} from "./content-fields";

/** The hub prices of one package type: a row per hub, a column per tier. */
function HubPriceTable({
  packageType,
  ...props
}: FormProps<OnboardingPrices> & {
  packageType: (typeof packageTypes)[number];
}) {
  const captionId = useId();
  // A phone is narrower than the hub names and three prices: the table scrolls in its own
  // region, the hub names staying in view, rather than squeezing the prices over the names.
  return (
    <div role="region" aria-labelledby={captionId} className="overflow-x-auto">
      <table className={tableClasses}>
        <caption id={captionId} className="pb-2 text-left font-semibold">
          {packageTypeLabels[packageType]}
        </caption>
        <thead>
          <tr>
            <th scope="col">Hub</th>
            {tiers.map((tier) => (
              <th key={tier} scope="col">
                {tierLabels[tier]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hubs.map((hub) => (
            <tr key={hub}>
              <th scope="row" className="sticky left-0 z-10 bg-background whitespace-nowrap">
                {hub}
              </th>
              {tiers.map((tier) => (
                <td key={tier}>
                  <NumberField {...props} hideLabel path={["hubPrices", packageType, hub, tier]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An add-on price list: a row per add-on, reorderable; an empty price is "not offered". */
function AddOnRows({
  list,
  title,
  ...props
}: FormProps<OnboardingPrices> & {
  list: "addOnTable" | "integrationTable";
  title: string;
}) {
  return (
    <Section title={title}>
      <ReorderableList
        items={props.item[list]}
        onChange={(next) => props.onChange([list], next)}
        name={(index) => props.label([list, index])}
        blank={{ name: "", advanced: null, intelligent: null }}
        max={MAX_ITEMS.priceRows}
        addLabel={`Add a row to ${title}`}
        className="grid gap-3"
      >
        {(index, actions) => (
          <li className="grid items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
            <TextField {...props} path={[list, index, "name"]} />
            <NumberField {...props} nullable="Not offered" path={[list, index, "advanced"]} />
            <NumberField {...props} nullable="Not offered" path={[list, index, "intelligent"]} />
            <div className="sm:pt-6">{actions}</div>
          </li>
        )}
      </ReorderableList>
    </Section>
  );
}

const NOT_INCLUDED = "";

/** The calculator's presets as cards: a tier per hub they include, reorderable. */
function Presets(props: FormProps<OnboardingPrices>) {
  const presets = props.item.presetPackages;
  const name = (index: number) => props.label(["presetPackages", index]);
  return (
    <Section title="Calculator presets">
      <ReorderableList
        items={presets}
        onChange={(next) => props.onChange(["presetPackages"], next)}
        name={name}
        blank={{ name: "", description: "", hubs: [{ hub: "Sales Hub", tier: "basic" }] }}
        max={MAX_ITEMS.presets}
        addLabel="Add a preset"
        className="grid gap-4 lg:grid-cols-2"
      >
        {(index, actions) => {
          const preset = presets[index]!;
          const hubsProblem = props.problems.get(fieldKey(["presetPackages", index, "hubs"]));
          return (
            <li>
              <Card className="grid gap-3 p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold">{name(index)}</h3>
                  {actions}
                </div>
                <TextField {...props} path={["presetPackages", index, "name"]} />
                <TextField {...props} multiline path={["presetPackages", index, "description"]} />
                <fieldset className="grid gap-2">
                  <legend className="pb-1 text-sm font-semibold">{name(index)} · hubs</legend>
                  {hubs.map((hub) => {
                    const chosen = preset.hubs.find((entry) => entry.hub === hub);
                    return (
                      <label
                        key={hub}
                        className="grid grid-cols-[1fr_auto] items-center gap-2 text-sm"
                      >
                        <span>{hub}</span>
                        <select
                          className="h-9 rounded-lg border border-input bg-background/60 px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
                          value={chosen?.tier ?? NOT_INCLUDED}
                          aria-invalid={hubsProblem ? true : undefined}
                          onChange={(event) => {
                            const tier = event.currentTarget.value as (typeof tiers)[number] | "";
                            const others = preset.hubs.filter((entry) => entry.hub !== hub);
                            const next =
                              tier === NOT_INCLUDED ? others : [...others, { hub, tier }];
                            // Hubs keep the order of the hub list, as the calculator shows them.
                            next.sort((a, b) => hubs.indexOf(a.hub) - hubs.indexOf(b.hub));
                            props.onChange(["presetPackages", index, "hubs"], next);
                          }}
                        >
                          <option value={NOT_INCLUDED}>Not included</option>
                          {tiers.map((tier) => (
                            <option key={tier} value={tier}>
                              {tierLabels[tier]}
                            </option>
                          ))}
                        </select>
                      </label>
                    );
                  })}
                  {hubsProblem ? (
                    <p className="text-sm font-medium text-red-700 dark:text-red-400">
                      {hubsProblem}
                    </p>
                  ) : null}
                </fieldset>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-purple-600"
                    checked={preset.popular === true}
                    onChange={(event) => {
                      const { popular: _popular, ...rest } = preset;
                      const next = event.currentTarget.checked ? { ...rest, popular: true } : rest;
                      props.onChange(["presetPackages", index], next);
                    }}
                  />
                  {name(index)} · marked Most popular
                </label>
              </Card>
            </li>
          );
        }}
      </ReorderableList>
    </Section>
  );
}

/** One support plan as a card: its figures and its services, a list that can be reordered. */
function SupportPlanCard({
  tier,
  level,
  ...props
}: FormProps<SupportPlans> & {
  tier: (typeof tiers)[number];
  level: (typeof supportLevels)[number];
}) {
  const plan: Path = [tier, level];
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <h3 className="font-semibold">{props.label(plan)}</h3>
        <NumberField {...props} path={[...plan, "monthlyPrice"]} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <NumberField {...props} price={false} path={[...plan, "hoursPerMonth"]} />
          <NumberField {...props} price={false} path={[...plan, "responseHours"]} />
        </div>
        <FieldList
          {...props}
          path={[...plan, "services"]}
          items={props.item[tier][level].services}
          blank=""
          max={MAX_ITEMS.services}
          addLabel={`Add a service to ${props.label(plan)}`}
        />
      </Card>
    </li>
  );
}

export function OnboardingPricesForm(props: FormProps<OnboardingPrices>) {
  return (
    <>
      <Section title="Hub prices">
        {packageTypes.map((packageType) => (
          <HubPriceTable key={packageType} packageType={packageType} {...props} />
        ))}
      </Section>
      <Section title="Free and Starter, and the calculator's add-ons">
        <div className="grid gap-3 sm:grid-cols-3">
          {tiers.map((tier) => (
            <NumberField key={tier} {...props} path={["freeStarterHubPrices", tier]} />
          ))}
          {packageTypes.flatMap((packageType) =>
            (["techAudit", "processMapping"] as const).map((addOn) => (
              <NumberField
                key={`${packageType}-${addOn}`}
                {...props}
                path={["calculatorAddOnPrices", packageType, addOn]}
              />
            )),
          )}
          <NumberField {...props} path={["customIntegrationPrice"]} />
        </div>
      </Section>
      <AddOnRows {...props} list="addOnTable" title="Add-ons" />
      <AddOnRows {...props} list="integrationTable" title="Integrations" />
      <Presets {...props} />
    </>
  );
}

/** The support plans: a section per onboarding tier, a card per support level. */
export function SupportPlansForm(props: FormProps<SupportPlans>) {
  return tiers.map((tier) => (
    <Section key={tier} title={`${tierLabels[tier]} support plans`}>
      <ul className="grid gap-4 lg:grid-cols-3">
        {supportLevels.map((level) => (
          <SupportPlanCard key={level} tier={tier} level={level} {...props} />
        ))}
      </ul>
    </Section>
  ));
}
