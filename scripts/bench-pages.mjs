// Lighthouse (mobile, simulated throttling) on every canonical route of the production build,
// served by the production server. Prints one row per route. A benchmark, not a test.
// Usage: npm run bench:pages [-- /path …]   (after npm run build)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, chromiumExecutable } from "../tests/chromium.mjs";

const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
const routes =
  requested.length > 0
    ? requested
    : [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);

const port = 3600 + Math.floor(Math.random() * 300);
const database = path.join(mkdtempSync(path.join(os.tmpdir(), "grevvy-lh-")), "leads.db");
// Served over HTTPS and HTTP/2, as a visitor gets the site through its CDN, with the
// self-signed localhost certificate of the tests (Chromium is told to accept it).
const server = spawn(process.execPath, ["build/server/main.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SQLITE_PATH: database,
    LOG_LEVEL: "silent",
    TLS_CERT_FILE: "tests/fixtures/tls/localhost-cert.pem",
    TLS_KEY_FILE: "tests/fixtures/tls/localhost-key.pem",
  },
  stdio: "inherit",
});
const base = `https://localhost:${port}`;
/** Whether the server answers its health check (the test certificate is self-signed). */
const healthy = () =>
  new Promise((resolve) => {
    https
      .get(`${base}/healthz`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on("error", () => resolve(false));
  });
for (let attempt = 0; !(await healthy()); attempt += 1) {
  if (attempt > 100) throw new Error("server did not start (run npm run build first)");
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumArgs],
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;

/** One Lighthouse run; a run the browser could not complete (a busy machine) is tried again. */
async function measure(route, attempts = 3) {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const { lhr } = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const complete = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]
      .map((id) => lhr.audits[id]?.numericValue)
      .every((value) => typeof value === "number");
    if (!lhr.runtimeError && complete) return lhr;
    process.stderr.write(
      `${route}: run ${attempt} incomplete (${lhr.runtimeError?.message ?? "missing metrics"})\n`,
    );
  }
  return null;
}
const rows = [];
try {
  for (const route of routes) {
    const lhr = await measure(route);
    if (!lhr) {
      rows.push({ route, perf: "failed" });
      continue;
    }
    const requests = lhr.audits["network-requests"].details?.items ?? [];
    const transfer = (filter) =>
      requests.filter(filter).reduce((total, item) => total + (item.transferSize ?? 0), 0);
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    rows.push({
      route,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "LCP s": (lhr.audits["largest-contentful-paint"].numericValue / 1000).toFixed(2),
      "TBT ms": Math.round(lhr.audits["total-blocking-time"].numericValue),
      CLS: lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3),
      "JS KB sent": kb(transfer((item) => item.resourceType === "Script")),
      "total KB sent": kb(transfer(() => true)),
    });
    process.stderr.write(`measured ${route}\n`);
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

console.table(rows);
const measured = rows.filter((row) => typeof row.perf === "number");
const worst = (key) => Math.min(...measured.map((row) => row[key]));
if (measured.length < rows.length) {
  console.log(`not measured: ${rows.length - measured.length} route(s), see above`);
  process.exitCode = 1;
}
console.log(
  `lowest scores: performance ${worst("perf")}, accessibility ${worst("a11y")}, best practices ${worst("bp")}, SEO ${worst("seo")}`,
);
