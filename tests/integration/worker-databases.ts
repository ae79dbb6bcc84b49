/**
 * One PostgreSQL database per Vitest worker, so that integration files run side by side: each
 * truncates, drops and locks only its own. The first worker uses `TEST_DATABASE_URL`'s own
 * database; worker n uses `<name>_<n>`, made here when missing (the role needs CREATEDB, which
 * `npm run test:setup` grants).
 */
import pg from "pg";
import type { TestProject } from "vitest/node";

export const BASE_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://grevvy:grevvy@localhost:5432/grevvy_test";

/** The database of Vitest's worker `poolId` (1 to the number of workers). */
export function workerDatabaseUrl(poolId: number): string {
  if (poolId <= 1) return BASE_DATABASE_URL;
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `${url.pathname}_${poolId}`;
  return url.toString();
}

export default async function createWorkerDatabases(project: TestProject) {
  const workers = project.globalConfig.maxWorkers;
  const client = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await client.connect();
  try {
    for (let poolId = 2; poolId <= workers; poolId += 1) {
      const name = new URL(workerDatabaseUrl(poolId)).pathname.slice(1);
      const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [
        name,
      ]);
      if (rowCount === 0) await client.query(`create database "${name}"`);
    }
  } finally {
    await client.end();
  }
}
