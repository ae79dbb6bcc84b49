/** The form of the lead list packages: one card per list. */
import { useId } from "react";

import { Card } from "~/components/ui/card";
import { type LeadListId, leadListIds } from "~/lib/lead-lists";
import { type LeadLists, MAX_FEATURES } from "~/lib/lead-lists-schema";

import {
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

/** The list's "Most Popular" mark: a checkbox beside its label, its problem under it. */
function PopularField({ path, ...props }: FormProps<LeadLists> & { path: Path }) {
  const id = useId();
  const problem = props.problems.get(fieldKey(path));
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-4 accent-purple-600"
          checked={getAt(props.item, path) === true}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => props.onChange(path, event.currentTarget.checked)}
        />
        {props.label(path)}
      </label>
      {problem ? (
        <p id={`${id}-problem`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A list as a card: its name, price and description, its mark, its features in order. */
function LeadListCard({ id, ...props }: FormProps<LeadLists> & { id: LeadListId }) {
  const list: Path = [id];
  const features: Path = [id, "features"];
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <h3 className="font-semibold">{props.label(list)}</h3>
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <TextField {...props} path={[id, "name"]} />
          <NumberField {...props} path={[id, "price"]} />
        </div>
        <TextField {...props} multiline path={[id, "description"]} />
        <PopularField {...props} path={[id, "popular"]} />
        <ReorderableList
          items={props.item[id].features}
          onChange={(next) => props.onChange(features, next)}
          name={(index) => props.label([...features, index])}
          blank=""
          max={MAX_FEATURES}
          addLabel={`Add a feature to ${props.label(list)}`}
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
      </Card>
    </li>
  );
}

/** The lead lists: a card per list, in the page's order. */
export function LeadListsForm(props: FormProps<LeadLists>) {
  return (
    <Section title="Lead list packages">
      <ul className="grid gap-4">
        {leadListIds.map((id) => (
          <LeadListCard key={id} id={id} {...props} />
        ))}
      </ul>
    </Section>
  );
}
