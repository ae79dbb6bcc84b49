/**
 * The content editor's fields: typed controls labelled by their kind, each with its problem,
 * and the lists an owner reorders. Each kind's form is built from them.
 */
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Trash from "lucide-react/icons/trash-2";
import { Fragment, type ReactNode, useId } from "react";

import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";

export type Path = readonly (string | number)[];
export type Problems = ReadonlyMap<string, string>;

export const fieldKey = (path: Path) => path.join(".");

/** A copy of `value` with `next` at `path`. */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  const copy = structuredClone(value);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = next;
  return copy;
}

export function getAt(value: unknown, path: Path): unknown {
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

export interface FieldProps<T = unknown> {
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
export type FormProps<T> = Omit<FieldProps<T>, "path" | "hideLabel">;

/** A field's label, its control and its problem, the control described by the problem. */
export function Field({
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
export function NumberField({
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
export function TextField({
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

export function Section({ title, children }: { title: string; children: ReactNode }) {
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

export const tableClasses =
  "w-full border-collapse text-sm [&_td]:p-1.5 [&_th]:p-1.5 [&_th]:text-left";

/** Buttons that move an item of a list up or down, or remove it; each names its item. */
export function ListItemActions({
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
export function ReorderableList<T>({
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

/**
 * A row of a list of ranges priced per unit (a plan's price bands, a service's page tiers): its
 * first and last count, empty where `openEnd` allows it, and its price; then its buttons.
 */
export function RangeRow<T>({
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

/** A problem of a whole list (a page count twice, no row left), shown under it. */
export function ListProblem({ path, problems }: Pick<FieldProps, "path" | "problems">) {
  const problem = problems.get(fieldKey(path));
  return problem ? (
    <p className="text-sm font-medium text-red-700 dark:text-red-400">{problem}</p>
  ) : null;
}

/**
 * A reorderable list of values, each a field: lines of text (a plan's features, a service's
 * "includes") or counts (a service's example page counts) as `blank` is, with the list's own
 * problem under it.
 */
export function FieldList<T, V extends string | number>({
  path,
  items,
  blank,
  max,
  addLabel,
  className = "grid gap-2",
  ...props
}: FormProps<T> & {
  path: Path;
  items: readonly V[];
  blank: V;
  max: number;
  addLabel: string;
  className?: string;
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
            {typeof blank === "number" ? (
              <NumberField {...props} price={false} path={[...path, index]} />
            ) : (
              <TextField {...props} path={[...path, index]} />
            )}
            {actions}
          </li>
        )}
      </ReorderableList>
      <ListProblem {...props} path={path} />
    </>
  );
}

/** A yes-or-no field, its label beside the box and its problem under it. */
export function CheckboxField({ path, item, label, problems, onChange }: FieldProps) {
  const id = useId();
  const problem = problems.get(fieldKey(path));
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-purple-600"
          checked={getAt(item, path) === true}
          onChange={(event) => onChange(path, event.currentTarget.checked)}
          {...(problem ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {})}
        />
        {label(path)}
      </label>
      {problem ? (
        <p id={`${id}-problem`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
