// Benchmarks of the API, served by the production build (npm run build first) on loopback with
// throwaway databases. Figures, not a test: nothing here passes or fails.
//
// 1. Requests per second for a static page, for POST /api/leads and for the page-view beacon
//    (POST /api/views), with how many of the beacon's views the database holds after.
// 2. The leads inbox with BENCH_LEADS (100,000) leads over a year, on SQLite and on PostgreSQL
//    when BENCH_DATABASE_URL (by default the tests' database) answers: median and p95 of each
//    kind of request, signed in through the API like the /admin pages.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { build } from "esbuild";
import pg from "pg";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://grevvy:grevvy@localhost:5432/grevvy_test";
const SAMPLES = 20;
const OWNER = { email: "bench@example.com", password: "benchmark passphrase" };

/** Starts the production server with the given settings; resolves once it answers. */
async function startServer(env) {
  const port = 3300 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      RATE_LIMIT_MAX: "100000000",
      ...env,
    },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      if (attempt > 300) throw new Error("server did not start (run npm run build first)");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const exited = new Promise((resolve) => server.once("exit", resolve));
  return {
    base,
    stop: () => {
      server.kill("SIGTERM");
      return exited;
    },
  };
}

function throwawaySqlite() {
  return path.join(mkdtempSync(path.join(os.tmpdir(), "grevvy-bench-")), "leads.db");
}

// --- 1. Throughput -------------------------------------------------------------------------

async function throughput() {
  const sqlitePath = throwawaySqlite();
  // Behind one trusted proxy: each beacon from an address of its own, as visitors are.
  const server = await startServer({ SQLITE_PATH: sqlitePath, TRUST_PROXY: "1" });
  const lead = JSON.stringify({
    form: "contact",
    data: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      message: "Benchmark lead, please ignore.",
    },
    page: "/contact",
  });
  async function measure(title, options) {
    const result = await autocannon({ connections: 20, duration: 10, ...options });
    const failures = result.non2xx + result.errors;
    console.log(
      `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   failures ${failures}`,
    );
    return result;
  }
  console.log(`Benchmark on ${os.cpus().length} cores, 20 connections, 10 s each`);
  await measure("GET /contact (static page, brotli)", {
    url: `${server.base}/contact`,
    headers: { "accept-encoding": "br" },
  });
  await measure("POST /api/leads (SQLite)", {
    url: `${server.base}/api/leads`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: lead,
  });
  let visitor = 0;
  const beacons = await measure("POST /api/views (beacon, SQLite)", {
    url: `${server.base}/api/views`,
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36",
    },
    body: "path=%2Fservices&utm_source=linkedin",
    requests: [
      {
        setupRequest: (request) => {
          visitor += 1;
          const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
          return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
        },
      },
    ],
  });
  await server.stop();
  const database = new SQLite(sqlitePath, { readonly: true });
  const { views } = database.prepare("select count(*) as views from analytics_page_views").get();
  database.close();
  console.log(`  of ${beacons.requests.total} beacons answered, ${views} views counted`);
}

// --- 2. The leads inbox --------------------------------------------------------------------

/**
 * The site's own code for what a lead's row holds beside its data (the search text and the
 * delivery summary) and the forms' choices, bundled for this script.
 */
