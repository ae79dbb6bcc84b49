/**
 * Who a lead is and what they wrote, whatever the form called its fields: the inbox, the
 * exports, the e-mails and the CRM all read a lead's data through these.
 */

type LeadData = Record<string, unknown>;

/** The free-text fields of the forms (app/lib/lead-schemas.ts), most telling first. */
export const MESSAGE_FIELDS = ["message", "details", "features", "revenueHeadache", "leadTypes"];

/** How much of the message a row of the inbox shows. */
export const MESSAGE_PREVIEW_LENGTH = 200;

/** The first of the fields that holds some text, trimmed; "" when none does. */
export function firstText(data: LeadData, ...keys: string[]): string {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "";
}

/** The visitor's name as typed: a full name, or first and last name joined. */
export function leadPersonName(data: LeadData): string {
  return (
    firstText(data, "name", "fullName") ||
    [firstText(data, "firstName"), firstText(data, "lastName")].filter(Boolean).join(" ")
  );
}

export function leadEmail(data: LeadData): string {
  return firstText(data, "email", "workEmail");
}

export function leadCompany(data: LeadData): string {
  return firstText(data, "company", "companyName", "companyUrl");
}

/** The whole free text the visitor wrote, if the form asks for one. */
export function leadMessage(data: LeadData): string {
  return firstText(data, ...MESSAGE_FIELDS);
}

/**
 * What the inbox search looks in: name, e-mail, company and message, lower-cased, each on a line
 * of its own so that a search never matches across two of them (see server/db/text-search.ts).
 */
export function leadSearchText(data: LeadData): string {
  const fields = [leadPersonName(data), leadEmail(data), leadCompany(data), leadMessage(data)];
  return fields
    .map((field) => `${field}\n`)
    .join("")
    .toLowerCase();
}
