import { parseArgs } from "node:util";

import { openDatabase } from "../db/database";
import { StartupError, loadEnv } from "../env";
import { describeTouch } from "../leads/attribution";
import { deliverySummary, leadsToCsv, leadsToJson } from "../leads/export";
import { createLeadRepository } from "../leads/repository";

const USAGE = `Usage: npm run leads -- <list|export|retry> [options]

  list                 a short table of the leads with each delivery channel's state
  export               every lead with all its fields (CSV is safe to open in a spreadsheet)
    --format csv|json  (list and export; csv by default)
    --since YYYY-MM-DD only leads from that day on
  retry ID             queue the lead's undelivered deliveries again, due now
  retry --failed       queue every delivery that failed for good again`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string", default: "csv" },
    since: { type: "string" },
    failed: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [command, leadId] = positionals;
if (command !== "list" && command !== "export" && command !== "retry") {
  fail(`Unknown command: ${command ?? "(none)"}`);
}
if (values.format !== "csv" && values.format !== "json") fail(`Unknown format: ${values.format}`);
if (command === "retry" && Boolean(leadId) === Boolean(values.failed)) {
  fail("retry takes a lead id or --failed");
}
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
  const repository = createLeadRepository(db);
  if (command === "retry") {
    if (leadId && !(await repository.find(leadId))) fail(`No lead with id ${leadId}`);
    const queued = await repository.outbox.retry(leadId ? { leadId } : { failed: true });
    console.log(`${queued} deliver${queued === 1 ? "y" : "ies"} queued again`);
  } else {
    const leads = await repository.list({ since });
    if (command === "export") {
      process.stdout.write(values.format === "json" ? leadsToJson(leads) : leadsToCsv(leads));
    } else if (values.format === "json") {
      process.stdout.write(leadsToJson(leads));
    } else {
      const rows = leads.map((lead) => ({
        id: lead.id,
        created: lead.createdAt,
        form: lead.form,
        status: lead.status,
        email: String(lead.data.email ?? lead.data.workEmail ?? ""),
        page: lead.page,
        "first touch": describeTouch(lead.attribution?.firstTouch),
        deliveries: deliverySummary(lead),
      }));
      if (rows.length > 0) console.table(rows);
      for (const lead of leads) {
        for (const delivery of lead.deliveries) {
          if (delivery.state !== "delivered" && delivery.lastError) {
            console.log(
              `${lead.id} ${delivery.channel} (${delivery.state}): ${delivery.lastError}`,
            );
          }
        }
      }
      console.log(`${leads.length} lead${leads.length === 1 ? "" : "s"}`);
    }
  }
} finally {
  await db.destroy();
}
