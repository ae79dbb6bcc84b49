// The script each route downloads before the visitor does anything: every script response's body
// as sent (brotli over HTTP/2 by default), counted once the network has been idle and 3 s more
// have passed (islands hydrated on sight start loading as the page settles), at a phone's and a
// desktop's width. Prints KB and file counts per route and width. A benchmark, not a test.
// Usage: npm run bench:script [-- [--transport=http1|http2] /path …]   (after npm run build)
import { readFileSync } from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumLaunchOptions } from "../tests/chromium.mjs";
import { startServer, transportArgument } from "./bench-server.mjs";

const WIDTHS = [390, 1280];
const SETTLE_MS = 3_000;

const args = process.argv.slice(2);
const requested = args.filter((arg) => arg.startsWith("/"));
const transport = transportArgument(args, "http2");
const sitemap = readFileSync("build/client/sitemap.xml", "utf8");
const routes =
  requested.length > 0
    ? requested
    : [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);

const server = await startServer({ transport });
const browser = await chromium.launch(chromiumLaunchOptions);

/** Script KB and files `route` downloads at `width` with no action of the visitor. */
async function scriptBefore(route, width) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const scripts = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request);
  });
  await page.goto(`${server.base}${route}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(SETTLE_MS);
  let bytes = 0;
  for (const request of scripts) bytes += (await request.sizes()).responseBodySize;
  await context.close();
  return { kb: (bytes / 1024).toFixed(1), files: scripts.length };
}

const rows = [];
try {
  for (const route of routes) {
    const row = { route };
    for (const width of WIDTHS) {
      const { kb, files } = await scriptBefore(route, width);
      row[`${width} px KB`] = kb;
      row[`${width} px files`] = files;
    }
    rows.push(row);
    process.stderr.write(`measured ${route}\n`);
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(`transport: ${transport}; script before any action, bodies as sent`);
console.table(rows);
