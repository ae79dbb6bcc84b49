import { LeadForm, SelectField, TextField } from "~/components/forms/lead-form";
import { leadSuccess } from "~/content/ai-trainer-leads";
import { companySizeOptions } from "~/lib/lead-options";

const sizeOptions = companySizeOptions.map((size) => ({
  value: size,
  label: `${size} employees`,
}));

/** The demo request form of the landing page. */
export function DemoForm() {
  return (
    <LeadForm
      form="trainer-demo"
      defaultValues={{ fullName: "", workEmail: "", company: "", companySize: "" }}
      submitLabel="Request Demo"
      busyLabel="Submitting..."
      waitMs={1500}
      success={leadSuccess}
      browserValidation
    >
      <TextField name="fullName" label="Full Name" autoComplete="name" required />
      <TextField name="workEmail" type="email" label="Work Email" autoComplete="email" required />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="company" label="Company" autoComplete="organization" />
        <SelectField
          name="companySize"
          label="Company Size"
          placeholder="Select company size"
          options={sizeOptions}
        />
      </div>
    </LeadForm>
  );
}
