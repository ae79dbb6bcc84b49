import { mkdirSync } from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";

import { migrateToLatest } from "./migrations";
import type { Database } from "./schema";

export interface DatabaseConfig {
  DATABASE_URL?: string;
  SQLITE_PATH: string;
}

export interface LeadsDatabase {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
}

/** PostgreSQL when DATABASE_URL is set, else the embedded SQLite file; migrated to latest. */
export async function openDatabase(config: DatabaseConfig): Promise<LeadsDatabase> {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db as Kysely<unknown>);
    return { db, dialect: "postgres" };
  }

  mkdirSync(path.dirname(path.resolve(config.SQLITE_PATH)), { recursive: true });
  const sqlite = new SQLite(config.SQLITE_PATH);
  // WAL lets readers work during writes; FULL makes every committed lead survive a crash.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db as Kysely<unknown>);
  return { db, dialect: "sqlite" };
}
