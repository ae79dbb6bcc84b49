import FileCheck2 from "lucide-react/icons/file-check-corner";
import Lock from "lucide-react/icons/lock";
import { type ReactNode, useState } from "react";

import { CheckboxGroupField, LeadForm, TextField } from "~/components/forms/lead-form";
import { Card } from "~/components/ui/card";
import { FloatingParticles } from "~/components/ui/floating-particles";
import { Section } from "~/components/ui/section";
import { canonicalPath } from "~/content/page-paths";
import {
  REP_RESOURCE_QUERY,
  type RepResource,
  repResources,
  resourceRequest,
  salesResources,
} from "~/content/sales-resources";
import { useChoiceFromQuery } from "~/lib/use-choice-from-query";

/** The seven resources a rep can request, with what each one is for. */
function AvailableResources() {
  return (
    <Card className="h-full p-6 sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight">Available Resources</h2>
      <p className="mt-2 text-muted-foreground">
        Everything our own team uses to open, work and close onboarding deals.
      </p>
      <ul className="mt-6 grid gap-4">
        {salesResources.map((resource) => (
          <li key={resource.id} className="flex gap-4 rounded-xl border border-border p-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
              <FileCheck2 aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold first-letter:uppercase">{resource.label}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{resource.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const resourceOptions = salesResources.map((resource) => ({
  value: resource.id,
  label: resource.label,
}));

/** The sales-rep page's resources that the form does not list: their links name them here. */
const unlistedResources = repResources.filter((resource) => resource.requests.length === 0);

/**
 * The request form, an island of the page (#request-form, where the hero's "Request Resources"
 * leads): validated, sent to the leads API, confirmed and reset. A resource of the sales-rep
 * page that it does not list is named above it, with where to ask for it.
 */
export function RequestResources() {
  const [unlisted, setUnlisted] = useState<RepResource | null>(null);
  useChoiceFromQuery(REP_RESOURCE_QUERY, unlistedResources, setUnlisted);
  return (
    <Card id="request-form" className="p-6 sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight">Request Resources</h2>
      <p className="mt-2 mb-6 text-muted-foreground">
        Choose what you need and tell us where to send it.
      </p>
      {unlisted ? (
        <p
          role="status"
          className="mb-6 rounded-xl border border-text-purple/40 bg-primary/5 px-4 py-3 text-sm"
        >
          <strong>{unlisted.title}</strong> {resourceRequest.unlistedNote}{" "}
          <a href={canonicalPath("contact")} className="font-medium underline underline-offset-4">
            {resourceRequest.unlistedLink}
          </a>
          .
        </p>
      ) : null}
      <LeadForm
        form="resource-request"
        defaultValues={{ firstName: "", lastName: "", email: "", resources: [] }}
        submitLabel={resourceRequest.submitLabel}
        busyLabel={resourceRequest.busyLabel}
        waitMs={resourceRequest.waitMs}
        success={resourceRequest.success}
        successWithoutEmail={resourceRequest.successWithoutEmail}
        footer={
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {resourceRequest.privacyNote}
          </p>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label="First Name" autoComplete="given-name" required />
          <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
        </div>
        <TextField name="email" type="email" label="Email" autoComplete="email" required />
        <CheckboxGroupField name="resources" label="Resources" options={resourceOptions} required />
      </LeadForm>
    </Card>
  );
}

/** The resource list (#request-resources) beside the request form (`form`: `RequestResources`). */
export function ResourceRequestSection({ form }: { form?: ReactNode }) {
  return (
    <Section id="request-resources" className="overflow-hidden pt-4 lg:pt-8">
      <FloatingParticles area="form" />
      <div className="relative grid gap-8 lg:grid-cols-2 lg:items-start">
        <AvailableResources />
        {form}
      </div>
    </Section>
  );
}
