/** The form of the RevOps consulting packages: one card per package. */
import { Card } from "~/components/ui/card";
import { revopsPackageIds } from "~/lib/lead-options";
import {
  MAX_FEATURES,
  type RevopsPackageId,
  type RevopsPackages,
} from "~/lib/revops-package-schema";

import {
  CheckboxField,
  FieldList,
  type FormProps,
  NumberField,
  type Path,
  Section,
  TextField,
} from "./content-fields";

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
        <FieldList
          {...props}
          path={features}
          items={props.item[id].features}
          blank=""
          max={MAX_FEATURES}
          addLabel={`Add a feature to ${props.label(pack)}`}
        />
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
