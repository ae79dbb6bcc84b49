import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { sql } from "kysely";

import { type LeadsDatabase, openDatabase } from "../../server/db/database";
import { type Env, envSchema } from "../../server/env";

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://grevvy:grevvy@localhost:5432/grevvy_test";

export function tempDir(prefix: string) {
  return mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

/** A tiny prerendered site: a few pages, the form problems page, a 404 page and one hashed asset. */
export function fixtureClientDir(): string {
  const dir = tempDir("grevvy-client");
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>document.documentElement.dataset.x="1"</script></head><body><h1>${title}</h1></body></html>`;
  writeFileSync(path.join(dir, "index.html"), page("Home"));
  for (const [folder, title] of [
    ["contact", "Contact"],
    ["404", "Oops! Page not found"],
    ["grevvy-ai-trainer", "AI Trainer"],
  ]) {
    mkdirSync(path.join(dir, folder!), { recursive: true });
    writeFileSync(path.join(dir, folder!, "index.html"), page(title!));
  }
  mkdirSync(path.join(dir, "form-problems"));
  writeFileSync(
    path.join(dir, "form-problems", "index.html"),
    page("Please check the form").replace("</h1>", '</h1><div id="form-problems"></div>'),
  );
  // React Router's fallback for client-side rendering, written beside the pages by the build.
  writeFileSync(path.join(dir, "__spa-fallback.html"), page("Fallback"));
  writeFileSync(path.join(dir, "index.html.br"), "");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log(1);\n");
  return dir;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return envSchema.parse({ LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000", ...overrides });
}

export type DatabaseKind = "sqlite" | "postgres";

/** A fresh, empty leads database of the given kind. */
export async function freshDatabase(kind: DatabaseKind): Promise<LeadsDatabase> {
  if (kind === "sqlite") {
    return openDatabase({ SQLITE_PATH: path.join(tempDir("grevvy-db"), "leads.db") });
  }
  const database = await openDatabase({ DATABASE_URL: TEST_DATABASE_URL, SQLITE_PATH: "unused" });
  await sql`delete from leads`.execute(database.db);
  return database;
}

export interface Receiver {
  url: string;
  received: { body: unknown; headers: http.IncomingHttpHeaders }[];
  /** Status codes to answer, in order; 200 once they run out. */
  answers: number[];
  close(): Promise<void>;
}

/** A local webhook endpoint that records what it receives. */
export async function startReceiver(answers: number[] = []): Promise<Receiver> {
  const received: Receiver["received"] = [];
  const queue = [...answers];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const status = queue.shift() ?? 200;
      if (status < 300) received.push({ body: JSON.parse(body), headers: request.headers });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers: queue,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const validContact = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  message: "We would like help moving our sales team onto the CRM.",
};
