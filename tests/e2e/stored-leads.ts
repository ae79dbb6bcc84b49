import type { Attribution } from "~/lib/attribution";

import { openDatabase } from "../../server/db/database";
import { leadsToJson } from "../../server/leads/export";
import { createLeadRepository } from "../../server/leads/repository";

import { e2eServers } from "./servers";

export interface ExportedLead {
  form: string;
  page: string;
  status: string;
  data: Record<string, unknown>;
  attribution: Attribution | null;
}

/**
 * The test server's database, opened once per worker: the export's own code reads it here, as
 * `npm run leads -- export --format json` does, without starting a process for every look.
 */
let repository: ReturnType<typeof createLeadRepository> | undefined;

/** The leads the test server stored, as the operator's export lists them. */
export async function exportedLeads(): Promise<ExportedLead[]> {
  repository ??= createLeadRepository(
    (await openDatabase({ SQLITE_PATH: e2eServers.site.database })).db,
  );
  return JSON.parse(leadsToJson(await repository.list({})));
}

/** The stored lead that holds this value (a unique e-mail address) in its data. */
export async function storedLeadWith(value: string): Promise<ExportedLead | undefined> {
  return (await exportedLeads()).find((lead) => Object.values(lead.data).includes(value));
}
