import { useEffect, useRef } from "react";

import {
  LeadForm,
  SelectField,
  TextField,
  TextareaField,
  useFieldValue,
} from "~/components/forms/lead-form";
import { DEFAULT_REVOPS_PACKAGE, REVOPS_DISCOVERY_SUCCESS } from "~/content/revops";
import { formatUsd } from "~/lib/format";
import { revopsPackageIds } from "~/lib/lead-options";
import { type RevopsPackages, packageList } from "~/lib/revops-package-schema";

import { selectPackage, useSelectedPackage } from "./selected-package";

/** Keeps the page's choice in step with the form, so a later Select always applies. */
function PackageChoiceSync() {
  const value = useFieldValue("package");
  const mounted = useRef(false);
  useEffect(() => {
    // At first the form shows its default, which may predate a Select made while its code
    // loaded: only later changes are the visitor's own choice.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const known = revopsPackageIds.find((id) => id === value);
    if (known) selectPackage(known);
  }, [value]);
  return null;
}

/**
 * The discovery-call request, an island of the RevOps page; the package follows the card the
 * visitor selected, its options named and priced as `packages` (the published ones) has them.
 */
export function DiscoveryForm({ packages }: { packages: RevopsPackages }) {
  const selected = useSelectedPackage();
  const packageOptions = packageList(packages).map((pack) => ({
    value: pack.id,
    label: `${pack.name} (${formatUsd(pack.price)}${pack.period})`,
  }));
  return (
    <LeadForm
      form="revops-discovery"
      defaultValues={{
        firstName: "",
        lastName: "",
        email: "",
        companyUrl: "",
        revenueHeadache: "",
        package: DEFAULT_REVOPS_PACKAGE,
      }}
      values={{ package: selected }}
      submitLabel="Book My Discovery Call"
      busyLabel="Submitting..."
      waitMs={1500}
      success={REVOPS_DISCOVERY_SUCCESS}
      // The form returns to the default package; so does the choice, so a new Select applies again.
      onSuccess={() => selectPackage(DEFAULT_REVOPS_PACKAGE)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="email" type="email" label="Work Email" autoComplete="email" required />
        <TextField
          name="companyUrl"
          inputMode="url"
          label="Company URL"
          placeholder="example.com"
          autoComplete="url"
          required
        />
      </div>
      <TextareaField
        name="revenueHeadache"
        label="What's your biggest revenue headache?"
        placeholder="Leaky pipeline, messy CRM data, marketing and sales not aligned…"
        rows={4}
        required
      />
      <SelectField
        name="package"
        label="Package"
        placeholder="Select a package"
        options={packageOptions}
        required
      />
      <PackageChoiceSync />
    </LeadForm>
  );
}
