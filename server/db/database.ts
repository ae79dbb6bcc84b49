import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";

import { StartupError } from "../env";

import { migrateToLatest } from "./migrations";
import type { Database } from "./schema";
import { dialectOf, eraseDeletedTermsAtOnce } from "./text-search";

export interface DatabaseConfig {
  DATABASE_URL?: string;
  SQLITE_PATH: string;
}

export interface LeadsDatabase {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
}

const MIGRATION_LOCK_POLL_MS = 50;
const MIGRATION_LOCK_WAIT_MS = 120_000;

/** Where lost database connections are reported; they never stop the process. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded SQLite file; migrated to latest.
 *
 * A PostgreSQL connection can drop at any time (restart, failover, an administrator ending it):
 * the pool forgets the broken connection and opens a new one for the next query, so queries fail
 * while the database is away (answered 503, see isDatabaseUnavailable) and work again once it is
 * back.
 */
export async function openDatabase(
  config: DatabaseConfig,
  log: DatabaseLog = { warn: () => {} },
): Promise<LeadsDatabase> {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: 10,
      // A database that does not answer is treated like one that refuses: fail, do not queue forever.
      connectionTimeoutMillis: 5000,
    });
    const lost = (error: Error) => log.warn({ err: error }, "database connection lost");
    // pg reports a dropped connection as an 'error' event, on the pool while the connection is
    // idle and on the client while it is lent out; an unheard 'error' event ends the process.
    pool.on("error", lost);
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db as Kysely<unknown>);
    return { db, dialect: "postgres" };
  }

  const sqlite = openSqliteFile(config.SQLITE_PATH);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await withMigrationLock(config.SQLITE_PATH, async () => {
    await migrateToLatest(db as Kysely<unknown>);
    await eraseDeletedTermsAtOnce(db as Kysely<unknown>);
  });
  return { db, dialect: "sqlite" };
}

/**
 * Runs `migrate` holding an exclusive lock on a file beside the database, so that processes
 * starting on one SQLite file (the server, the command line) migrate it one after the other:
 * Kysely takes no lock across processes on SQLite. The system releases the lock of a process
 * that dies.
 */
async function withMigrationLock(file: string, migrate: () => Promise<void>) {
  const lock = new SQLite(`${file}.migration-lock`);
  try {
    lock.pragma("busy_timeout = 0");
    // Waiting without blocking: the process holding the lock may be this one.
    for (let waited = 0; !lock.inTransaction; waited += MIGRATION_LOCK_POLL_MS) {
      try {
        lock.exec("BEGIN EXCLUSIVE");
      } catch (error) {
        if (
          (error as { code?: string }).code !== "SQLITE_BUSY" ||
          waited > MIGRATION_LOCK_WAIT_MS
        ) {
          throw error;
        }
        await sleep(MIGRATION_LOCK_POLL_MS);
      }
    }
    await migrate();
  } finally {
    if (lock.inTransaction) lock.exec("COMMIT");
    lock.close();
  }
}

/** Opens (creating it and its folder if needed) the SQLite file, naming the path when it cannot. */
function openSqliteFile(file: string): SQLite.Database {
  const fail = (reason: string): never => {
    throw new StartupError(`Cannot use SQLITE_PATH "${file}": ${reason}`);
  };
  try {
    createMissingFolders(path.dirname(path.resolve(file)));
    const sqlite = new SQLite(file);
    // WAL lets readers work during writes; FULL makes every committed lead survive a crash.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("busy_timeout = 5000");
    // A deleted row's bytes are overwritten with zeros, not left in free space: an erased
    // person cannot be read back from the file (see forgetDeletedRows for the log).
    sqlite.pragma("secure_delete = ON");
    return sqlite;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * mkdir -p, one folder at a time: Node's recursive mkdir never returns for a folder that cannot
 * exist, as anywhere under /proc.
 */
function createMissingFolders(dir: string) {
  if (existsSync(dir)) return;
  createMissingFolders(path.dirname(dir));
  mkdirSync(dir);
}

/**
 * After rows with personal data were deleted (an erasure, the retention job, a CRM delete done):
 * on SQLite, copies the write-ahead log into the file and truncates it to nothing, so that no
 * page as it was before the delete stays in the log (secure_delete zeroed it in the file). It
 * waits for other processes' reads (busy_timeout); one still reading then leaves the log as it is,
 * for the next erasure's checkpoint or the last connection's close. On PostgreSQL the server
 * cannot do as much: see the README ("Erasure and retention").
 */
export async function forgetDeletedRows(db: Kysely<Database>) {
  if (dialectOf(db as Kysely<unknown>) === "sqlite") {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  }
}

/** True when the database answers a trivial query within the time allowed. */
export async function databaseIsReachable(db: Kysely<Database>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Connection failures from pg (08xxx), a server shutting down or refusing (57P0x, 53300), the
// network below it, and SQLite kept busy or short of disk: the lead is fine, the database is not.
const UNAVAILABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_FULL",
  "SQLITE_IOERR",
]);
// pg's own messages for connections it lost or could not open (they carry no code).
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Whether a query failed because the database is unreachable or overloaded (worth a retry later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (code.startsWith("08") || UNAVAILABLE_CODES.has(code)) return true;
    if (code.startsWith("SQLITE_IOERR")) return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNAVAILABLE_MESSAGE.test(error.message);
}
