// Lighthouse (mobile, simulated throttling) on every canonical route of the production build,
// served by the production server. Prints one row per route. A benchmark, not a test.
// Served over HTTPS and HTTP/2 by default, as a visitor gets the site through its CDN, or over
// plain HTTP/1.1 as `npm start` serves it (--transport=http1).
// Usage: npm run bench:pages [-- [--transport=http1|http2] /path …]   (after npm run build)
import { readFileSync } from "node:fs";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, chromiumExecutable } from "../tests/chromium.mjs";
import { startServer, transportArgument } from "./bench-server.mjs";

const args = process.argv.slice(2);
const requested = args.filter((arg) => arg.startsWith("/"));
const transport = transportArgument(args, "http2");
const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
const routes =
  requested.length > 0
    ? requested
    : [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);

const server = await startServer({ transport });
const base = server.base;

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
    const complete = [
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
    ]
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
      "FCP s": (lhr.audits["first-contentful-paint"].numericValue / 1000).toFixed(2),
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
  server.stop();
}

console.log(`transport: ${transport}`);
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
