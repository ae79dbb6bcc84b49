// A page rendered on demand (decision 022) against a prerendered one, from the same production
// server in the same run: the first request after start (the render), then N requests to each,
// taking turns, over plain HTTP/1.1 with Brotli accepted as a browser does. Prints the median and
// p95 per page. A benchmark, not a test.
// Usage: npm run bench:on-demand [-- --requests=N /on-demand-path /static-path]   (after npm run build)
import http from "node:http";

import { startServer } from "./bench-server.mjs";

const args = process.argv.slice(2);
const requests = Number(
  args.find((arg) => arg.startsWith("--requests="))?.slice("--requests=".length) ?? 200,
);
const [onDemand = "/pricing/software-onboarding", prerendered = "/terms"] = args.filter((arg) =>
  arg.startsWith("/"),
);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET read to its end: its time in milliseconds. */
function timed(base, path) {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent, headers: { "accept-encoding": "br, gzip" } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
        response.on("data", () => {});
        response.on("end", () => resolve(performance.now() - start));
      })
      .on("error", reject);
  });
}

const quantile = (times, q) => [...times].sort((a, b) => a - b)[Math.ceil(q * times.length) - 1];
const ms = (value) => `${value.toFixed(1)} ms`;

const server = await startServer({ transport: "http1" });
try {
  const first = await timed(server.base, onDemand);
  await timed(server.base, prerendered);
  const times = { [onDemand]: [], [prerendered]: [] };
  for (let index = 0; index < requests; index += 1) {
    for (const path of [onDemand, prerendered]) times[path].push(await timed(server.base, path));
  }
  console.log(`${onDemand}, first request after start (its render): ${ms(first)}`);
  for (const [path, list] of Object.entries(times)) {
    console.log(`${path}: median ${ms(quantile(list, 0.5))}, p95 ${ms(quantile(list, 0.95))}`);
  }
  const ratio = quantile(times[onDemand], 0.95) / quantile(times[prerendered], 0.95);
  console.log(`p95 ratio, on demand / prerendered: ${ratio.toFixed(2)}`);
} finally {
  agent.destroy();
  server.stop();
}
