/** The form of the presentation design service's copy: what its price includes. */
import { Card } from "~/components/ui/card";
import type { PresentationService } from "~/lib/presentation-service-schema";
import { MAX_INCLUDES } from "~/lib/website-service-schema";

import { FieldList, type FormProps, Section } from "./content-fields";

/** The pricing card's lines, as a card of reorderable fields. */
export function PresentationServiceForm(props: FormProps<PresentationService>) {
  return (
    <Section title="Presentation design">
      <Card className="grid max-w-3xl gap-4 p-4">
        <h3 className="font-semibold">{props.label(["includes"])}</h3>
        <FieldList
          {...props}
          path={["includes"]}
          items={props.item.includes}
          blank=""
          max={MAX_INCLUDES}
          addLabel={`Add a line to ${props.label(["includes"])}`}
        />
      </Card>
    </Section>
  );
}