async function siteCode() {
  const dir = path.resolve("data", `bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "site-code.mjs");
  await build({
    stdin: {
      contents: `export { leadSearchText } from "./server/leads/lead-fields";
        export { openDatabase } from "./server/db/database";
        export { refreshDeliveryFilter } from "./server/delivery/outbox";
        export * as options from "./app/lib/lead-options";`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    outfile: file,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    alias: { "~": "./app" },
    logLevel: "warning",
  });
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A repeatable sequence of pseudo-random numbers (the same leads on every run). */
function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, pick };
}

const FIRST_NAMES =
  "Ada Grace Alan Linus Margaret Katherine Dennis Barbara Ken Frances Edsger Donald Radia Tim Hedy John Mary Sophie Lucas Emma Noah Olivia Liam Mia Ines Jonas Lea Hugo Chloe Mateo Aisha Omar Yuki Kenji Priya Arjun Elena Marco Sara Pablo Anna Erik Maja Lars Nora Felix Clara Jakob Zoe Leon".split(
    " ",
  );
const LAST_NAMES =
  "Lovelace Hopper Turing Torvalds Hamilton Johnson Ritchie Liskov Thompson Allen Dijkstra Knuth Perlman Berners-Lee Lamarr Backus Smith Martin Garcia Müller Dubois Rossi Nowak Jensen Okafor Tanaka Patel Silva Kowalski Novak Larsen Schmidt Moreau Bianchi Fischer Weber Costa Haddad Suzuki Kim".split(
    " ",
  );
const COMPANIES =
  "Analytical Engines|Acme Corp|Globex|Initech|Umbrella Health|Stark Industries|Wayne Logistics|Hooli|Pied Piper|Vandelay Imports|Soylent Foods|Tyrell Systems|Cyberdyne|Massive Dynamic|Wonka Confectionery|Oscorp|Northwind Traders|Contoso|Fabrikam|Tailspin Toys|Blue Yonder Airlines|Litware|Proseware|Adventure Works|Alpine Ski House|Coho Winery|Fourth Coffee|Lamna Healthcare|Margie's Travel|Trey Research|Wide World Importers|Woodgrove Bank|Humongous Insurance|Graphic Design Institute|Southridge Video|City Power & Light|Nod Publishers|Relecloud|VanArsdel|Bellows College".split(
    "|",
  );
const SENTENCES = [
  "We would like help moving our sales team onto the CRM.",
  "Our pipeline reporting is a mess of spreadsheets.",
  "Looking for a quote for onboarding about 25 users.",
  "Can you integrate the website forms with our CRM?",
  "We need dashboards for the board meeting next quarter.",
  "Budget is approved, we want to start in the spring.",
  "Please call me next week, mornings are best.",
  "We are migrating from another CRM and need our data moved.",
  "Our forecasts never match what actually closes.",
  "Interested in training for the customer service team.",
  "We run a small agency and want to automate follow-ups.",
  "Lead routing between regions takes us days.",
  "Could you send pricing for the premium package?",
  "We want a new website that converts better.",
  "Our marketing and sales teams use different tools.",
  "Need a presentation for an investor pitch in three weeks.",
  "How long does a typical implementation take?",
  "We tried to set this up ourselves and got stuck.",
  "Looking for someone to audit our revenue operations.",
  "Our renewals are tracked by hand and we miss some.",
];
const FORM_WEIGHTS = {
  contact: 20,
  "free-guide": 14,
  "partner-contact": 4,
  "resource-request": 6,
  "trainer-demo": 6,
  "trainer-call": 5,
  "presentation-quote": 5,
  "lead-interest": 5,
  "app-consultation": 5,
  "revops-discovery": 6,
  "prompt-guide": 8,
  "advisory-message": 4,
  "ai-tools": 7,
  "cheat-sheet": 5,
};
const FORMS = Object.entries(FORM_WEIGHTS).flatMap(([form, weight]) => Array(weight).fill(form));
const CHANNELS = ["confirmation-email", "hubspot", "sales-email", "webhook"];
const DAY = 86_400_000;

/** Realistic leads: each form's own fields, statuses, a year of dates, some failed deliveries. */
function* generateLeads(count, { options }) {
  const { next, pick } = randomSource(42);
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const form = pick(FORMS);
    const [firstName, lastName, company] = [pick(FIRST_NAMES), pick(LAST_NAMES), pick(COMPANIES)];
    const domain = `${company.toLowerCase().replace(/[^a-z]+/g, "")}.example`;
    const email = `${firstName}.${lastName}${i}@${domain}`.toLowerCase();
    const name = `${firstName} ${lastName}`;
    const message = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(SENTENCES)).join(
      " ",
    );
    const data = {
      "free-guide": { name, email, company },
      "partner-contact": { name, email, company, message },
      "resource-request": {
        firstName,
        lastName,
        email,
        resources: [pick(options.salesResourceOptions).id],
      },
      "trainer-demo": {
        fullName: name,
        workEmail: email,
        company,
        companySize: pick(options.companySizeOptions),
      },
      "trainer-call": { fullName: name, workEmail: email, phone: "+1 555 0100", message },
      "presentation-quote": { name, email, company, details: message, slides: 12 },
      "lead-interest": {
        firstName,
        lastName,
        email,
        companyUrl: `https://${domain}`,
        leadTypes: message,
        basicList: true,
        standardList: false,
        premiumList: false,
      },
      "app-consultation": {
        firstName,
        lastName,
        email,
        companyName: company,
        appType: [pick(options.appTypeOptions)],
        features: message,
        budgetRange: pick(options.budgetRangeOptions),
      },
      "revops-discovery": {
        firstName,
        lastName,
        email,
        companyUrl: `https://${domain}`,
        revenueHeadache: message,
        package: pick(options.revopsPackageIds),
      },
      "prompt-guide": {
        firstName,
        lastName,
        email,
        company,
        role: pick(options.promptGuideRoles).value,
        consent: true,
      },
      "advisory-message": { name, email, company, message },
      "ai-tools": {
        firstName,
        lastName,
        email,
        company,
        role: pick(options.aiToolsRoles).value,
        tool: "",
      },
      "cheat-sheet": { firstName, lastName, email, company, companyUrl: "", cheatSheet: "" },
      contact: { firstName, lastName, email, company, message },
    }[form];
    const ageDays = next() * 365;
    const createdAt = new Date(now - ageDays * DAY).toISOString();
    const roll = next();
    const status =
      roll < 0.08
        ? "spam"
        : ageDays < 7
          ? pick(["new", "new", "new", "contacted"])
          : pick(["new", "contacted", "contacted", "qualified", "won", "lost", "lost"]);
    // Spam goes nowhere; leads from before the channels were set up were queued on none.
    const channels = status === "spam" || ageDays > 330 ? [] : CHANNELS;
    const deliveries = channels.map((channel) => {
      const outcome = next();
      const state =
        channel === "hubspot" && outcome < 0.03
          ? "failed"
          : channel === "webhook" && outcome < 0.01
            ? "pending"
            : "delivered";
      return { channel, state, error: state === "delivered" ? null : `${channel} answered 503` };
    });
    yield { id: randomUUID(), form, data, createdAt, status, deliveries };
  }
}

