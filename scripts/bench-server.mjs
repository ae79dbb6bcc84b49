// Starts the production server (build/server/main.js) for a benchmark, with a throwaway
// database, over one of the two transports a visitor meets:
// - "http1": plain HTTP/1.1, as `npm start` serves it;
// - "http2": HTTPS and HTTP/2, as a visitor gets the site through its CDN, with the self-signed
//   localhost certificate of the tests (the browser must be told to accept it).
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";

export const TRANSPORTS = ["http1", "http2"];

/** The `--transport=` argument, or `fallback`; anything but a known transport stops the script. */
export function transportArgument(args, fallback) {
  const given = args.find((arg) => arg.startsWith("--transport="))?.slice("--transport=".length);
  const transport = given ?? fallback;
  if (!TRANSPORTS.includes(transport)) {
    throw new Error(`--transport must be one of ${TRANSPORTS.join(", ")} (got ${transport})`);
  }
  return transport;
}

/**
 * The `--runs=N` argument (1 by default) and the builds to measure: this checkout's, then the
 * `--reference=<checkout>`'s if given, on `--reference-node=<node>` if given; each served on
 * `--port=` and `--reference-port=` if given (where other servers may take a random one).
 */
export function runsAndBuilds(args) {
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(option("runs") ?? 1);
  const reference = option("reference");
  const referenceNode = option("reference-node");
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a whole number ≥ 1");
  if (referenceNode && !reference) throw new Error("--reference-node goes with --reference");
  const port = (name) => (option(name) ? Number(option(name)) : undefined);
  const builds = [{ name: "this build", cwd: process.cwd(), port: port("port") }];
  if (reference) {
    const cwd = path.resolve(reference);
    builds.push({ name: "reference", cwd, node: referenceNode, port: port("reference-port") });
  }
  return { runs, builds };
}

/** Starts the server and resolves once it answers its health check, with its base URL. */
export async function startServer({
  transport,
  // The checkout whose build it serves.
  cwd = process.cwd(),
  // The Node that runs it: a checkout from before the move to Node 24 needs the machine's own.
  node = process.execPath,
  // A port Chromium accepts (it refuses some, such as 3659) and no other server of the project uses.
  port = 4700 + Math.floor(Math.random() * 100),
}) {
  const database = path.join(mkdtempSync(path.join(os.tmpdir(), "grevvy-bench-")), "leads.db");
  const tls =
    transport === "http2"
      ? {
          TLS_CERT_FILE: path.join(cwd, "tests/fixtures/tls/localhost-cert.pem"),
          TLS_KEY_FILE: path.join(cwd, "tests/fixtures/tls/localhost-key.pem"),
        }
      : {};
  const server = spawn(node, ["build/server/main.js"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SQLITE_PATH: database,
      LOG_LEVEL: "silent",
      ...tls,
    },
    stdio: "inherit",
  });
  const base = `${transport === "http2" ? "https" : "http"}://localhost:${port}`;
  const client = transport === "http2" ? https : http;
  /** Whether the server answers its health check (the test certificate is self-signed). */
  const healthy = () =>
    new Promise((resolve) => {
      client
        .get(`${base}/healthz`, { rejectUnauthorized: false }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        })
        .on("error", () => resolve(false));
    });
  for (let attempt = 0; !(await healthy()); attempt += 1) {
    // Generous: on a busy machine the server can take a while to start.
    if (attempt > 300) {
      server.kill("SIGTERM");
      throw new Error("server did not start (run npm run build first)");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop: () => server.kill("SIGTERM") };
}
