/** The form of the lead list packages: one card per list. */
import { Card } from "~/components/ui/card";
import { type LeadListId, leadListIds } from "~/lib/lead-lists";
import { type LeadLists, MAX_FEATURES } from "~/lib/lead-lists-schema";

import {
  CheckboxField,
  FieldList,
  type FormProps,
  NumberField,
  type Path,
  Section,
  TextField,
} from "./content-fields";

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
        <CheckboxField {...props} path={[id, "popular"]} />
        <FieldList
          {...props}
          path={features}
          items={props.item[id].features}
          blank=""
          max={MAX_FEATURES}
          addLabel={`Add a feature to ${props.label(list)}`}
        />
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
