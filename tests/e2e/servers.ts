/**
 * The servers the end-to-end tests use, each with a database of its own. Publishing content
 * changes what every page shows: the content editor's tests publish on a server of their own, so
 * that no test running beside them reads a price between a publish and its restore.
 */
const port = Number(process.env.E2E_PORT ?? 4173);

export interface E2eServer {
  port: number;
  /** Its SQLite file, which the tests' fixtures also open (owners, their codes, the export). */
  database: string;
  baseURL: string;
}

function server(serverPort: number, database: string, externalUrl?: string): E2eServer {
  return { port: serverPort, database, baseURL: externalUrl ?? `http://localhost:${serverPort}` };
}

/** A server already running (e.g. `npm run dev`), instead of those Playwright starts. */
export const externalBaseUrl = process.env.E2E_BASE_URL;

export const e2eServers = {
  site: server(port, "data/e2e-leads.db", externalBaseUrl),
  publishing: server(
    port + 1,
    "data/e2e-publishing.db",
    process.env.E2E_PUBLISHING_BASE_URL ?? externalBaseUrl,
  ),
};
