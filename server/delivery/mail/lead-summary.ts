import { site } from "~/config/site";
import { type LeadFormContent, leadForms } from "~/content/lead-forms";
import { aiToolsRoles, promptGuideRoles, salesResourceOptions } from "~/lib/lead-options";

import { describeTouch } from "../../leads/attribution";
import { leadEmail, leadPersonName } from "../../leads/lead-fields";
import type { Lead } from "../../leads/repository";

/** A labelled line of a lead, as the e-mails and the CRM note list it. */
export interface LeadLine {
  label: string;
  value: string;
}

export interface LeadSummary {
  id: string;
  form: LeadFormContent;
  /** The visitor's name as typed, or their e-mail address when the form asks no name. */
  person: string;
  email: string;
  fields: LeadLine[];
  /** Page, first and last touch, time and the lead id. */
  context: LeadLine[];
}

export const SITE_ORIGIN = `https://${site.domains.main}`;

/** Choices stored by value, shown by the label the form offers. */
const optionLabels = new Map<string, string>(
  [
    ...salesResourceOptions.map(({ id, label }) => ({ value: id, label })),
    ...promptGuideRoles,
    ...aiToolsRoles,
  ].map(({ value, label }) => [value, label]),
);

/** A stored value as a person reads it: choices by their label, lists joined, "—" for nothing. */
export function displayValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(displayValue).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value === null || value === undefined || value === "") return "—";
  const text = String(value);
  return optionLabels.get(text) ?? text;
}

export function isLeadForm(form: string): form is keyof typeof leadForms {
  return Object.hasOwn(leadForms, form);
}

/** Everything a person needs to read a lead, labelled as the form labels it. */
export function summarizeLead(lead: Lead): LeadSummary {
  if (!isLeadForm(lead.form)) throw new Error(`No description for form ${lead.form}`);
  const form: LeadFormContent = leadForms[lead.form];
  const email = leadEmail(lead.data);
  const fields = Object.entries(form.labels).map(([key, label]) => ({
    label,
    value: displayValue(lead.data[key]),
  }));
  return {
    id: lead.id,
    form,
    person: leadPersonName(lead.data) || email,
    email,
    fields,
    context: [
      { label: "Page", value: `${SITE_ORIGIN}${lead.page}` },
      { label: "First touch", value: describeTouch(lead.attribution?.firstTouch) },
      { label: "Last touch", value: describeTouch(lead.attribution?.lastTouch) },
      { label: "Received", value: lead.createdAt },
      { label: "Lead id", value: lead.id },
    ],
  };
}
