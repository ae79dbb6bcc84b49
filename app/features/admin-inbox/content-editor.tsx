import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Trash from "lucide-react/icons/trash-2";
import { type ReactNode, useId, useState } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Textarea } from "~/components/ui/input";
import {
  hubs,
  packageTypeLabels,
  packageTypes,
  tierLabels,
  tiers,
} from "~/content/onboarding-options";
import {
  CONTENT_API,
  type ContentHistoryAnswer,
  type ContentItemAnswer,
  contentTitles,
} from "~/lib/content-api";
import { type FieldProblem, checkContent } from "~/lib/content-kinds";
import { type OnboardingPrices, onboardingPriceLabel } from "~/lib/onboarding-price-schema";

import { AdminRequestError, SignedOutError, adminRequest } from "./admin-client";
import { CONTENT_HEADING } from "./admin-headings";
import { FocusHeading } from "./focus-heading";
import { formatDateTime } from "./lead-values";
import { ListError } from "./list-states";
import { useAdminData } from "./use-admin-data";

const KIND = "onboarding-prices";
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

interface FieldProps {
  path: Path;
  item: OnboardingPrices;
  problems: Problems;
  onChange: (path: Path, value: unknown) => void;
  /** The label is read, not shown: the table's headers show where the field sits. */
  hideLabel?: boolean;
}

