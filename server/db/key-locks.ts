import { createHash } from "node:crypto";

import { type Kysely, sql } from "kysely";

import type { Database } from "./schema";
import { dialectOf } from "./text-search";

/** A key as a PostgreSQL advisory lock id: the first 64 bits of its SHA-256. */
function advisoryLockId(key: string): bigint {
  return createHash("sha256").update(key).digest().readBigInt64BE(0);
}

/**
 * Runs `work` in a transaction that no other transaction naming one of the same keys runs
 * beside, in this process or any other on the same database: what it reads stays true until it
 * commits.
 *
 * - PostgreSQL: a transaction-scoped advisory lock per key, taken in the order of their ids so
 *   that two transactions never wait on each other. At READ COMMITTED (whatever the server's
 *   default) each statement after the locks sees what the previous holder committed.
 * - SQLite: `BEGIN IMMEDIATE` takes the database's one write lock at once, before reading.
 */
export async function withKeyLocks<T>(
  db: Kysely<Database>,
  keys: readonly string[],
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialectOf(db as Kysely<unknown>) === "sqlite") {
    return db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    });
  }
  const ids = [...new Set(keys.map(advisoryLockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return db
    .transaction()
    .setIsolationLevel("read committed")
    .execute(async (trx) => {
      for (const id of ids) {
        await sql`select pg_advisory_xact_lock(${String(id)}::bigint)`.execute(trx);
      }
      return work(trx);
    });
}
