import {
  CheckboxGroupField,
  LeadForm,
  SelectField,
  TextField,
  TextareaField,
} from "~/components/forms/lead-form";
import { APP_CONSULTATION_SUCCESS } from "~/content/app-development";
import { appTypeOptions, budgetRangeOptions } from "~/lib/lead-options";
import type { LeadInput } from "~/lib/lead-schemas";

type ConsultationInput = LeadInput<"app-consultation">;

const emptyConsultation: ConsultationInput = {
  firstName: "",
  lastName: "",
  email: "",
  companyName: "",
  appType: [],
  features: "",
  // No budget is chosen until the visitor picks one; the schema then asks for it.
  budgetRange: "" as ConsultationInput["budgetRange"],
};

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The consultation request, an island of the app development page, validated field by field. */
export function ConsultationForm() {
  return (
    <LeadForm
      form="app-consultation"
      defaultValues={emptyConsultation}
      submitLabel="Request Consultation"
      busyLabel="Submitting..."
      waitMs={1500}
      success={APP_CONSULTATION_SUCCESS}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="email" type="email" label="Email" autoComplete="email" required />
        <TextField name="companyName" label="Company Name" autoComplete="organization" required />
      </div>
      <CheckboxGroupField
        name="appType"
        label="What do you want to build?"
        options={toOptions(appTypeOptions)}
        required
      />
      <TextareaField
        name="features"
        label="Key features and requirements"
        placeholder="Who will use it, what it must do, and the tools it should connect to"
        rows={5}
        required
      />
      <SelectField
        name="budgetRange"
        label="Budget Range"
        placeholder="Select a budget range"
        options={toOptions(budgetRangeOptions)}
        required
      />
    </LeadForm>
  );
}
