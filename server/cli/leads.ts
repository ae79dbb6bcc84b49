import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";

import { ENROLMENT_CODE_HOURS, personQuerySchema } from "~/lib/admin-api";

import { AccountError, type Enrollable, createOwnerAccounts } from "../admin/accounts";
import { passwordProblem } from "../admin/passwords";
import { openDatabase } from "../db/database";
import { hubSpotSettings, outboxOptions } from "../delivery/config";
import { StartupError, loadEnv } from "../env";
import { describeTouch } from "../leads/attribution";
import { type Erasure, createErasure, leadsGoToCrm } from "../leads/erasure";
import { deliverySummary, leadsToCsv, leadsToJson } from "../leads/export";
import { leadEmail } from "../leads/lead-fields";
import { createLeadRepository } from "../leads/repository";

import { readPasswordLine } from "./password-input";

const USAGE = `Usage: npm run leads -- <command> [options]

  list                 a short table of the leads with each delivery channel's state
  export               every lead with all its fields (CSV is safe to open in a spreadsheet)
    --format csv|json  (list and export; csv by default)
    --since YYYY-MM-DD only leads from that day on
  retry ID             queue the lead's undelivered deliveries again, due now
  retry --failed       queue every delivery that failed for good again
  erase EMAIL          delete every lead of that e-mail address with its notes, history and
                       delivery records, and queue the contact's GDPR delete, sent by the
                       server, when HubSpot is set here or leads here went to HubSpot; asks
                       first at a terminal
    --yes              erase without asking (scripts)

  Owners of the leads inbox (/admin); passwords are read from standard input, one line, at
  least 12 characters, never from the command line:
  add-user EMAIL --password-stdin       create an owner account; prints the enrolment code
                                        their first sign-in asks for, to set up their
                                        authenticator app (works once, for ${ENROLMENT_CODE_HOURS} hours)
  set-password EMAIL --password-stdin   change an owner's password (signs them out everywhere
                                        and forgets the browsers they signed in with)
  remove-user EMAIL                     remove an owner account (the same)
  reset-2fa EMAIL                       remove an owner's authenticator app and recovery codes
                                        (a lost phone) and sign them out: their next sign-in
                                        sets up a new app, with the new enrolment code printed
                                        (also for a code that expired)
  list-users                            the owner accounts`;

const LEAD_COMMANDS = ["list", "export", "retry", "erase"];
const USER_COMMANDS = ["add-user", "set-password", "remove-user", "reset-2fa", "list-users"];

/** At a terminal: says what erasing the person deletes and asks to go on. */
async function confirmErasure(erasure: Erasure, email: string): Promise<boolean> {
  const count = await erasure.count(email);
  const crm = erasure.crm ? ", and their HubSpot contact" : "";
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await terminal.question(
      `This deletes ${count} lead${count === 1 ? "" : "s"} of ${email}, their notes, history and delivery records${crm}. Type "erase" to go on: `,
    );
    return answer.trim() === "erase";
  } finally {
    terminal.close();
  }
}

