/** The form of the website services' copy: a card per service. */
import { Card } from "~/components/ui/card";
import { type WebsiteServiceId, websiteServiceOrder } from "~/content/website-pricing";
import { MAX_INCLUDES, type WebsiteServices } from "~/lib/website-service-schema";

import { FieldList, type FormProps, type Path, Section, TextField } from "./content-fields";

/** A service as a card: its name, its summary and its "includes" lines. */
function WebsiteServiceCard({
  id,
  ...props
}: FormProps<WebsiteServices> & { id: WebsiteServiceId }) {
  const service: Path = ["services", id];
  return (
    <li>
      <Card className="grid gap-4 p-4">
        <h3 className="font-semibold">{props.label(service)}</h3>
        <TextField {...props} path={[...service, "name"]} />
        <TextField {...props} multiline path={[...service, "summary"]} />
        <FieldList
          {...props}
          path={[...service, "includes"]}
          items={props.item.services[id].includes}
          blank=""
          max={MAX_INCLUDES}
          addLabel={`Add a line to ${props.label([...service, "includes"])}`}
        />
      </Card>
    </li>
  );
}

/** The website services' names, summaries and what each includes. */
export function WebsiteServicesForm(props: FormProps<WebsiteServices>) {
  return (
    <Section title="Website services">
      <ul className="grid gap-4">
        {websiteServiceOrder.map((id) => (
          <WebsiteServiceCard key={id} id={id} {...props} />
        ))}
      </ul>
    </Section>
  );
}
