// Lighthouse (mobile, simulated throttling) on every canonical route of the production build,
// served by the production server. Prints one row per route. A benchmark, not a test.
// Served over HTTPS and HTTP/2 by default, as a visitor gets the site through its CDN, or over
// plain HTTP/1.1 as `npm start` serves it (--transport=http1).
// With --runs=N each route is measured N times and the medians printed, the runs' own figures
// beside them. With --reference=<checkout> (built) the same routes of that build are measured in
// the same run, the two builds taking turns; --reference-node runs it on another Node (a
// checkout from before the move to Node 24 needs the machine's own).
// Usage: npm run bench:pages [-- [--transport=http1|http2] [--runs=N]
//   [--reference=<checkout> [--reference-node=<node>]] /path …]   (after npm run build)
import { readFileSync } from "node:fs";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, chromiumExecutable } from "../tests/chromium.mjs";
import { runsAndBuilds, startServer, transportArgument } from "./bench-server.mjs";

const args = process.argv.slice(2);
const requested = args.filter((arg) => arg.startsWith("/"));
const transport = transportArgument(args, "http2");
const { runs, builds } = runsAndBuilds(args);
const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
const routes =
  requested.length > 0
    ? requested
    : [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);

for (const build of builds) {
  build.server = await startServer({ transport, ...build });
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumArgs],
});

/** One Lighthouse run; a run the browser could not complete (a busy machine) is tried again. */
async function measure(base, route, attempts = 3) {
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
/** The figures of one run of one route, or null when the browser could not complete it. */
async function figures(base, route) {
  const lhr = await measure(base, route);
  if (!lhr) return null;
  const requests = lhr.audits["network-requests"].details?.items ?? [];
  const transfer = (filter) =>
    requests.filter(filter).reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    "FCP s": lhr.audits["first-contentful-paint"].numericValue / 1000,
    "LCP s": lhr.audits["largest-contentful-paint"].numericValue / 1000,
    "TBT ms": lhr.audits["total-blocking-time"].numericValue,
    CLS: lhr.audits["cumulative-layout-shift"].numericValue,
    "JS KB sent": transfer((item) => item.resourceType === "Script") / 1024,
    "total KB sent": transfer(() => true) / 1024,
  };
}

const DECIMALS = {
  "FCP s": 2,
  "LCP s": 2,
  "TBT ms": 0,
  CLS: 3,
  "JS KB sent": 1,
  "total KB sent": 1,
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** The median of the runs, with the runs themselves when there are several. */
const summary = (values, decimals) => {
  const text = (value) => value.toFixed(decimals);
  return values.length > 1
    ? `${text(median(values))} (${values.map(text).join(", ")})`
    : text(values[0]);
};

// measured[build][route]: the figures of each completed run.
const measured = new Map(builds.map((build) => [build.name, new Map()]));
let failed = 0;
try {
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      // The builds take turns going first, so that neither always meets a warmer machine.
      const order = (run + routes.indexOf(route)) % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const result = await figures(build.server.base, route);
        const byRoute = measured.get(build.name);
        if (!byRoute.has(route)) byRoute.set(route, []);
        if (result) byRoute.get(route).push(result);
        else failed += 1;
        process.stderr.write(`measured ${build.name} ${route} (run ${run + 1} of ${runs})\n`);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const build of builds) build.server.stop();
}

console.log(`transport: ${transport}; ${runs} run(s); medians, each run's figure in brackets`);
const scores = [];
for (const build of builds) {
  if (builds.length > 1) console.log(`${build.name}: ${build.cwd}`);
  const rows = [];
  for (const [route, results] of measured.get(build.name)) {
    if (results.length === 0) {
      rows.push({ route, perf: "failed" });
      continue;
    }
    const row = { route };
    for (const key of ["perf", "a11y", "bp", "seo"]) {
      row[key] = summary(
        results.map((result) => result[key]),
        0,
      );
      scores.push({ build: build.name, key, value: median(results.map((result) => result[key])) });
    }
    for (const [key, decimals] of Object.entries(DECIMALS)) {
      row[key] = summary(
        results.map((result) => result[key]),
        decimals,
      );
    }
    rows.push(row);
  }
  console.table(rows);
}
if (failed > 0) {
  console.log(`not measured: ${failed} run(s), see above`);
  process.exitCode = 1;
}
for (const build of builds) {
  const worst = (key) =>
    Math.min(
      ...scores
        .filter((score) => score.build === build.name && score.key === key)
        .map((score) => score.value),
    );
  console.log(
    `${build.name}, lowest median scores: performance ${worst("perf")}, accessibility ${worst("a11y")}, best practices ${worst("bp")}, SEO ${worst("seo")}`,
  );
}
