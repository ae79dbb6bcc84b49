import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";

// Portable DDL only: the same migrations run on SQLite and PostgreSQL.
const migrations: Record<string, Migration> = {
  "2026-11-01-create-leads": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("form", "varchar(64)", (column) => column.notNull())
        .addColumn("data", "text", (column) => column.notNull())
        .addColumn("page", "varchar(512)", (column) => column.notNull())
        .addColumn("created_at", "varchar(32)", (column) => column.notNull())
        .addColumn("user_agent", "varchar(512)", (column) => column.notNull().defaultTo(""))
        .addColumn("delivery_state", "varchar(16)", (column) => column.notNull())
        .addColumn("delivery_attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
        .addColumn("delivered_at", "varchar(32)")
        .addColumn("last_error", "text")
        .execute();
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
      await db.schema
        .createIndex("leads_delivery")
        .on("leads")
        .columns(["delivery_state", "next_attempt_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("leads").execute();
    },
  },
  "2026-11-24-lead-status-and-submission-id": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("leads")
        .addColumn("status", "varchar(16)", (column) => column.notNull().defaultTo("new"))
        .execute();
      // The id the browser made for one submission: a repeat of it is the same lead.
      await db.schema.alterTable("leads").addColumn("submission_id", "varchar(36)").execute();
      await db.schema
        .createIndex("leads_submission_id")
        .unique()
        .on("leads")
        .column("submission_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("leads_submission_id").execute();
      await db.schema.alterTable("leads").dropColumn("submission_id").execute();
      await db.schema.alterTable("leads").dropColumn("status").execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run at every start and from several instances. */
export async function migrateToLatest(db: Kysely<unknown>) {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed: ${failed?.migrationName ?? ""} ${String(error)}`);
  }
}
