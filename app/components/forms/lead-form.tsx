import type { ComponentType, ReactNode } from "react";

import { deferred } from "~/components/ui/deferred";
import type { LeadData, LeadFormId, LeadInput } from "~/lib/lead-schemas";

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

export const DELIVERY_ERROR = {
  title: "Error",
  description: "There was an error sending your message. Please try again.",
} as const;

export const DEFAULT_WAIT_MS = 1500;

export interface LeadFormProps<F extends LeadFormId> {
  form: F;
  /** A value for every field: the form returns to these after a successful send. */
  defaultValues: LeadInput<F>;
  submitLabel: ReactNode;
  /** Shown on the disabled button while sending, e.g. 'Submitting...'. */
  busyLabel: string;
  /** The busy state lasts at least this long, or until the API answered if that is later. */
  waitMs?: number;
  /** Notification shown once the API accepted the lead. */
  success?: { title: string; description?: string };
  /** Where the browser goes after success (e.g. the booking page), with the notification. */
  redirectTo?: string;
  resetOnSuccess?: boolean;
  onSuccess?: (data: LeadData<F>) => void;
  /** Let the browser check required fields and e-mail format before the schema does. */
  browserValidation?: boolean;
  /** Values pushed in from outside the form, e.g. a package chosen elsewhere on the page. */
  values?: Partial<LeadInput<F>>;
  id?: string;
  className?: string;
  submitClassName?: string;
  submitIcon?: ReactNode;
  /** Extra content next to the submit button, e.g. a privacy note. */
  footer?: ReactNode;
  children: ReactNode;
}

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
