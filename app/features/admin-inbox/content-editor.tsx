import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Trash from "lucide-react/icons/trash-2";
import { Fragment, type ReactNode, useId, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Textarea } from "~/components/ui/input";
import {
  hubs,
  packageTypeLabels,
  packageTypes,
  supportLevels,
  tierLabels,
  tiers,
} from "~/content/onboarding-options";
import {
  type TeamPlanId,
  addOnIds,
  individualPlanIds,
  teamPlanIds,
} from "~/content/ai-trainer-plan-ids";
import { websiteServiceOrder } from "~/content/website-pricing";
import { ADMIN_PATHS } from "~/lib/admin-api";
import { type AiTrainerOffer, type AiTrainerPlans, MAX_BANDS } from "~/lib/ai-trainer-plan-schema";
import {
  CONTENT_API,
  type ContentHistoryAnswer,
  type ContentItemAnswer,
  contentPreviewPath,
  contentTitles,
} from "~/lib/content-api";
import {
  type ContentKindId,
  type ContentOf,
  type FieldProblem,
  checkContent,
  contentKindIds,
  contentKinds,
  isContentKind,
} from "~/lib/content-kinds";
import { MAX_ITEMS, type OnboardingPrices, type SupportPlans } from "~/lib/onboarding-price-schema";
import { MAX_SLIDE_EXAMPLES, type PresentationPrices } from "~/lib/presentation-price-schema";
import { MAX_EXAMPLES, MAX_TIERS, type WebsitePrices } from "~/lib/website-price-schema";

import { AdminRequestError, SignedOutError, adminRequest } from "./admin-client";
import { CONTENT_HEADING } from "./admin-headings";
import { FocusHeading } from "./focus-heading";
import { formatDateTime } from "./lead-values";
import { ListError } from "./list-states";
import { useAdminData } from "./use-admin-data";

type Path = readonly (string | number)[];
type Problems = ReadonlyMap<string, string>;

const fieldKey = (path: Path) => path.join(".");

/** A copy of `value` with `next` at `path`. */
function setAt<T>(value: T, path: Path, next: unknown): T {
  const copy = structuredClone(value);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = next;
  return copy;
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    value,
  );
}

/** A list with the item at `index` moved by `by` (−1 up, +1 down). */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(index + by, 0, item!);
  return copy;
}

interface FieldProps<T = unknown> {
  path: Path;
  item: T;
  /** The label that names the field at a path (its kind's, app/lib/content-kinds.ts). */
  label: (path: Path) => string;
  problems: Problems;
  onChange: (path: Path, value: unknown) => void;
  /** The label is read, not shown: the table's headers show where the field sits. */
  hideLabel?: boolean;
}

/** What a form or a part of one gets: the item, its labels, its problems and its setter. */
type FormProps<T> = Omit<FieldProps<T>, "path" | "hideLabel">;

