// The script each route downloads before the visitor does anything: every script response's body
// as sent (brotli over HTTP/2 by default), counted once the network has been idle and 3 s more
// have passed (islands hydrated on sight start loading as the page settles), at a phone's and a
// desktop's width. Prints KB and file counts per route and width. A benchmark, not a test.
// With --runs=N each route is measured N times and the medians printed. With
// --reference=<checkout> (built) the same routes of that build are measured in the same run, the
// two builds taking turns, and each row shows both (this build / reference).
// Usage: npm run bench:script [-- [--transport=http1|http2] [--runs=N]
//   [--reference=<checkout> [--reference-node=<node>]] /path …]   (after npm run build)
import { readFileSync } from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../tests/chromium.mjs";
import { runsAndBuilds, startServer, transportArgument } from "./bench-server.mjs";

const WIDTHS = [390, 1280];
const SETTLE_MS = 3_000;

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
const browser = await chromium.launch(chromiumLaunchOptions);

/** Script bytes and files `route` downloads at `width` from `base` with no action of the visitor. */
async function scriptBefore(base, route, width) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const scripts = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request);
  });
  await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(SETTLE_MS);
  let bytes = 0;
  for (const request of scripts) bytes += (await request.sizes()).responseBodySize;
  await context.close();
  return { bytes, files: scripts.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// measured[build][route][width]: each run's figures.
const measured = new Map(builds.map((build) => [build.name, new Map()]));
try {
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      // The builds take turns going first, so that neither always meets a warmer machine.
      const order = (run + routes.indexOf(route)) % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const byRoute = measured.get(build.name);
        if (!byRoute.has(route)) byRoute.set(route, new Map(WIDTHS.map((width) => [width, []])));
        for (const width of WIDTHS) {
          byRoute
            .get(route)
            .get(width)
            .push(await scriptBefore(build.server.base, route, width));
        }
      }
      process.stderr.write(`measured ${route} (run ${run + 1} of ${runs})\n`);
    }
  }
} finally {
  await browser.close();
  for (const build of builds) build.server.stop();
}

/** A build's median KB and files for a route at a width. */
const figure = (build, route, width) => {
  const results = measured.get(build.name).get(route).get(width);
  return {
    kb: (median(results.map((result) => result.bytes)) / 1024).toFixed(1),
    files: median(results.map((result) => result.files)),
  };
};
const rows = routes.map((route) => {
  const row = { route };
  for (const width of WIDTHS) {
    const [own, other] = builds.map((build) => figure(build, route, width));
    row[`${width} px KB`] = other ? `${own.kb} / ${other.kb}` : own.kb;
    row[`${width} px files`] = other ? `${own.files} / ${other.files}` : own.files;
  }
  return row;
});

console.log(
  `transport: ${transport}; ${runs} run(s), medians; script before any action, bodies as sent${builds[1] ? `; this build / reference (${builds[1].cwd})` : ""}`,
);
console.table(rows);