const LEAD_COLUMNS = [
  "id",
  "form",
  "data",
  "page",
  "created_at",
  "user_agent",
  "status",
  "search_text",
  "delivery",
];
const DELIVERY_COLUMNS = [
  "lead_id",
  "channel",
  "state",
  "attempts",
  "next_attempt_at",
  "last_error",
  "delivered_at",
];
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";

function leadRow(lead, code) {
  return [
    lead.id,
    lead.form,
    JSON.stringify(lead.data),
    `/${lead.form}`,
    lead.createdAt,
    USER_AGENT,
    lead.status,
    code.leadSearchText(lead.data),
    // Worked out from the delivery rows once they are in, by the outbox's own query.
    "none",
  ];
}

function deliveryRows(lead) {
  return lead.deliveries.map(({ channel, state, error }) => [
    lead.id,
    channel,
    state,
    1,
    lead.createdAt,
    error,
    state === "delivered" ? lead.createdAt : null,
  ]);
}

/** Sets each stored lead's delivery summary from its delivery rows, as the outbox does. */
async function summarizeDeliveries(config, code) {
  const { db } = await code.openDatabase(config);
  await code.refreshDeliveryFilter(db, "all");
  await db.destroy();
}

async function fillSqlite(file, leads, code) {
  const db = new SQLite(file);
  db.pragma("busy_timeout = 5000");
  const insertLead = db.prepare(
    `insert into leads (${LEAD_COLUMNS}) values (${LEAD_COLUMNS.map(() => "?")})`,
  );
  const insertDelivery = db.prepare(
    `insert into lead_deliveries (${DELIVERY_COLUMNS}) values (${DELIVERY_COLUMNS.map(() => "?")})`,
  );
  db.transaction(() => {
    for (const lead of leads) {
      insertLead.run(leadRow(lead, code));
      for (const row of deliveryRows(lead)) insertDelivery.run(row);
    }
  })();
  db.close();
  await summarizeDeliveries({ SQLITE_PATH: file }, code);
}

