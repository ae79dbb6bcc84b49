import { leadNoticeCopy } from "~/content/lead-emails";
import { type LeadFormContent, leadForms } from "~/content/lead-forms";
import { canonicalUrl } from "~/lib/domains";
import { type LeadPricing, choiceFields, chosenLines, leadTotal } from "~/lib/lead-choices";
import { aiToolsRoles, promptGuideRoles } from "~/lib/lead-options";

import { describeTouch } from "../../leads/attribution";
import { MESSAGE_FIELDS, leadCompany, leadEmail, leadPersonName } from "../../leads/lead-fields";
import type { Lead } from "../../leads/repository";

import { formatReceivedTime } from "./received-time";

/**
 * The live figures a quote or a plan is priced by when its lead is read
 * (../../content/published.ts).
 */
export type LivePrices = () => LeadPricing;

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
  company: string;
  /** Who the visitor is: name, role, company, e-mail, phone, as the form asked them. */
  essentials: LeadLine[];
  /** What they wrote in their own words, line breaks kept. */
  messages: LeadLine[];
  /** What the visitor chose (a quote priced, a plan, resources…), then any other field. */
  choices: LeadLine[];
  /** The one price beside the lead in a short notice (a quote's total, a plan's price). */
  total: string | null;
  /** The page and the first and last touch. */
  source: LeadLine[];
  /** When the lead was stored, in the owner's time zone ("Fri 27 Nov, 3:40 pm EST"). */
  received: string;
  /** The lead's page in the inbox, which asks for sign-in as usual. */
  inboxUrl: string;
}

/** The fields that say who the visitor is, in the order the notices list them. */
const PERSON_FIELDS = [
  "name",
  "fullName",
  "firstName",
  "lastName",
  "role",
  "company",
  "companyName",
  "companyUrl",
  "email",
  "workEmail",
  "phone",
];

/** Roles stored by value, shown by the label the form offers (HubSpot's job title). */
const optionLabels = new Map<string, string>(
  [...promptGuideRoles, ...aiToolsRoles].map(({ value, label }) => [value, label]),
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

/** The lead's page in the inbox, on the site's own address as its other absolute links. */
export function inboxUrl(leadId: string): string {
  return `${canonicalUrl("/admin/lead")}?id=${encodeURIComponent(leadId)}`;
}

/** The form's fields among `keys` that hold something, as the form labels them. */
function linesOf(form: LeadFormContent, data: Lead["data"], keys: readonly string[]) {
  const labels: Readonly<Record<string, string>> = form.labels;
  return keys
    .filter((key) => Object.hasOwn(labels, key))
    .map((key) => ({ label: labels[key]!, value: displayValue(data[key]) }))
    .filter(({ value }) => value !== "—");
}

/**
 * Everything a person needs to read a lead, labelled as the form labels it, a quote or a plan priced by
 * `pricing`, its times in the owner's time zone.
 */
export function summarizeLead(lead: Lead, pricing: LeadPricing, timeZone = "UTC"): LeadSummary {
  if (!isLeadForm(lead.form)) throw new Error(`No description for form ${lead.form}`);
  const form: LeadFormContent = leadForms[lead.form];
  const email = leadEmail(lead.data);
  const time = (at: string) => formatReceivedTime(at, timeZone);
  // The chosen lines speak for their fields (a role, a quote, a plan), which are not repeated.
  const chosen = new Set(choiceFields(lead.form));
  const unlisted = (keys: readonly string[]) => keys.filter((key) => !chosen.has(key));
  const known = new Set([...PERSON_FIELDS, ...MESSAGE_FIELDS, ...chosen]);
  const others = Object.keys(form.labels).filter((key) => !known.has(key));
  return {
    id: lead.id,
    form,
    person: leadPersonName(lead.data) || email,
    email,
    company: leadCompany(lead.data),
    essentials: linesOf(form, lead.data, unlisted(PERSON_FIELDS)),
    messages: linesOf(form, lead.data, unlisted(MESSAGE_FIELDS)),
    choices: [...chosenLines(lead.form, lead.data, pricing), ...linesOf(form, lead.data, others)],
    total: leadTotal(lead.form, lead.data, pricing),
    source: [
      { label: leadNoticeCopy.page, value: canonicalUrl(lead.page) },
      // Only leads from before the server recorded visits have a first touch.
      ...(lead.attribution?.firstTouch
        ? [
            {
              label: leadNoticeCopy.firstTouch,
              value: describeTouch(lead.attribution.firstTouch, time),
            },
          ]
        : []),
      { label: leadNoticeCopy.lastTouch, value: describeTouch(lead.attribution?.lastTouch, time) },
    ],
    received: time(lead.createdAt),
    inboxUrl: inboxUrl(lead.id),
  };
}
