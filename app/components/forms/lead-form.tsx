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
export { LeadForm } from "./lead-form-core";
