import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";

import { mailboxKey } from "~/lib/email-address";

import { addressCounter, normalisedAddress } from "../client-ip";
import { refreshDeliveryFilter } from "../delivery/outbox";
import { leadSearchText } from "../leads/lead-fields";

import type { Database } from "./schema";
import {
  createSearchIndex,
  createSearchTermList,
  dialectOf,
  dropSearchIndex,
  dropSearchTermList,
} from "./text-search";

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
  /**
   * The inbox: what it searches and filters on, kept on each lead (back-filled here), indexes
   * for its order and filters, and each lead's history.
   */
  "2026-11-25-leads-inbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("leads")
        .addColumn("search_text", "text", (column) => column.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("leads")
        .addColumn("delivery", "varchar(16)", (column) => column.notNull().defaultTo("none"))
        .execute();
      const typed = db as Kysely<Database>;
      await inOneTransaction(typed, async (trx) => {
        await backfillSearchText(trx);
        await refreshDeliveryFilter(trx, "all");
      });

      // Newest first, in each filter (the next inbox migration adds indexes for the counts).
      await db.schema.dropIndex("leads_created_at").execute();
      const indexes: Record<string, string[]> = {
        leads_newest: ["created_at", "id", "status"],
        leads_by_status: ["status", "created_at", "id"],
        leads_by_form: ["form", "created_at", "id", "status"],
        leads_by_delivery: ["delivery", "created_at", "id", "status"],
      };
      for (const [name, columns] of Object.entries(indexes)) {
        await db.schema.createIndex(name).on("leads").columns(columns).execute();
      }
      await createSearchIndex(db);

      await db.schema
        .createTable("lead_events")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("lead_id", "varchar(36)", (column) =>
          column.notNull().references("leads.id").onDelete("cascade"),
        )
        .addColumn("at", "varchar(32)", (column) => column.notNull())
        .addColumn("actor", "varchar(254)", (column) => column.notNull())
        .addColumn("kind", "varchar(16)", (column) => column.notNull())
        .addColumn("detail", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("lead_events_by_lead")
        .on("lead_events")
        .columns(["lead_id", "at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("lead_events").execute();
      await dropSearchIndex(db);
      for (const name of [
        "leads_newest",
        "leads_by_status",
        "leads_by_form",
        "leads_by_delivery",
      ]) {
        await db.schema.dropIndex(name).execute();
      }
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
      await db.schema.alterTable("leads").dropColumn("delivery").execute();
      await db.schema.alterTable("leads").dropColumn("search_text").execute();
    },
  },
  /** The owners who sign in to the inbox, their sessions, and failed sign-ins. */
  "2026-11-25-owner-accounts": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("admin_users")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("email", "varchar(254)", (column) => column.notNull().unique())
        .addColumn("password_hash", "text", (column) => column.notNull())
        .addColumn("created_at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("admin_sessions")
        .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("user_id", "varchar(36)", (column) =>
          column.notNull().references("admin_users.id").onDelete("cascade"),
        )
        .addColumn("created_at", "varchar(32)", (column) => column.notNull())
        .addColumn("last_seen_at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("admin_sessions_by_user")
        .on("admin_sessions")
        .column("user_id")
        .execute();
      await db.schema
        .createIndex("admin_sessions_by_last_seen")
        .on("admin_sessions")
        .column("last_seen_at")
        .execute();
      await db.schema
        .createTable("admin_login_failures")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("email", "varchar(254)", (column) => column.notNull())
        .addColumn("ip", "varchar(64)", (column) => column.notNull())
        .addColumn("at", "varchar(32)", (column) => column.notNull())
        .execute();
      for (const column of ["email", "ip", "at"]) {
        await db.schema
          .createIndex(`admin_login_failures_by_${column}`)
          .on("admin_login_failures")
          .columns(column === "at" ? ["at"] : [column, "at"])
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("admin_login_failures").execute();
      await db.schema.dropTable("admin_sessions").execute();
      await db.schema.dropTable("admin_users").execute();
    },
  },
  /**
   * Counting a filter's leads per status reads its (filter, status) index in status order
   * instead of sorting them; the search texts end with a line break and SQLite lists the
   * trigrams of its index, for searches of two characters (see ../db/text-search.ts).
   */
  "2026-11-26-inbox-counts-and-short-searches": {
    async up(db: Kysely<unknown>) {
      for (const [name, columns] of Object.entries(FILTER_INDEXES)) {
        await db.schema.dropIndex(name).ifExists().execute();
        await db.schema.createIndex(name).on("leads").columns(columns).execute();
      }
      await inOneTransaction(db as Kysely<Database>, backfillSearchText);
      await createSearchTermList(db);
    },
    async down(db: Kysely<unknown>) {
      await dropSearchTermList(db);
      for (const name of Object.keys(FILTER_INDEXES)) {
        await db.schema.dropIndex(name).execute();
      }
      for (const name of ["form", "delivery"]) {
        await db.schema
          .createIndex(`leads_by_${name}`)
          .on("leads")
          .columns([name, "created_at", "id", "status"])
          .execute();
      }
    },
  },
  /**
   * Sign-in attempts take their place in the counts before the password is checked, each for
   * its IP and for either its account or a known device (the failures so far carry over), and
   * the browsers owners signed in with are remembered.
   */
  "2026-11-27-sign-in-attempts-and-known-devices": {
    async up(db: Kysely<unknown>) {
      await createLoginAttempts(db, "admin_login_attempts", { ipRequired: true });
      await indexLoginAttempts(db);
      const typed = db as Kysely<LegacyLoginFailures>;
      await typed
        .insertInto("admin_login_attempts")
        .columns(["id", "ip", "account", "at"])
        .expression(typed.selectFrom("admin_login_failures").select(["id", "ip", "email", "at"]))
        .execute();
      await db.schema.dropTable("admin_login_failures").execute();

      await db.schema
        .createTable("admin_devices")
        .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("user_id", "varchar(36)", (column) =>
          column.notNull().references("admin_users.id").onDelete("cascade"),
        )
        .addColumn("created_at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("admin_devices_by_user")
        .on("admin_devices")
        .column("user_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("admin_devices").execute();
      await db.schema
        .createTable("admin_login_failures")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("email", "varchar(254)", (column) => column.notNull())
        .addColumn("ip", "varchar(64)", (column) => column.notNull())
        .addColumn("at", "varchar(32)", (column) => column.notNull())
        .execute();
      for (const column of ["email", "ip", "at"]) {
        await db.schema
          .createIndex(`admin_login_failures_by_${column}`)
          .on("admin_login_failures")
          .columns(column === "at" ? ["at"] : [column, "at"])
          .execute();
      }
      await db.schema.dropTable("admin_login_attempts").execute();
    },
  },
  /**
   * When each address was last sent a confirmation: at most one a day goes to an address, the
   * address (lower-cased) being the key that decides between leads stored at the same time.
   */
  "2026-11-27-confirmation-recipients": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("confirmation_recipients")
        .addColumn("email", "varchar(254)", (column) => column.primaryKey())
        .addColumn("queued_at", "varchar(32)", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("confirmation_recipients").execute();
    },
  },
  /** The activity log: read newest first, pruned by age. */
  "2026-11-28-activity-log": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("activity_log")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("at", "varchar(32)", (column) => column.notNull())
        .addColumn("actor", "varchar(254)")
        .addColumn("action", "varchar(32)", (column) => column.notNull())
        .addColumn("ip", "varchar(64)")
        .addColumn("detail", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("activity_log_by_at").on("activity_log").column("at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("activity_log").execute();
    },
  },
  /**
   * Contacts to remove from the CRM after an owner erased a person: the address is kept only
   * until the CRM confirmed the delete or refused it for good.
   */
  "2026-11-29-erasure-and-retention": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("crm_erasures")
        .addColumn("id", "varchar(36)", (column) => column.primaryKey())
        .addColumn("email", "varchar(254)", (column) => column.notNull())
        .addColumn("activity_id", "varchar(36)", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("crm_erasures_due")
        .on("crm_erasures")
        .column("next_attempt_at")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("crm_erasures").execute();
    },
  },
  /**
   * Owners' second factor: each account's authenticator-app key and the last time step a code
   * of it was accepted, its recovery codes (hashed), and the sign-ins waiting for their second
   * step.
   */
  "2026-11-30-two-factor": {
    async up(db: Kysely<unknown>) {
      const owner = (column: ColumnDefinitionBuilder) =>
        column.notNull().references("admin_users.id").onDelete("cascade");
      await db.schema
        .createTable("admin_second_factors")
        .addColumn("user_id", "varchar(36)", (column) => owner(column).primaryKey())
        .addColumn("totp_secret", "varchar(64)", (column) => column.notNull())
        .addColumn("last_time_step", "integer")
        .addColumn("enrolled_at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("admin_recovery_codes")
        .addColumn("code_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("user_id", "varchar(36)", owner)
        .execute();
      await db.schema
        .createIndex("admin_recovery_codes_by_user")
        .on("admin_recovery_codes")
        .column("user_id")
        .execute();
      await db.schema
        .createTable("admin_pending_sign_ins")
        .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("user_id", "varchar(36)", owner)
        .addColumn("device_hash", "varchar(64)")
        .addColumn("enrolment_secret", "varchar(64)")
        .addColumn("created_at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("admin_pending_sign_ins_by_created_at")
        .on("admin_pending_sign_ins")
        .column("created_at")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("admin_pending_sign_ins").execute();
      await db.schema.dropTable("admin_recovery_codes").execute();
      await db.schema.dropTable("admin_second_factors").execute();
    },
  },
  /**
   * A known device's sign-in attempts count on the device alone, no longer on its IP; an IPv6
   * client's count on its /64, and addresses are counted in one spelling (`::ffff:a.b.c.d` as
   * `a.b.c.d`). The attempts of the last minutes carry over, counted so.
   */
  "2026-12-01-known-device-counters": {
    async up(db: Kysely<unknown>) {
      await rebuildLoginAttempts(db, { ipRequired: false }, (attempt) => {
        if (attempt.device_hash !== null) return { ...attempt, ip: null };
        const address = normalisedAddress(attempt.ip ?? "");
        return address ? { ...attempt, ip: addressCounter(address) } : attempt;
      });
    },
    async down(db: Kysely<unknown>) {
      // A known device's attempts had an IP then: theirs are not known, they are dropped.
      await rebuildLoginAttempts(db, { ipRequired: true }, (attempt) =>
        attempt.ip === null ? null : attempt,
      );
    },
  },
  /**
   * The one-time code that setting up an account's app requires (printed by `add-user` and
   * `reset-2fa`, hashed), and the pending sign-in that proved it.
   */
  "2026-12-02-enrolment-codes": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("admin_enrolment_codes")
        .addColumn("user_id", "varchar(36)", (column) =>
          column.primaryKey().references("admin_users.id").onDelete("cascade"),
        )
        .addColumn("code_hash", "varchar(64)", (column) => column.notNull())
        .addColumn("created_at", "varchar(32)", (column) => column.notNull())
        .execute();
      await db.schema
        .alterTable("admin_pending_sign_ins")
        .addColumn("enrolment_code_hash", "varchar(64)")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .alterTable("admin_pending_sign_ins")
        .dropColumn("enrolment_code_hash")
        .execute();
      await db.schema.dropTable("admin_enrolment_codes").execute();
    },
  },
  /**
   * The rate limits' counters (see ./rate-limit-counters.ts), shared by every instance on the
   * database.
   */
  "2026-12-03-rate-limit-counters": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("rate_limit_counters")
        .addColumn("key_hash", "varchar(64)", (column) => column.primaryKey())
        .addColumn("hits", "integer", (column) => column.notNull())
        .addColumn("resets_at", "varchar(32)", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("rate_limit_counters").execute();
    },
  },
  /**
   * The daily confirmation counted per mailbox (mailboxKey: `box+a@` and `box+b@` are `box@`):
   * the table keyed by the mailbox replaces the one keyed by the address, each mailbox keeping
   * its latest confirmation.
   */
  "2026-12-04-confirmation-mailboxes": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("confirmation_mailboxes")
        .addColumn("mailbox", "varchar(254)", (column) => column.primaryKey())
        .addColumn("queued_at", "varchar(32)", (column) => column.notNull())
        .execute();
      const typed = db as Kysely<LegacyConfirmations>;
      const latest = new Map<string, string>();
      for (const { email, queued_at } of await typed
        .selectFrom("confirmation_recipients")
        .select(["email", "queued_at"])
        .execute()) {
        const mailbox = mailboxKey(email);
        if (queued_at > (latest.get(mailbox) ?? "")) latest.set(mailbox, queued_at);
      }
      const rows = [...latest].map(([mailbox, queued_at]) => ({ mailbox, queued_at }));
      for (let start = 0; start < rows.length; start += 500) {
        await typed
          .insertInto("confirmation_mailboxes")
          .values(rows.slice(start, start + 500))
          .execute();
      }
      await db.schema.dropTable("confirmation_recipients").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createTable("confirmation_recipients")
        .addColumn("email", "varchar(254)", (column) => column.primaryKey())
        .addColumn("queued_at", "varchar(32)", (column) => column.notNull())
        .execute();
      const typed = db as Kysely<LegacyConfirmations>;
      await typed
        .insertInto("confirmation_recipients")
        .columns(["email", "queued_at"])
        .expression(typed.selectFrom("confirmation_mailboxes").select(["mailbox", "queued_at"]))
        .execute();
      await db.schema.dropTable("confirmation_mailboxes").execute();
    },
  },
  /**
   * What one send of a lead is known by for a few minutes (see server/leads/repeat-sends.ts): a
   * second send with the same one is the first lead.
   */
  "2026-12-07-lead-send-fingerprints": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("leads").addColumn("send_fingerprint", "varchar(64)").execute();
      await db.schema
        .createIndex("leads_send_fingerprint")
        .on("leads")
        .column("send_fingerprint")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("leads_send_fingerprint").execute();
      await db.schema.alterTable("leads").dropColumn("send_fingerprint").execute();
    },
  },
  /**
   * A sign-in attempt notes when its secret was found wrong: until then it is being checked,
   * and no other attempt on its account or known device is (decision 013). The attempts
   * already stored were checked.
   */
  "2026-12-07-sign-in-checks": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("admin_login_attempts")
        .addColumn("checked_at", "varchar(32)")
        .execute();
      await (db as Kysely<Database>)
        .updateTable("admin_login_attempts")
        .set((eb) => ({ checked_at: eb.ref("at") }))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("admin_login_attempts").dropColumn("checked_at").execute();
    },
  },
  /**
   * First-party analytics (decision 021): the daily salts, visits and the paths they viewed, raw
   * page views, and the daily totals the analytics page reads.
   */
  "2026-12-08-analytics": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "varchar(10)", (column) => column.primaryKey())
        .addColumn("salt", "varchar(64)", (column) => column.notNull())
        .execute();
      await withTextColumns(
        db.schema
          .createTable("analytics_visits")
          .addColumn("day", "varchar(10)", (column) => column.notNull())
          .addColumn("visitor", "varchar(64)", (column) => column.notNull()),
        VISIT_SOURCE_COLUMNS,
      )
        .addColumn("started_at", "varchar(32)", (column) => column.notNull())
        .addColumn("page_views", "integer", (column) => column.notNull())
        .addColumn("lead_id", "varchar(36)")
        .addPrimaryKeyConstraint("analytics_visits_pk", ["day", "visitor"])
        .execute();
      await db.schema
        .createTable("analytics_visit_paths")
        .addColumn("day", "varchar(10)", (column) => column.notNull())
        .addColumn("visitor", "varchar(64)", (column) => column.notNull())
        .addColumn("path", "varchar(512)", (column) => column.notNull())
        .addPrimaryKeyConstraint("analytics_visit_paths_pk", ["day", "visitor", "path"])
        .execute();
      await withTextColumns(
        db.schema
          .createTable("analytics_page_views")
          .addColumn("day", "varchar(10)", (column) => column.notNull())
          .addColumn("at", "varchar(32)", (column) => column.notNull())
          .addColumn("visitor", "varchar(64)", (column) => column.notNull())
          .addColumn("path", "varchar(512)", (column) => column.notNull()),
        VISIT_SOURCE_COLUMNS.filter((name) => name !== "entry_page"),
      ).execute();
      await db.schema
        .createIndex("analytics_page_views_by_day")
        .on("analytics_page_views")
        .column("day")
        .execute();
      await withTextColumns(
        db.schema
          .createTable("analytics_daily_sources")
          .addColumn("day", "varchar(10)", (column) => column.notNull()),
        DAILY_SOURCE_KEY,
      )
        .addColumn("visitors", "integer", (column) => column.notNull())
        .addColumn("page_views", "integer", (column) => column.notNull())
        .addColumn("leads", "integer", (column) => column.notNull())
        .addPrimaryKeyConstraint("analytics_daily_sources_pk", ["day", ...DAILY_SOURCE_KEY])
        .execute();
      await db.schema
        .createTable("analytics_daily_pages")
        .addColumn("day", "varchar(10)", (column) => column.notNull())
        .addColumn("path", "varchar(512)", (column) => column.notNull())
        .addColumn("visitors", "integer", (column) => column.notNull())
        .addColumn("page_views", "integer", (column) => column.notNull())
        .addPrimaryKeyConstraint("analytics_daily_pages_pk", ["day", "path"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "analytics_daily_pages",
        "analytics_daily_sources",
        "analytics_page_views",
        "analytics_visit_paths",
        "analytics_visits",
        "analytics_salts",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  /**
   * Each form's conversion: a visit's path marks whether the visitor sent a lead from it, and a
   * page's daily totals count its visitors who did.
   */
  "2026-12-08-analytics-form-leads": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("analytics_visit_paths")
        .addColumn("lead_sent", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("analytics_daily_pages")
        .addColumn("leads", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("analytics_daily_pages").dropColumn("leads").execute();
      await db.schema.alterTable("analytics_visit_paths").dropColumn("lead_sent").execute();
    },
  },
  /** Owner-edited content: its published versions and one draft per item (decision 020). */
  "2026-12-08-content": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_versions")
        .addColumn("kind", "varchar(64)", (column) => column.notNull())
        .addColumn("version", "integer", (column) => column.notNull())
        .addColumn("data", "text", (column) => column.notNull())
        .addColumn("published_at", "varchar(32)", (column) => column.notNull())
        .addColumn("published_by", "varchar(254)")
        .addColumn("restored_from", "integer")
        .addPrimaryKeyConstraint("content_versions_pk", ["kind", "version"])
        .execute();
      await db.schema
        .createTable("content_drafts")
        .addColumn("kind", "varchar(64)", (column) => column.primaryKey())
        .addColumn("data", "text", (column) => column.notNull())
        .addColumn("saved_at", "varchar(32)", (column) => column.notNull())
        .addColumn("saved_by", "varchar(254)", (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("content_drafts").execute();
      await db.schema.dropTable("content_versions").execute();
    },
  },
};

/** Where a visit came from, as the analytics migration keeps it on visits and views. */
const VISIT_SOURCE_COLUMNS = [
  "entry_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "click_id",
] as const;

/** What the daily totals are kept by, besides the day. */
const DAILY_SOURCE_KEY = [
  "entry_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;

/** `table` with a required text column of each name ("" where there is nothing). */
function withTextColumns(
  table: CreateTableBuilder<string, string>,
  names: readonly string[],
): CreateTableBuilder<string, string> {
  return names.reduce(
    (built, name) => built.addColumn(name, "varchar(512)", (column) => column.notNull()),
    table,
  );
}

/** The sign-in attempts table under `name`, its `ip` required or not. */
async function createLoginAttempts(
  db: Pick<Kysely<unknown>, "schema">,
  name: string,
  { ipRequired }: { ipRequired: boolean },
) {
  await db.schema
    .createTable(name)
    .addColumn("id", "varchar(36)", (column) => column.primaryKey())
    .addColumn("ip", "varchar(64)", (column) => (ipRequired ? column.notNull() : column))
    .addColumn("account", "varchar(254)")
    .addColumn("device_hash", "varchar(64)")
    .addColumn("at", "varchar(32)", (column) => column.notNull())
    .execute();
}

/** The indexes of admin_login_attempts: one per counter, read with the time, and the time. */
async function indexLoginAttempts(db: Pick<Kysely<unknown>, "schema">) {
  for (const column of ["ip", "account", "device_hash", "at"]) {
    await db.schema
      .createIndex(`admin_login_attempts_by_${column}`)
      .on("admin_login_attempts")
      .columns(column === "at" ? ["at"] : [column, "at"])
      .execute();
  }
}

type LoginAttempt = Database["admin_login_attempts"];

/**
 * Makes admin_login_attempts anew with `ip` required or not (SQLite cannot change a column's
 * NOT NULL in place), each row carried over as `carry` answers it (null: dropped).
 */
async function rebuildLoginAttempts(
  db: Kysely<unknown>,
  options: { ipRequired: boolean },
  carry: (attempt: LoginAttempt) => LoginAttempt | null,
) {
  const rebuilt = "admin_login_attempts_rebuilt";
  await inOneTransaction(db as Kysely<Database>, async (trx) => {
    await createLoginAttempts(trx, rebuilt, options);
    const attempts = await trx.selectFrom("admin_login_attempts").selectAll().execute();
    const carried = attempts.flatMap((attempt) => carry(attempt) ?? []);
    const typed = trx as unknown as Kysely<Record<typeof rebuilt, LoginAttempt>>;
    for (let start = 0; start < carried.length; start += 500) {
      await typed
        .insertInto(rebuilt)
        .values(carried.slice(start, start + 500))
        .execute();
    }
    await trx.schema.dropTable("admin_login_attempts").execute();
    await trx.schema.alterTable(rebuilt).renameTo("admin_login_attempts").execute();
    await indexLoginAttempts(trx);
  });
}

const FILTER_INDEXES: Record<string, string[]> = {
  leads_by_form: ["form", "created_at", "id"],
  leads_by_form_status: ["form", "status"],
  leads_by_delivery: ["delivery", "created_at", "id"],
  leads_by_delivery_status: ["delivery", "status"],
};

/**
 * Runs `work` in one transaction: PostgreSQL runs each migration in one already, SQLite does
 * not (and would sync every statement to disk on its own).
 */
async function inOneTransaction(
  db: Kysely<Database>,
  work: (db: Kysely<Database>) => Promise<void>,
) {
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

/** Brings every lead's search_text up to date (leadSearchText), a batch at a time. */
async function backfillSearchText(db: Kysely<Database>) {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("leads")
      .select(["id", "data", "search_text"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(500)
      .execute();
    for (const { id, data, search_text } of rows) {
      const text = leadSearchText(JSON.parse(data) as Record<string, unknown>);
      if (text === search_text) continue;
      await db.updateTable("leads").set({ search_text: text }).where("id", "=", id).execute();
    }
    if (rows.length < 500) return;
    after = rows.at(-1)!.id;
  }
}

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

/** Failed sign-ins as the owner-accounts migration kept them. */
interface LegacyLoginFailures {
  admin_login_failures: { id: string; email: string; ip: string; at: string };
  admin_login_attempts: {
    id: string;
    ip: string;
    account: string | null;
    device_hash: string | null;
    at: string;
  };
}

/** Confirmations by address, as the confirmation-recipients migration kept them. */
interface LegacyConfirmations {
  confirmation_recipients: { email: string; queued_at: string };
  confirmation_mailboxes: { mailbox: string; queued_at: string };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The migrator, keeping its own tables in the schema the tables go to: on PostgreSQL, the first
 * schema of the search path (`public` unless DATABASE_URL sets another), never a namesake in
 * another schema.
 */
async function migrator(db: Kysely<unknown>) {
  if (dialectOf(db) === "sqlite") return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]!.schema });
}

/** Brings the schema to the given migration (tests of a migration start from the one before). */
export async function migrateTo(db: Kysely<unknown>, name: string) {
  const { error } = await (await migrator(db)).migrateTo(name);
  if (error) throw new Error(`Database migration failed: ${String(error)}`);
}

/** Brings the schema up to date; safe to run at every start and from several instances. */
export async function migrateToLatest(db: Kysely<unknown>) {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed: ${failed?.migrationName ?? ""} ${String(error)}`);
  }
}