async function fillPostgres(url, leads, code) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const insert = async (table, columns, rows) => {
    for (let start = 0; start < rows.length; start += 1000) {
      const batch = rows.slice(start, start + 1000);
      const values = batch.map(
        (row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(",")})`,
      );
      await client.query(`insert into ${table} (${columns}) values ${values}`, batch.flat());
    }
  };
  await client.query("begin");
  await insert(
    "leads",
    LEAD_COLUMNS,
    leads.map((lead) => leadRow(lead, code)),
  );
  await insert("lead_deliveries", DELIVERY_COLUMNS, leads.flatMap(deliveryRows));
  await client.query("commit");
  await summarizeDeliveries({ DATABASE_URL: url }, code);
  // What autovacuum does shortly after a load this size: statistics and the visibility map.
  await client.query("vacuum analyze leads, lead_deliveries");
  await client.end();
}

/** Runs the leads command (build/server/leads.js) against the same database. */
function leadsCommand(args, env, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["build/server/leads.js", ...args], {
      env: { ...process.env, ...env },
      stdio: ["pipe", "ignore", "inherit"],
    });
    child.stdin.end(input);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`leads ${args[0]} exited ${code}`)),
    );
  });
}

const median = (sorted) => sorted[Math.floor((sorted.length - 1) / 2)];
const p95 = (sorted) => sorted[Math.ceil(sorted.length * 0.95) - 1];
const format = (ms) => (ms === undefined ? "" : ms.toFixed(1));

/** Times each kind of inbox request, signed in through the API; prints a table. */
async function measureInbox(base, label, rareEmail) {
  const origin = new URL(base).origin;
  const signIn = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(OWNER),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.get("set-cookie").split(";")[0];

  async function timed(url) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
    const timing = Object.fromEntries(
      (response.headers.get("server-timing") ?? "")
        .split(",")
        .filter(Boolean)
        .map((part) => {
          const [name, duration] = part.trim().split(";dur=");
          return [name, Number(duration)];
        }),
    );
    return { ms, body, timing };
  }

  async function scenario(title, url, { samples = SAMPLES, warmUp = 3, note } = {}) {
    for (let i = 0; i < warmUp; i += 1) await timed(url);
    const runs = [];
    for (let i = 0; i < samples; i += 1) runs.push(await timed(url));
    const sorted = (pick) => runs.map(pick).sort((a, b) => a - b);
    const total = sorted(({ ms }) => ms);
    const page = runs[0].timing.page === undefined ? [] : sorted(({ timing }) => timing.page);
    const counts = runs[0].timing.counts === undefined ? [] : sorted(({ timing }) => timing.counts);
    console.log(
      [
        title.padEnd(36),
        format(median(total)).padStart(8),
        format(p95(total)).padStart(8),
        format(median(page)).padStart(8),
        format(median(counts)).padStart(8),
        `  ${note?.(runs[0].body) ?? ""}`,
      ].join(""),
    );
    return runs[0].body;
  }

  const list = (query) => `/api/admin/leads?${new URLSearchParams(query)}`;
  const listing = (query) => [
    list(query),
    {
      note(body) {
        const { leads, counts } = JSON.parse(body);
        const total = query.status
          ? counts[query.status]
          : Object.values(counts).reduce((sum, count) => sum + count, 0);
        return `${leads.length} shown of ${total.toLocaleString("en")}`;
      },
    },
  ];
  const daysAgo = (days) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

  console.log(
    `\nLeads inbox on ${label}, ${LEADS.toLocaleString("en")} leads, ${SAMPLES} runs each`,
  );
  console.log(
    `${"request".padEnd(36)}${"median".padStart(8)}${"p95".padStart(8)}${"page".padStart(8)}${"counts".padStart(8)}   (ms; page and counts: the server's own share)`,
  );
  const first = JSON.parse(await scenario("first page, no filter", ...listing({})));
  await scenario("page 2 (cursor)", ...listing({ cursor: first.nextCursor }));
  await scenario("form=contact", ...listing({ form: "contact" }));
  await scenario("status=won", ...listing({ status: "won" }));
  await scenario("delivery=failed", ...listing({ delivery: "failed" }));
  await scenario("delivery=delivered", ...listing({ delivery: "delivered" }));
  await scenario(
    "from/to (30 days, 2 months ago)",
    ...listing({ from: daysAgo(90), to: daysAgo(61) }),
  );
  await scenario("q=jo (2 characters)", ...listing({ q: "jo" }));
  await scenario("q=crm (common word)", ...listing({ q: "crm" }));
  await scenario("q=pipeline reporting", ...listing({ q: "pipeline reporting" }));
  await scenario("q=<one lead's e-mail>", ...listing({ q: rareEmail }));
  await scenario("q=crm & form & status", ...listing({ q: "crm", form: "contact", status: "new" }));
  await scenario("one lead", `/api/admin/leads/${first.leads[0].id}`);
  await scenario("daily chart (30 days)", "/api/admin/leads/daily");
  const size = (body) => `${(Buffer.byteLength(body) / 1e6).toFixed(1)} MB`;
  await scenario("export CSV, every lead", "/api/admin/leads/export?format=csv", {
    samples: 2,
    warmUp: 0,
    note: size,
  });
  await scenario("export JSON, form=contact", "/api/admin/leads/export?format=json&form=contact", {
    samples: 2,
    warmUp: 0,
    note: size,
  });
}

async function benchInbox(label, env, fill) {
  const code = await siteCode();
  let started = performance.now();
  // Stored as they arrived, oldest first, as the site stores them.
  const leads = [...generateLeads(LEADS, code)].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  // Migrations run at start-up: the server makes the schema, the leads go straight in.
  const server = await startServer(env);
  try {
    await fill(leads, code);
    const fillSeconds = (performance.now() - started) / 1000;
    await leadsCommand(["add-user", OWNER.email, "--password-stdin"], env, `${OWNER.password}\n`);
    console.log(
      `\n${label}: ${LEADS.toLocaleString("en")} leads generated and stored in ${fillSeconds.toFixed(0)} s`,
    );
    const rare = leads[Math.floor(leads.length / 3)].data;
    started = performance.now();
    await measureInbox(server.base, label, rare.email ?? rare.workEmail);
    console.log(`(measured in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await server.stop();
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

await throughput();

const sqliteFile = throwawaySqlite();
try {
  await benchInbox("SQLite", { SQLITE_PATH: sqliteFile }, (leads, code) =>
    fillSqlite(sqliteFile, leads, code),
  );
  console.log(`SQLite file: ${(statSync(sqliteFile).size / 1e6).toFixed(0)} MB`);
} finally {
  rmSync(path.dirname(sqliteFile), { recursive: true, force: true });
}

const admin = await postgresReachable();
if (!admin) {
  console.log(`\nPostgreSQL not reachable at ${new URL(POSTGRES_URL).host}: skipped`);
} else {
  // A schema of its own, dropped afterwards; the server reaches it through the search path.
  const schema = `bench_${process.pid}`;
  // Installed where other schemas find it, so dropping this one leaves the extension alone.
  await admin.query("create extension if not exists pg_trgm");
  await admin.query(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  try {
    await benchInbox("PostgreSQL", { DATABASE_URL: url.href }, (leads, code) =>
      fillPostgres(url.href, leads, code),
    );
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
