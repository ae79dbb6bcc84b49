import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";

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
  /**
   * One delivery row per lead and channel (webhook, e-mails, CRM) replaces the lead's single
   * webhook state; the webhook deliveries recorded so far carry over as they were.
   */
  "2026-11-24-lead-deliveries": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lead_deliveries")
        .addColumn("lead_id", "varchar(36)", (column) =>
          column.notNull().references("leads.id").onDelete("cascade"),
        )
        .addColumn("channel", "varchar(32)", (column) => column.notNull())
        .addColumn("state", "varchar(16)", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
        .addColumn("last_error", "text")
        .addColumn("delivered_at", "varchar(32)")
        .addColumn("progress", "text")
        .addPrimaryKeyConstraint("lead_deliveries_pk", ["lead_id", "channel"])
        .execute();
      await db.schema
        .createIndex("lead_deliveries_due")
        .on("lead_deliveries")
        .columns(["state", "next_attempt_at"])
        .execute();
      const typed = db as Kysely<LegacyLeads>;
      await typed
        .insertInto("lead_deliveries")
        .columns([
          "lead_id",
          "channel",
          "state",
          "attempts",
          "next_attempt_at",
          "last_error",
          "delivered_at",
        ])
        .expression(
          typed
            .selectFrom("leads")
            .select([
              "id",
              sql.lit("webhook").as("channel"),
              "delivery_state",
              "delivery_attempts",
              "next_attempt_at",
              "last_error",
              "delivered_at",
            ]),
        )
        .execute();
      await db.schema.dropIndex("leads_delivery").execute();
      for (const column of [
        "delivery_state",
        "delivery_attempts",
        "next_attempt_at",
        "delivered_at",
        "last_error",
      ]) {
        await db.schema.alterTable("leads").dropColumn(column).execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("lead_deliveries").execute();
    },
  },
  /** Where the visitor came from (first and last touch), as sanitised JSON. */
  "2026-11-24-lead-attribution": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("attribution", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").dropColumn("attribution").execute();
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

/** The leads table's webhook columns, as the deliveries migration finds them. */
interface LegacyLeads {
  leads: {
    id: string;
    delivery_state: string;
    delivery_attempts: number;
    next_attempt_at: string;
    last_error: string | null;
    delivered_at: string | null;
  };
  lead_deliveries: {
    lead_id: string;
    channel: string;
    state: string;
    attempts: number;
    next_attempt_at: string;
    last_error: string | null;
    delivered_at: string | null;
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the given migration (tests of a migration start from the one before). */
export async function migrateTo(db: Kysely<unknown>, name: string) {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw new Error(`Database migration failed: ${String(error)}`);
}

/** Brings the schema up to date; safe to run at every start and from several instances. */
export async function migrateToLatest(db: Kysely<unknown>) {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed: ${failed?.migrationName ?? ""} ${String(error)}`);
  }
}
