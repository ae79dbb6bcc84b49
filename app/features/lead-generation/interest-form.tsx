import { LeadForm, CheckboxField, TextField, TextareaField } from "~/components/forms/lead-form";
import { LEADS_PER_LIST, LEAD_INTEREST_SUCCESS } from "~/content/lead-generation";
import { formatUsd } from "~/lib/format";
import { orderedLeadLists } from "~/lib/lead-lists";
import type { LeadLists } from "~/lib/lead-lists-schema";

import { clearChosenList, useChosenList } from "./selected-lists";

/**
 * The interest form (in #lead-form), an island of the lead generation page: who you are, who you
 * want to reach, which of `lists` (the published ones; the one chosen with a package's button
 * comes ticked, alone).
 */
export function LeadInterestForm({ lists }: { lists: LeadLists }) {
  const chosen = useChosenList();
  const packages = orderedLeadLists(lists);
  // A list no longer pushed goes back to unticked, unless the visitor changed it.
  const values = Object.fromEntries(
    packages.filter((pack) => pack.id === chosen).map((pack) => [pack.formField, true]),
  );
  return (
    <LeadForm
      form="lead-interest"
      defaultValues={{
        firstName: "",
        lastName: "",
        email: "",
        companyUrl: "",
        leadTypes: "",
        basicList: false,
        standardList: false,
        premiumList: false,
      }}
      submitLabel="Get My Leads"
      busyLabel="Submitting..."
      waitMs={1500}
      success={LEAD_INTEREST_SUCCESS}
      browserValidation
      values={values}
      onSuccess={clearChosenList}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
      </div>
      <TextField name="email" type="email" label="Work Email" autoComplete="email" required />
      <TextField
        name="companyUrl"
        inputMode="url"
        label="Company Website"
        placeholder="https://example.com"
        autoComplete="url"
      />
      <TextareaField
        name="leadTypes"
        label="What kind of leads are you looking for?"
        placeholder="Industries, company sizes, regions and job titles you want to reach"
        rows={4}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Which lists interest you?</legend>
        {packages.map((pack) => (
          <CheckboxField
            key={pack.id}
            name={pack.formField}
            label={`${pack.name} list: ${LEADS_PER_LIST} leads for ${formatUsd(pack.price)}`}
          />
        ))}
      </fieldset>
    </LeadForm>
  );
}
