import { execFileSync } from "node:child_process";

import type { Attribution } from "~/lib/attribution";

import { e2eServers } from "./servers";

export interface ExportedLead {
  form: string;
  page: string;
  status: string;
  data: Record<string, unknown>;
  attribution: Attribution | null;
}

/** The leads the test server stored, as the operator's export lists them. */
export function exportedLeads(): ExportedLead[] {
  const output = execFileSync(
    process.execPath,
    ["build/server/leads.js", "export", "--format", "json"],
    {
      env: { ...process.env, SQLITE_PATH: e2eServers.site.database, LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  return JSON.parse(output);
}

/** The stored lead that holds this value (a unique e-mail address) in its data. */
export function storedLeadWith(value: string): ExportedLead | undefined {
  return exportedLeads().find((lead) => Object.values(lead.data).includes(value));
}
