/** The form of the RevOps consulting packages: one card per package. */
import { useId } from "react";

import { Card } from "~/components/ui/card";
import { revopsPackageIds } from "~/lib/lead-options";
import {
  MAX_FEATURES,
  type RevopsPackageId,
  type RevopsPackages,
} from "~/lib/revops-package-schema";

import {
  type FieldProps,
  type FormProps,
  ListProblem,
  NumberField,
  type Path,
  ReorderableList,
  Section,
  TextField,
  fieldKey,
  getAt,
} from "./content-fields";

/** A yes-or-no field, its label beside the box and its problem under it. */
function CheckboxField({ path, item, label, problems, onChange }: FieldProps) {
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

/** A package as a card: its name, price and period, its mark, its copy and its features. */
function PackageCard({ id, ...props }: FormProps<RevopsPackages> & { id: RevopsPackageId }) {
  const pack: Path = [id];
  const features: Path = [id, "features"];
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <h3 className="font-semibold">{props.label(pack)}</h3>
        <TextField {...props} path={[id, "name"]} />
        <div className="grid grid-cols-2 gap-3">
          <NumberField {...props} path={[id, "price"]} />
          <TextField {...props} path={[id, "period"]} />
        </div>
        <CheckboxField {...props} path={[id, "isPopular"]} />
        <TextField {...props} multiline path={[id, "description"]} />
        <ReorderableList
          items={props.item[id].features}
          onChange={(next) => props.onChange(features, next)}
          name={(index) => props.label([...features, index])}
          blank=""
          max={MAX_FEATURES}
          addLabel={`Add a feature to ${props.label(pack)}`}
          className="grid gap-2"
        >
          {(index, actions) => (
            <li className="grid grid-cols-[1fr_auto] items-end gap-2">
              <TextField {...props} path={[...features, index]} />
              {actions}
            </li>
          )}
        </ReorderableList>
        <ListProblem {...props} path={features} />
        <TextField {...props} multiline path={[id, "incentive"]} />
      </Card>
    </li>
  );
}

/** The RevOps packages: a card per package, in the page's order. */
export function RevopsPackagesForm(props: FormProps<RevopsPackages>) {
  return (
    <Section title="RevOps consulting packages">
      <ul className="grid gap-4 lg:grid-cols-3">
        {revopsPackageIds.map((id) => (
          <PackageCard key={id} id={id} {...props} />
        ))}
      </ul>
    </Section>
  );
}