/** The enrolment code, for the operator to hand to the owner apart from the password. */
function printEnrolmentCode({ enrolmentCode }: Enrollable, issuedAt: Date) {
  const until = new Date(issuedAt.getTime() + ENROLMENT_CODE_HOURS * 60 * 60 * 1000);
  console.log(`Enrolment code: ${enrolmentCode}`);
  console.log(
    `Their next sign-in at /admin asks for it before setting up their authenticator app. It works once, until ${until.toISOString()}; give it to them apart from the password.`,
  );
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: "string", default: "csv" },
      since: { type: "string" },
      failed: { type: "boolean" },
      yes: { type: "boolean" },
      "password-stdin": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { positionals, values } = parsed;

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [command, argument, ...extra] = positionals;
if (!command || ![...LEAD_COMMANDS, ...USER_COMMANDS].includes(command)) {
  fail(`Unknown command: ${command ?? "(none)"}`);
}
if (values.format !== "csv" && values.format !== "json") fail(`Unknown format: ${values.format}`);
if (command === "retry" && Boolean(argument) === Boolean(values.failed)) {
  fail("retry takes a lead id or --failed");
}
let eraseEmail = "";
if (command === "erase") {
  const checked = personQuerySchema.safeParse({ email: argument ?? "" });
  if (!checked.success || extra.length > 0) fail("erase takes one e-mail address");
  eraseEmail = checked.data.email;
  if (!values.yes && !process.stdin.isTTY) {
    fail("erase asks before deleting: add --yes to erase without asking");
  }
}
const takesPassword = command === "add-user" || command === "set-password";
if (USER_COMMANDS.includes(command)) {
  if (command === "list-users" ? argument : !argument) {
    fail(`${command} ${command === "list-users" ? "takes no e-mail" : "takes an e-mail address"}`);
  }
  if (extra.length > 0) {
    fail(
      takesPassword
        ? `${command} takes the password from standard input (--password-stdin), never as an argument`
        : `${command} takes one e-mail address`,
    );
  }
  if (takesPassword && !values["password-stdin"]) {
    fail(`${command} reads the password from standard input: add --password-stdin`);
  }
}
let since: Date | undefined;
if (values.since) {
  since = new Date(values.since);
  if (Number.isNaN(since.getTime())) fail(`Not a date: ${values.since}`);
}

let password = "";
if (takesPassword) {
  try {
    password = await readPasswordLine();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const problem = passwordProblem(password);
  if (problem) fail(problem);
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
  const accounts = createOwnerAccounts(db);
  const repository = createLeadRepository(db);
  if (command === "add-user") {
    const now = new Date();
    const account = await accounts.add(argument!, password, now);
    console.log(`Account created for ${account.email}`);
    printEnrolmentCode(account, now);
  } else if (command === "set-password") {
    const email = await accounts.setPassword(argument!, password);
    console.log(`Password changed for ${email}; their sessions ended, their browsers forgotten`);
  } else if (command === "remove-user") {
    const email = await accounts.remove(argument!);
    console.log(`Account removed for ${email}; their sessions ended, their browsers forgotten`);
  } else if (command === "reset-2fa") {
    const now = new Date();
    const reset = await accounts.resetSecondFactor(argument!, now);
    console.log(
      `Two-factor sign-in reset for ${reset.email}; their sessions ended, their next sign-in sets up an authenticator app`,
    );
    printEnrolmentCode(reset, now);
  } else if (command === "list-users") {
    const owners = await accounts.list();
    for (const owner of owners) console.log(`${owner.email}  (since ${owner.createdAt})`);
    console.log(`${owners.length} account${owners.length === 1 ? "" : "s"}`);
  } else if (command === "erase") {
    const env = loadEnv();
    // The server delivering to HubSpot sends the delete queued here, whether or not this
    // command's own environment names HubSpot.
    const erasure = createErasure(db, {
      crm: hubSpotSettings(env) !== null || (await leadsGoToCrm(db)),
      leaseMs: outboxOptions(env).leaseMs,
    });
    if (values.yes || (await confirmErasure(erasure, eraseEmail))) {
      const erased = await erasure.erasePerson(eraseEmail, { actor: null, ip: null });
      const crm = erased.hubspot
        ? "; the HubSpot contact's delete is queued (the server sends it)"
        : "; no HubSpot delete queued: HUBSPOT_ACCESS_TOKEN is not set here and no lead stored here went to HubSpot";
      console.log(`${erased.leads} lead${erased.leads === 1 ? "" : "s"} erased${crm}`);
    } else {
      console.error("Nothing erased");
      process.exitCode = 1;
    }
  } else if (command === "retry") {
    if (argument && !(await repository.find(argument))) fail(`No lead with id ${argument}`);
    const queued = await repository.outbox.retry(
      argument ? { leadId: argument } : { failed: true },
    );
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
        email: leadEmail(lead.data),
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
} catch (error) {
  if (!(error instanceof AccountError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await db.destroy();
}
