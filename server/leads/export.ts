import { stripInvisibleCharacters } from "~/lib/invisible-characters";

import { describeTouch } from "./attribution";
import { leadCompany, leadEmail, leadPersonName } from "./lead-fields";
import type { Lead } from "./repository";

/** Spreadsheet apps run cells starting with these as formulas; a leading quote disarms them. */
const FORMULA_START = /^[=+\-@\t]/;

/**
 * One CSV cell, safe to open in a spreadsheet: no control characters but tab and newline, no
 * invisible formatting characters, formulas disarmed, and quoted when it holds a comma, a
 * semicolon (the separator in many locales), a quote or a line break.
 */
export function csvCell(value: unknown): string {
  let text = stripInvisibleCharacters(value === null || value === undefined ? "" : String(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file of a header and rows, each cell made safe by csvCell, lines ended CRLF. */
export function csvFile(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [columns, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

const COLUMNS = [
  "id",
  "created_at",
  "form",
  "status",
  "page",
  "name",
  "email",
  "company",
  "data",
  "first_touch",
  "last_touch",
  "deliveries",
  "user_agent",
] as const;

/** Each channel's state, e.g. "email: delivered; webhook: failed". */
export function deliverySummary(lead: Lead): string {
  return lead.deliveries.map(({ channel, state }) => `${channel}: ${state}`).join("; ");
}

export function leadsToCsv(leads: readonly Lead[]): string {
  return csvFile(
    COLUMNS,
    leads.map((lead) => [
      lead.id,
      lead.createdAt,
      lead.form,
      lead.status,
      lead.page,
      leadPersonName(lead.data),
      leadEmail(lead.data),
      leadCompany(lead.data),
      JSON.stringify(lead.data),
      describeTouch(lead.attribution?.firstTouch),
      describeTouch(lead.attribution?.lastTouch),
      deliverySummary(lead),
      lead.userAgent,
    ]),
  );
}

export function leadsToJson(leads: readonly Lead[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`;
}
