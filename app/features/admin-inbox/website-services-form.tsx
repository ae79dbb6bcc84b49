/** The form of the website services' copy: a card per service. */
import { Card } from "~/components/ui/card";
import { type WebsiteServiceId, websiteServiceOrder } from "~/content/website-pricing";
import { MAX_INCLUDES, type WebsiteServices } from "~/lib/website-service-schema";

import {
  type FormProps,
  ListProblem,
  type Path,
  ReorderableList,
  Section,
  TextField,
} from "./content-fields";

/**
 * A service's "includes" lines at `path`, a field each, reorderable, with the list's own problem
 * under it (the presentation service's form uses it too).
 */
export function IncludedLines<T>({
  path,
  lines,
  ...props
}: FormProps<T> & { path: Path; lines: readonly string[] }) {
  return (
    <>
      <ReorderableList
        items={lines}
        onChange={(next) => props.onChange(path, next)}
        name={(index) => props.label([...path, index])}
        blank=""
        max={MAX_INCLUDES}
        addLabel={`Add a line to ${props.label(path)}`}
        className="grid gap-2"
      >
        {(index, actions) => (
          <li className="grid grid-cols-[1fr_auto] items-end gap-2">
            <TextField {...props} path={[...path, index]} />
            {actions}
          </li>
        )}
      </ReorderableList>
      <ListProblem {...props} path={path} />
    </>
  );
}

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
        <IncludedLines
          {...props}
          path={[...service, "includes"]}
          lines={props.item.services[id].includes}
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
