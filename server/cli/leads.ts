import { parseArgs } from "node:util";

import { openDatabase } from "../db/database";
import { StartupError, loadEnv } from "../env";
import { leadsToCsv, leadsToJson } from "../leads/export";
import { createLeadRepository } from "../leads/repository";

const USAGE = `Usage: npm run leads -- <list|export> [--format csv|json] [--since YYYY-MM-DD]

  list     a short table of the leads
  export   every lead with all its fields (CSV is safe to open in a spreadsheet)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string", default: "csv" },
    since: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [command] = positionals;
if (command !== "list" && command !== "export") fail(`Unknown command: ${command ?? "(none)"}`);
if (values.format !== "csv" && values.format !== "json") fail(`Unknown format: ${values.format}`);
let since: Date | undefined;
if (values.since) {
  since = new Date(values.since);
  if (Number.isNaN(since.getTime())) fail(`Not a date: ${values.since}`);
}

let database;
try {
  database = await openDatabase(loadEnv());
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { db } = database;
try {
  const leads = await createLeadRepository(db).list({ since });
  if (command === "export") {
    process.stdout.write(values.format === "json" ? leadsToJson(leads) : leadsToCsv(leads));
  } else if (values.format === "json") {
    process.stdout.write(leadsToJson(leads));
  } else {
    const rows = leads.map((lead) => ({
      created: lead.createdAt,
      form: lead.form,
      status: lead.status,
      email: String(lead.data.email ?? lead.data.workEmail ?? ""),
      page: lead.page,
      delivery: lead.deliveryState,
    }));
    if (rows.length > 0) console.table(rows);
    console.log(`${leads.length} lead${leads.length === 1 ? "" : "s"}`);
  }
} finally {
  await db.destroy();
}
