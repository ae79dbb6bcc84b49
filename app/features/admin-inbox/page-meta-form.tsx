/** The form of the pages' titles and descriptions: a card per page, in the editor's order. */
import { Card } from "~/components/ui/card";
import { canonicalPath } from "~/content/page-paths";
import {
  type EditablePageId,
  MAX_DESCRIPTION,
  MAX_TITLE,
  type PagesMeta,
  pageNames,
} from "~/lib/page-meta-schema";

import { type FormProps, Section, TextField } from "./content-fields";

const pageIds = Object.keys(pageNames) as EditablePageId[];

export function PageMetaForm(props: FormProps<PagesMeta>) {
  return (
    <Section title="Titles and descriptions">
      <p className="max-w-3xl text-sm text-muted-foreground">
        What each page shows in search results, browser tabs and link previews: a title of at most{" "}
        {MAX_TITLE} characters, a description of at most {MAX_DESCRIPTION}. The privacy policy's and
        the terms' are written with their text.
      </p>
      <div className="grid max-w-3xl gap-4">
        {pageIds.map((id) => (
          <Card key={id} className="grid gap-3 p-4">
            <h3 className="font-semibold">
              {props.label([id])}{" "}
              <span className="font-normal text-muted-foreground">{canonicalPath(id)}</span>
            </h3>
            <TextField {...props} path={[id, "title"]} />
            <TextField {...props} multiline path={[id, "description"]} />
          </Card>
        ))}
      </div>
    </Section>
  );
}