/** A field's label, its control and its problem, the control described by the problem. */
function Field({
  path,
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
        {onboardingPriceLabel(path)}
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

/** A price in whole dollars; empty is "not offered" where the field allows it, else missing. */
function PriceField({ nullable, ...props }: FieldProps & { nullable?: boolean }) {
  const value = getAt(props.item, props.path);
  return (
    <Field
      {...props}
      control={(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="min-w-24 tabular-nums"
          placeholder={nullable ? "Not offered" : undefined}
          value={typeof value === "number" && Number.isFinite(value) ? value : ""}
          onChange={(event) => {
            const text = event.currentTarget.value;
            props.onChange(props.path, text === "" ? (nullable ? null : Number.NaN) : Number(text));
          }}
        />
      )}
    />
  );
}

function TextField({ multiline, ...props }: FieldProps & { multiline?: boolean }) {
  const value = String(getAt(props.item, props.path) ?? "");
  const onChange = (event: { currentTarget: { value: string } }) =>
    props.onChange(props.path, event.currentTarget.value);
  return (
    <Field
      {...props}
      control={(control) =>
        multiline ? (
          <Textarea {...control} rows={2} className="min-h-16" value={value} onChange={onChange} />
        ) : (
          <Input {...control} value={value} onChange={onChange} />
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
}: Omit<FieldProps, "path" | "hideLabel"> & {
  packageType: (typeof packageTypes)[number];
}) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClasses}>
        <caption className="pb-2 text-left font-semibold">{packageTypeLabels[packageType]}</caption>
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
              <th scope="row" className="whitespace-nowrap">
                {hub}
              </th>
              {tiers.map((tier) => (
                <td key={tier}>
                  <PriceField {...props} hideLabel path={["hubPrices", packageType, hub, tier]} />
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

/** An add-on price list: a row per add-on, reorderable; an empty price is "not offered". */
function AddOnRows({
  list,
  title,
  ...props
}: Omit<FieldProps, "path" | "hideLabel"> & {
  list: "addOnTable" | "integrationTable";
  title: string;
}) {
  const rows = props.item[list];
  const setRows = (next: OnboardingPrices["addOnTable"]) => props.onChange([list], next);
  return (
    <Section title={title}>
      <ul className="grid gap-3">
        {rows.map((_, index) => {
          const name = onboardingPriceLabel([list, index]);
          return (
            // Rows have no id of their own: their place is what the owner sees and moves.
            <li key={index} className="grid items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
              <TextField {...props} path={[list, index, "name"]} />
              <PriceField {...props} nullable path={[list, index, "advanced"]} />
              <PriceField {...props} nullable path={[list, index, "intelligent"]} />
              <div className="sm:pt-6">
                <ListItemActions
                  name={name}
                  index={index}
                  count={rows.length}
                  onMove={(by) => setRows(moved(rows, index, by))}
                  onRemove={() => setRows(rows.filter((_, other) => other !== index))}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setRows([...rows, { name: "", advanced: null, intelligent: null }])}
        >
          Add a row to {title}
        </Button>
      </div>
    </Section>
  );
}

const NOT_INCLUDED = "";

/** The calculator's presets as cards: a tier per hub they include, reorderable. */
function Presets(props: Omit<FieldProps, "path" | "hideLabel">) {
  const presets = props.item.presetPackages;
  const setPresets = (next: OnboardingPrices["presetPackages"]) =>
    props.onChange(["presetPackages"], next);
  return (
    <Section title="Calculator presets">
      <ul className="grid gap-4 lg:grid-cols-2">
        {presets.map((preset, index) => {
          const name = onboardingPriceLabel(["presetPackages", index]);
          const hubsProblem = props.problems.get(fieldKey(["presetPackages", index, "hubs"]));
          return (
            <li key={index}>
              <Card className="grid gap-3 p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold">{name}</h3>
                  <ListItemActions
                    name={name}
                    index={index}
                    count={presets.length}
                    onMove={(by) => setPresets(moved(presets, index, by))}
                    onRemove={() => setPresets(presets.filter((_, other) => other !== index))}
                  />
                </div>
                <TextField {...props} path={["presetPackages", index, "name"]} />
                <TextField {...props} multiline path={["presetPackages", index, "description"]} />
                <fieldset className="grid gap-2">
                  <legend className="pb-1 text-sm font-semibold">{name} · hubs</legend>
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
                  {name} · marked Most popular
                </label>
              </Card>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={presets.length >= 6}
          onClick={() =>
            setPresets([
              ...presets,
              { name: "", description: "", hubs: [{ hub: "Sales Hub", tier: "basic" }] },
            ])
          }
        >
          Add a preset
        </Button>
      </div>
    </Section>
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

/** /admin/content: the onboarding price list as typed fields, its draft, publish and history. */
export default function ContentEditor() {
  const item = useAdminData<ContentItemAnswer<OnboardingPrices>>(CONTENT_API.item(KIND));
  const history = useAdminData<ContentHistoryAnswer>(CONTENT_API.history(KIND));
  const [edited, setEdited] = useState<{ basedOn: string; value: OnboardingPrices } | null>(null);
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
    edited?.basedOn === answerKey
      ? edited.value
      : ((answer?.draft?.data ?? answer?.live.data) as OnboardingPrices | undefined);
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
    const checked = checkContent(KIND, value);
    if (!checked.success)
      throw new AdminRequestError(400, checked.problems[0]!.message, checked.problems);
    await adminRequest(CONTENT_API.draft(KIND), { method: "PUT", body: { data: checked.data } });
  }

  const save = () =>
    act("save", async () => {
      await saveDraft();
      return "Draft saved. Visitors still see the live version.";
    });
  const publish = () =>
    act("publish", async () => {
      await saveDraft();
      const { version } = await adminRequest<{ version: number }>(CONTENT_API.publish(KIND), {
        method: "POST",
        body: { basedOn: answer!.live.version },
      });
      return `Published as version ${version}.`;
    });
  const discard = () =>
    act("discard", async () => {
      await adminRequest(CONTENT_API.draft(KIND), { method: "DELETE" });
      return "Draft discarded: the fields show the live version.";
    });
  const restore = (version: number) =>
    act("restore", async () => {
      const restored = await adminRequest<{ version: number }>(CONTENT_API.restore(KIND), {
        method: "POST",
        body: { version },
      });
      return `Version ${version} restored as version ${restored.version}.`;
    });

  const dirty = edited?.basedOn === answerKey;
  const fieldProps = value ? { item: value, problems: problemMap, onChange } : null;
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <FocusHeading className="text-2xl font-extrabold tracking-tight">
          {CONTENT_HEADING}
        </FocusHeading>
        <p className="text-sm text-muted-foreground">
          {contentTitles[KIND]}
          {answer ? ` · live: ${liveSummary(answer)}` : ""}
          {answer?.draft
            ? ` · draft saved by ${answer.draft.savedBy}, ${formatDateTime(answer.draft.savedAt)}`
            : ""}
        </p>
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
          <Section title="Hub prices">
            {packageTypes.map((packageType) => (
              <HubPriceTable key={packageType} packageType={packageType} {...fieldProps} />
            ))}
          </Section>
          <Section title="Free and Starter, and the calculator's add-ons">
            <div className="grid gap-3 sm:grid-cols-3">
              {tiers.map((tier) => (
                <PriceField key={tier} {...fieldProps} path={["freeStarterHubPrices", tier]} />
              ))}
              {packageTypes.flatMap((packageType) =>
                (["techAudit", "processMapping"] as const).map((addOn) => (
                  <PriceField
                    key={`${packageType}-${addOn}`}
                    {...fieldProps}
                    path={["calculatorAddOnPrices", packageType, addOn]}
                  />
                )),
              )}
              <PriceField {...fieldProps} path={["customIntegrationPrice"]} />
            </div>
          </Section>
          <AddOnRows {...fieldProps} list="addOnTable" title="Add-ons" />
          <AddOnRows {...fieldProps} list="integrationTable" title="Integrations" />
          <Presets {...fieldProps} />
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
