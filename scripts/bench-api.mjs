// Prints requests per second for POST /api/leads and for a static page, served by the
// production build on loopback with a throwaway database. A benchmark, not a test.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";

const port = 3300 + Math.floor(Math.random() * 500);
const database = path.join(mkdtempSync(path.join(os.tmpdir(), "grevvy-bench-")), "leads.db");
const server = spawn(process.execPath, ["build/server/main.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SQLITE_PATH: database,
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "100000000",
  },
  stdio: "inherit",
});
const base = `http://127.0.0.1:${port}`;
for (let attempt = 0; ; attempt += 1) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    if (attempt > 100) throw new Error("server did not start (run npm run build first)");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
}

console.log(`Benchmark on ${os.cpus().length} cores, 20 connections, 10 s each`);
await measure("GET /contact (static page, brotli)", {
  url: `${base}/contact`,
  headers: { "accept-encoding": "br" },
});
await measure("POST /api/leads (SQLite)", {
  url: `${base}/api/leads`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: lead,
});
server.kill("SIGTERM");