/** A field's label, its control and its problem, the control described by the problem. */
function Field({
  path,
  label,
  problems,
  hideLabel,
  control,
}: Omit<FieldProps, "item" | "onChange"> & {
  control: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const problem = problems.get(fieldKey(path));
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-semibold"}>
        {label(path)}
      </label>
      {control({
        id,
        ...(problem ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {}),
      })}
      {problem ? (
        <p id={`${id}-problem`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A number (a whole price in dollars unless told): empty is null where the field allows it (its
 * placeholder says what null means, e.g. "Not offered"), else missing.
 */
function NumberField({
  nullable,
  price = true,
  step = 1,
  ...props
}: FieldProps & { nullable?: string; price?: boolean; step?: number }) {
  const value = getAt(props.item, props.path);
  return (
    <Field
      {...props}
      control={(control) => (
        <Input
          {...control}
          type="number"
          inputMode={step < 1 ? "decimal" : "numeric"}
          min={price ? 0 : 1}
          step={step}
          className="min-w-24 tabular-nums"
          placeholder={nullable}
          value={typeof value === "number" && Number.isFinite(value) ? value : ""}
          onChange={(event) => {
            const text = event.currentTarget.value;
            props.onChange(
              props.path,
              text === "" ? (nullable === undefined ? Number.NaN : null) : Number(text),
            );
          }}
        />
      )}
    />
  );
}

/** A line or a paragraph of text; empty is null where the field allows it (`nullable`). */
function TextField({
  multiline,
  nullable,
  ...props
}: FieldProps & { multiline?: boolean; nullable?: string }) {
  const value = String(getAt(props.item, props.path) ?? "");
  const onChange = (event: { currentTarget: { value: string } }) => {
    const text = event.currentTarget.value;
    props.onChange(props.path, nullable !== undefined && text === "" ? null : text);
  };
  return (
    <Field
      {...props}
      control={(control) =>
        multiline ? (
          <Textarea {...control} rows={2} className="min-h-16" value={value} onChange={onChange} />
        ) : (
          <Input {...control} placeholder={nullable} value={value} onChange={onChange} />
        )
      }
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const tableClasses = "w-full border-collapse text-sm [&_td]:p-1.5 [&_th]:p-1.5 [&_th]:text-left";

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

/** Buttons that move an item of a list up or down, or remove it; each names its item. */
function ListItemActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove ${name}`}
        disabled={count === 1}
        onClick={onRemove}
      >
        <Trash aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

/**
 * A list the owner reorders, shortens and extends: each item rendered by `children` with the
 * buttons that move or remove it, then a button that adds `blank`, up to `max` items.
 */
function ReorderableList<T>({
  items,
  onChange,
  name,
  blank,
  max,
  addLabel,
  className,
  children,
}: {
  items: readonly T[];
  onChange: (next: T[]) => void;
  /** The item's name on its buttons, e.g. "Preset 2". */
  name: (index: number) => string;
  blank: T;
  max: number;
  addLabel: string;
  className: string;
  /** The item's <li>, with its buttons placed where it shows them. */
  children: (index: number, actions: ReactNode) => ReactNode;
}) {
  return (
    <>
      <ul className={className}>
        {items.map((_, index) => (
          // Items have no id of their own: their place is what the owner sees and moves.
          <Fragment key={index}>
            {children(
              index,
              <ListItemActions
                name={name(index)}
                index={index}
                count={items.length}
                onMove={(by) => onChange(moved(items, index, by))}
                onRemove={() => onChange(items.filter((_, other) => other !== index))}
              />,
            )}
          </Fragment>
        ))}
      </ul>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={items.length >= max}
          onClick={() => onChange([...items, blank])}
        >
          {addLabel}
        </Button>
      </div>
    </>
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
        <ReorderableList
          items={props.item[tier][level].services}
          onChange={(next) => props.onChange([...plan, "services"], next)}
          name={(index) => props.label([...plan, "services", index])}
          blank=""
          max={MAX_ITEMS.services}
          addLabel={`Add a service to ${props.label(plan)}`}
          className="grid gap-2"
        >
          {(index, actions) => (
            <li className="grid grid-cols-[1fr_auto] items-end gap-2">
              <TextField {...props} path={[...plan, "services", index]} />
              {actions}
            </li>
          )}
        </ReorderableList>
      </Card>
    </li>
  );
}

function OnboardingPricesForm(props: FormProps<OnboardingPrices>) {
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
function SupportPlansForm(props: FormProps<SupportPlans>) {
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

/**
 * A row of a list of ranges priced per unit (a plan's price bands, a service's page tiers): its
 * first and last count, empty where `openEnd` allows it, and its price; then its buttons.
 */
function RangeRow<T>({
  row,
  fields: [first, last, price],
  openEnd,
  actions,
  ...props
}: FormProps<T> & {
  row: Path;
  fields: readonly [string, string, string];
  openEnd?: string;
  actions: ReactNode;
}) {
  return (
    <li className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_1fr_auto]">
      <NumberField {...props} price={false} path={[...row, first]} />
      <NumberField {...props} price={false} nullable={openEnd} path={[...row, last]} />
      <NumberField {...props} path={[...row, price]} />
      <div className="sm:pt-6">{actions}</div>
    </li>
  );
}

/** A team plan as a card: its figures, and its price bands as rows (none: custom pricing). */
function TeamPlanCard({ id, ...props }: FormProps<AiTrainerPlans> & { id: TeamPlanId }) {
  const plan: Path = ["team", id];
  const { bands } = props.item.team[id];
  const blankBand = { minUsers: 1, maxUsers: null, pricePerUser: 0 };
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <h3 className="font-semibold">{props.label(plan)}</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField {...props} price={false} path={[...plan, "minUsers"]} />
          <NumberField
            {...props}
            price={false}
            nullable="Agreed per contract"
            path={[...plan, "conversationsPerUser"]}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-purple-600"
            checked={bands === null}
            onChange={(event) =>
              props.onChange([...plan, "bands"], event.currentTarget.checked ? null : [blankBand])
            }
          />
          {props.label(plan)} · priced per organisation
        </label>
        {bands === null ? null : (
          <ReorderableList
            items={bands}
            onChange={(next) => props.onChange([...plan, "bands"], next)}
            name={(index) => props.label([...plan, "bands", index])}
            blank={blankBand}
            max={MAX_BANDS}
            addLabel={`Add a price band to ${props.label(plan)}`}
            className="grid gap-3"
          >
            {(index, actions) => (
              <RangeRow
                {...props}
                row={[...plan, "bands", index]}
                fields={["minUsers", "maxUsers", "pricePerUser"]}
                openEnd="No upper limit"
                actions={actions}
              />
            )}
          </ReorderableList>
        )}
      </Card>
    </li>
  );
}

/** The AI trainer's figures: a card per plan, then the discount, overage and add-ons. */
function AiTrainerPlansForm(props: FormProps<AiTrainerPlans>) {
  return (
    <>
      <Section title="Individual plans">
        <ul className="grid gap-4 lg:grid-cols-3">
          {individualPlanIds.map((id) => (
            <li key={id}>
              <Card className="grid gap-3 p-4">
                <h3 className="font-semibold">{props.label(["individual", id])}</h3>
                <NumberField {...props} path={["individual", id, "monthlyPrice"]} />
                <NumberField {...props} price={false} path={["individual", id, "conversations"]} />
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Billing, overage and add-ons">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <NumberField {...props} path={["annualDiscountPercent"]} />
          <NumberField {...props} step={0.01} path={["overagePerConversation"]} />
          {addOnIds.map((id) => (
            <NumberField key={id} {...props} path={["addOns", id, "monthlyPrice"]} />
          ))}
          <NumberField {...props} path={["teamAddOnMonthlyPrice"]} />
        </div>
      </Section>
      <Section title="Team plans">
        <ul className="grid gap-4">
          {teamPlanIds.map((id) => (
            <TeamPlanCard key={id} id={id} {...props} />
          ))}
        </ul>
      </Section>
    </>
  );
}

/** The limited offer: its hours, and when its banner stops showing. */
function AiTrainerOfferForm(props: FormProps<AiTrainerOffer>) {
  return (
    <Section title="Limited offer">
      <div className="grid max-w-xl gap-3">
        <NumberField {...props} price={false} path={["hours"]} />
        <TextField
          {...props}
          nullable="Empty: no end. E.g. 2026-12-31T23:59:00Z"
          path={["endsAt"]}
        />
      </div>
    </Section>
  );
}

/** A problem of a whole list (a page count twice, no row left), shown under it. */
function ListProblem({ path, problems }: Pick<FieldProps, "path" | "problems">) {
  const problem = problems.get(fieldKey(path));
  return problem ? (
    <p className="text-sm font-medium text-red-700 dark:text-red-400">{problem}</p>
  ) : null;
}

/**
 * A reorderable list of counts (a service's example page counts, the pricing card's example
 * slides), each a field, with the list's own problem under it.
 */
function CountList<T>({
  path,
  items,
  blank,
  max,
  addLabel,
  className,
  ...props
}: FormProps<T> & {
  path: Path;
  items: readonly number[];
  blank: number;
  max: number;
  addLabel: string;
  className: string;
}) {
  return (
    <>
      <ReorderableList
        items={items}
        onChange={(next) => props.onChange(path, next)}
        name={(index) => props.label([...path, index])}
        blank={blank}
        max={max}
        addLabel={addLabel}
        className={className}
      >
        {(index, actions) => (
          <li className="grid grid-cols-[1fr_auto] items-end gap-2">
            <NumberField {...props} price={false} path={[...path, index]} />
            {actions}
          </li>
        )}
      </ReorderableList>
      <ListProblem {...props} path={path} />
    </>
  );
}

/** A website service's figures as a card: its tiers as rows, its worked examples. */
function WebsiteServiceCard({
  id,
  ...props
}: FormProps<WebsitePrices> & { id: (typeof websiteServiceOrder)[number] }) {
  const service: Path = ["services", id];
  const { tiers: pageTiers, examplePages } = props.item.services[id];
  const lastTier = pageTiers.at(-1);
  return (
    <li>
      <Card className="grid gap-4 p-4">
        <h3 className="font-semibold">{props.label(service)}</h3>
        <ReorderableList
          items={pageTiers}
          onChange={(next) => props.onChange([...service, "tiers"], next)}
          name={(index) => props.label([...service, "tiers", index])}
          blank={{
            minPages: lastTier ? lastTier.maxPages + 1 : 1,
            maxPages: props.item.maxEstimatePages,
            pricePerPage: 0,
          }}
          max={MAX_TIERS}
          addLabel={`Add a tier to ${props.label(service)}`}
          className="grid gap-3"
        >
          {(index, actions) => (
            <RangeRow
              {...props}
              row={[...service, "tiers", index]}
              fields={["minPages", "maxPages", "pricePerPage"]}
              actions={actions}
            />
          )}
        </ReorderableList>
        <ListProblem {...props} path={[...service, "tiers"]} />
        <CountList
          {...props}
          path={[...service, "examplePages"]}
          items={examplePages}
          blank={props.item.maxEstimatePages}
          max={MAX_EXAMPLES}
          addLabel={`Add an example to ${props.label(service)}`}
          className="grid gap-2 sm:grid-cols-2"
        />
      </Card>
    </li>
  );
}

/** The website prices: a card per service, then the page count above which a quote is needed. */
function WebsitePricesForm(props: FormProps<WebsitePrices>) {
  return (
    <>
      <Section title="Website services">
        <ul className="grid gap-4">
          {websiteServiceOrder.map((id) => (
            <WebsiteServiceCard key={id} id={id} {...props} />
          ))}
        </ul>
      </Section>
      <Section title="Estimator">
        <div className="max-w-xl">
          <NumberField {...props} price={false} path={["maxEstimatePages"]} />
        </div>
      </Section>
    </>
  );
}

/** The presentation prices: per slide, the minimum charge, and the card's worked examples. */
function PresentationPricesForm(props: FormProps<PresentationPrices>) {
  return (
    <>
      <Section title="Presentation design">
        <div className="grid items-start gap-3 sm:grid-cols-3">
          <NumberField {...props} path={["pricePerSlide"]} />
          <NumberField {...props} path={["minimumCharge"]} />
          <NumberField {...props} price={false} path={["minimumBelowSlides"]} />
        </div>
      </Section>
      <Section title="Examples on the pricing card">
        <CountList
          {...props}
          path={["exampleSlides"]}
          items={props.item.exampleSlides}
          blank={props.item.minimumBelowSlides}
          max={MAX_SLIDE_EXAMPLES}
          addLabel="Add an example"
          className="grid max-w-xl gap-2"
        />
      </Section>
    </>
  );
}

/** Each kind's form; the fields' labels come from the kind. */
const kindForms: { [K in ContentKindId]: (props: FormProps<ContentOf<K>>) => ReactNode } = {
  "onboarding-prices": OnboardingPricesForm,
  "support-plans": SupportPlansForm,
  "ai-trainer-plans": AiTrainerPlansForm,
  "ai-trainer-offer": AiTrainerOfferForm,
  "website-prices": WebsitePricesForm,
  "presentation-prices": PresentationPricesForm,
};

/** The kind the page's address names (?kind=…), the onboarding prices by default. */
function kindOfPage(): ContentKindId {
  const named = new URLSearchParams(window.location.search).get("kind") ?? "";
  return isContentKind(named) ? named : "onboarding-prices";
}

/** Links to each kind's editor, the open one marked current. */
function KindNav({ current }: { current: ContentKindId }) {
  return (
    <nav aria-label="Content kinds">
      <ul className="flex flex-wrap gap-2">
        {contentKindIds.map((kind) => (
          <li key={kind}>
            <a
              href={
                kind === "onboarding-prices"
                  ? ADMIN_PATHS.content
                  : `${ADMIN_PATHS.content}?kind=${kind}`
              }
              aria-current={kind === current ? "page" : undefined}
              className="inline-flex h-9 items-center rounded-lg border border-input px-3 text-sm font-semibold hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:border-purple-600 aria-[current=page]:bg-purple-600/10"
            >
              {contentTitles[kind]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const valueText = (value: string | number | boolean | null) =>
  value === null ? "—" : String(value);

/** Every published version, newest first, with what it changed; each older one restorable. */
function History({
  history,
  liveVersion,
  onRestore,
}: {
  history: ContentHistoryAnswer;
  liveVersion: number;
  onRestore: (version: number) => void;
}) {
  if (history.versions.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing published yet: the site shows its own content.
      </p>
    );
  }
  return (
    <ol className="grid gap-3">
      {history.versions.map((entry) => (
        <li key={entry.version}>
          <Card className="grid gap-2 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">
                Version {entry.version}
                {entry.version === liveVersion ? " (live)" : ""}
              </h3>
              {entry.version === liveVersion ? null : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => onRestore(entry.version)}
                >
                  Restore version {entry.version}
                </Button>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {entry.publishedBy === null
                ? "The site's own content, kept "
                : `Published by ${entry.publishedBy}, `}
              {formatDateTime(entry.publishedAt)}
              {entry.restoredFrom === null ? "" : ` · restored from version ${entry.restoredFrom}`}
            </p>
            {entry.changes.length > 0 ? (
              <div className="overflow-x-auto">
                <table className={tableClasses}>
                  <caption className="sr-only">Changes in version {entry.version}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Before</th>
                      <th scope="col">After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.changes.map((change) => (
                      <tr key={change.field}>
                        <td>{change.label}</td>
                        <td className="tabular-nums">{valueText(change.before)}</td>
                        <td className="tabular-nums">{valueText(change.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** The request running, if any. */
type Action = "save" | "publish" | "discard" | "restore";

/** What is live: the site's own content, or a version with who published it and when. */
function liveSummary({ live }: ContentItemAnswer) {
  if (live.version === 0 || live.publishedAt === null) return "the site's own content";
  const by = live.publishedBy ?? "the site's own content";
  return `version ${live.version}, published by ${by}, ${formatDateTime(live.publishedAt)}`;
}

/** /admin/content: a kind's item as typed fields, its draft, publish and history. */
export default function ContentEditor() {
  const [kind] = useState(kindOfPage);
  const item = useAdminData<ContentItemAnswer>(CONTENT_API.item(kind));
  const history = useAdminData<ContentHistoryAnswer>(CONTENT_API.history(kind));
  const [edited, setEdited] = useState<{ basedOn: string; value: unknown } | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState<Action | null>(null);

  if (item.error && !item.data) {
    return (
      <ListError
        title="The content could not be loaded"
        message={item.error.message}
        onRetry={item.reload}
      />
    );
  }
  const answer = item.data;
  // What the fields show: the owner's edits since this answer, else the draft, else what is live.
  const answerKey = answer ? `${answer.live.version}:${answer.draft?.savedAt ?? ""}` : "";
  const value =
    edited?.basedOn === answerKey ? edited.value : (answer?.draft?.data ?? answer?.live.data);
  const problemMap: Problems = new Map(problems.map(({ field, message }) => [field, message]));

  const onChange = (path: Path, next: unknown) => {
    if (!value) return;
    setEdited({ basedOn: answerKey, value: setAt(value, path, next) });
    setProblems((current) => current.filter(({ field }) => !field.startsWith(fieldKey(path))));
  };

  // Buttons stay enabled while a request runs (a disabled button would drop the keyboard's
  // focus): a second press is ignored instead.
  async function act(action: Action, work: () => Promise<string>) {
    if (busy) return;
    setBusy(action);
    setStatus("");
    try {
      const done = await work();
      setProblems([]);
      setEdited(null);
      item.reload();
      history.reload();
      setStatus(done);
    } catch (error) {
      // Signed out: the page shows the sign-in form instead.
      if (error instanceof SignedOutError) return;
      if (!(error instanceof AdminRequestError)) throw error;
      setProblems(error.problems);
      setStatus(
        error.problems.length > 0
          ? `Not saved: ${error.problems.length === 1 ? "a field needs" : `${error.problems.length} fields need`} attention. ${error.message}`
          : error.message,
      );
    } finally {
      setBusy(null);
    }
  }

  /** The fields, checked here first with the server's own schema, saved as the draft. */
  async function saveDraft(): Promise<void> {
    const checked = checkContent(kind, value);
    if (!checked.success)
      throw new AdminRequestError(400, checked.problems[0]!.message, checked.problems);
    await adminRequest(CONTENT_API.draft(kind), { method: "PUT", body: { data: checked.data } });
  }

  const save = () =>
    act("save", async () => {
      await saveDraft();
      return "Draft saved. Visitors still see the live version.";
    });
  const publish = () =>
    act("publish", async () => {
      await saveDraft();
      const { version } = await adminRequest<{ version: number }>(CONTENT_API.publish(kind), {
        method: "POST",
        body: { basedOn: answer!.live.version },
      });
      return `Published as version ${version}.`;
    });
  const discard = () =>
    act("discard", async () => {
      await adminRequest(CONTENT_API.draft(kind), { method: "DELETE" });
      return "Draft discarded: the fields show the live version.";
    });
  const restore = (version: number) =>
    act("restore", async () => {
      const restored = await adminRequest<{ version: number }>(CONTENT_API.restore(kind), {
        method: "POST",
        body: { version },
      });
      return `Version ${version} restored as version ${restored.version}.`;
    });

  const dirty = edited?.basedOn === answerKey;
  const Form = kindForms[kind] as (props: FormProps<unknown>) => ReactNode;
  const fieldProps = value
    ? { item: value, label: contentKinds[kind].label, problems: problemMap, onChange }
    : null;
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <FocusHeading className="text-2xl font-extrabold tracking-tight">
          {CONTENT_HEADING}
        </FocusHeading>
        <p className="text-sm text-muted-foreground">
          {contentTitles[kind]}
          {answer ? ` · live: ${liveSummary(answer)}` : ""}
          {answer?.draft ? (
            <>
              {` · draft saved by ${answer.draft.savedBy}, ${formatDateTime(answer.draft.savedAt)} · `}
              <a
                href={contentPreviewPath(kind)}
                className="text-text-purple underline underline-offset-4"
              >
                Preview the draft
              </a>
            </>
          ) : null}
        </p>
        <KindNav current={kind} />
      </div>
      {fieldProps ? (
        <form
          className="grid gap-8"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="outline">
              Save draft
            </Button>
            <Button type="button" onClick={() => void publish()}>
              Publish
            </Button>
            {answer?.draft || dirty ? (
              <Button type="button" variant="ghost" onClick={() => void discard()}>
                Discard draft
              </Button>
            ) : null}
            <p role="status" className="text-sm">
              {status}
            </p>
          </div>
          <Form {...fieldProps} />
        </form>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the content…
        </p>
      )}
      <Section title="History">
        {history.data ? (
          <History
            history={history.data}
            liveVersion={answer?.live.version ?? 0}
            onRestore={(version) => void restore(version)}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Loading the history…</p>
        )}
      </Section>
    </div>
  );
}
