import { site } from "~/config/site";
import { leadFieldLabel, leadForms } from "~/content/lead-forms";
import type { DeliveryFilter, DeliveryState, LeadDetailAnswer, LeadStatus } from "~/lib/admin-api";
import type { Touch } from "~/lib/attribution";

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export const deliveryStateLabels: Record<DeliveryState, string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
};

export const deliveryFilterLabels: Record<DeliveryFilter, string> = {
  failed: "Any channel failed",
  pending: "Still trying",
  delivered: "Delivered everywhere",
  none: "Not queued anywhere",
};

const channelLabels: Readonly<Record<string, string>> = {
  webhook: "Webhook",
  "sales-email": "Sales e-mail",
  "confirmation-email": "Confirmation e-mail",
  hubspot: site.crm,
  slack: "Slack",
};

/** A delivery channel's name for people ("sales-email" → "Sales e-mail"). */
export function channelLabel(channel: string): string {
  return channelLabels[channel] ?? channel;
}

type KnownForm = keyof typeof leadForms;

function isKnownForm(form: string): form is KnownForm {
  return Object.hasOwn(leadForms, form);
}

/** Every lead form, as the inbox's form filter offers them: by title. */
export const formChoices = (Object.keys(leadForms) as KnownForm[])
  .map((form) => ({ value: form, label: leadForms[form].title }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** A form's title ("contact" → "Contact message"); the id itself for a form the site dropped. */
export function formTitle(form: string): string {
  return isKnownForm(form) ? leadForms[form].title : form;
}

/** A field's value as text: lists joined, yes/no for a tick box, a dash for nothing. */
export function fieldText(value: unknown): string {
  if (value === true) return "Yes";
  if (value === false) return "No";
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length > 0 ? value.map(fieldText).join(", ") : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export interface FieldRow {
  field: string;
  label: string;
  text: string;
}

/**
 * A lead's fields labelled as its form labels them, in the form's order, then what the visitor
 * chose (a quote, a plan, resources…) written out as the notices write it, in place of the fields
 * it stands for (`choices`, from the server); fields the form does not label (an older
 * version's) follow under their own names.
 */
export function fieldRows(
  form: string,
  data: Record<string, unknown>,
  choices: LeadDetailAnswer["choices"] = { fields: [], lines: [] },
): FieldRow[] {
  if (!isKnownForm(form)) {
    return Object.keys(data).map((field) => ({
      field,
      label: field,
      text: fieldText(data[field]),
    }));
  }
  const written = choices.fields;
  const labelled = Object.keys(leadForms[form].labels);
  const row = (field: string): FieldRow => ({
    field,
    label: leadFieldLabel(form, field),
    text: fieldText(data[field]),
  });
  return [
    ...labelled.filter((field) => Object.hasOwn(data, field) && !written.includes(field)).map(row),
    ...choices.lines.map(({ label, value }) => ({ field: `choice:${label}`, label, text: value })),
    ...Object.keys(data)
      .filter((field) => !labelled.includes(field))
      .map(row),
  ];
}

const touchLabels: Record<Exclude<keyof Touch, "at">, string> = {
  landingPage: "Landing page",
  referrer: "Referrer",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  utm_term: "utm_term",
  utm_content: "utm_content",
  gclid: "gclid (Google Ads)",
  msclkid: "msclkid (Microsoft Ads)",
  fbclid: "fbclid (Meta)",
};

/** A touch's recorded values, labelled, in a fixed order (its time apart). */
export function touchRows(touch: Touch): { label: string; text: string }[] {
  return (Object.keys(touchLabels) as (keyof typeof touchLabels)[])
    .filter((key) => touch[key])
    .map((key) => ({ label: touchLabels[key], text: touch[key]! }));
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const compactDateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A moment in the reader's own time zone: "Nov 3, 2026, 2:05 PM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The same without the year, for the inbox's rows: "Nov 3, 2:05 PM". */
export function formatCompactDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : compactDateTime.format(date);
}

/** "1 lead", "23 leads". */
export function leadCount(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "lead" : "leads"}`;
}

function text(data: Record<string, unknown>, field: string): string {
  const value = data[field];
  return typeof value === "string" ? value.trim() : "";
}

/** Whom a lead is from, whatever its form calls the fields: name, full name or first and last. */
export function leadPerson(data: Record<string, unknown>): { name: string; email: string } {
  const name =
    text(data, "name") ||
    text(data, "fullName") ||
    [text(data, "firstName"), text(data, "lastName")].filter(Boolean).join(" ");
  return { name, email: text(data, "email") || text(data, "workEmail") };
}
