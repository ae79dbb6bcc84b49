import type { ComponentType, ReactNode } from "react";

import { deferred } from "~/components/ui/deferred";
import type { LeadFormId } from "~/lib/lead-schemas";

import type { LeadFormProps } from "./lead-form-props";

export { useFieldValue } from "./form-context";
export {
  CheckboxField,
  CheckboxGroupField,
  type FieldOption,
  SelectedChoiceField,
  SelectField,
  TextField,
  TextareaField,
} from "./fields";

/**
 * Every lead form of the site (see `README.md`). Prerendered with its page; the form library and
 * the schemas load when the form nears the screen or the visitor starts using it, so a page
 * whose form sits further down does not download them up front.
 */
export const LeadForm = deferred(
  (props: LeadFormProps<LeadFormId>) => props.id ?? `${props.form}-form`,
  () =>
    import("./lead-form-live").then(
      (module) => module.LiveLeadForm as ComponentType<LeadFormProps<LeadFormId>>,
    ),
) as unknown as <F extends LeadFormId>(props: LeadFormProps<F>) => ReactNode;
