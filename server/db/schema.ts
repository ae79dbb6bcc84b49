import type { Generated } from "kysely";

import type { ActivityAction, DeliveryFilter, DeliveryState, LeadStatus } from "~/lib/admin-api";

export type { ActivityAction, DeliveryFilter, DeliveryState, LeadStatus };

export interface LeadsTable {
  id: string;
  form: string;
  /** The validated form data, as JSON text (the same on SQLite and PostgreSQL). */
  data: string;
  page: string;
  /** ISO-8601 UTC timestamps: sortable and comparable as text on both databases. */
  created_at: string;
  user_agent: string;
  status: Generated<LeadStatus>;
  submission_id: string | null;
  /** A keyed hash of form, data and client for a few minutes after the send (repeat-sends.ts). */
  send_fingerprint: string | null;
  /** JSON: first and last touch, sanitised; null when the browser sent none. */
  attribution: string | null;
  /** Name, e-mail, company and message, lower-cased, for the inbox search (see lead-fields). */
  search_text: Generated<string>;
  /** Where its deliveries stand as one word, kept up to date by the outbox (see outbox.ts). */
  delivery: Generated<DeliveryFilter>;
}

/** The outbox: one row per lead and delivery channel. */
export interface LeadDeliveriesTable {
  lead_id: string;
  channel: string;
  state: DeliveryState;
  attempts: Generated<number>;
  /** When a pending delivery is next due; pushed ahead while an instance holds it. */
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  /** JSON: the steps of a multi-step delivery already done (e.g. the CRM contact id). */
  progress: string | null;
}

/** What happened to a lead in the inbox: status changes, notes, delivery retries. */
export interface LeadEventsTable {
  id: string;
  lead_id: string;
  at: string;
  /** The owner's e-mail. */
  actor: string;
  kind: "status" | "note" | "retry";
  /** JSON: `{ from, to }`, `{ body }` or `{ channel }` by kind. */
  detail: string;
}

/** The owners who may sign in to the inbox. */
export interface AdminUsersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  /** argon2id, PHC string. */
  password_hash: string;
  created_at: string;
}

/** A signed-in browser: only the SHA-256 of its cookie's token is kept. */
export interface AdminSessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
}

/**
 * Sign-in attempts of the last minutes that count against the limits: failed ones, and those
 * whose password is being checked. Each counts for the known device it came from, or for its
 * client IP (the address, an IPv6 one's /64) and the e-mail it gave (see
 * server/admin/login-guard.ts).
 */
export interface AdminLoginAttemptsTable {
  id: string;
  ip: string | null;
  account: string | null;
  device_hash: string | null;
  at: string;
  /** When its secret was found wrong; null while it is being checked. */
  checked_at: string | null;
}

/** A browser an owner signed in with: only the SHA-256 of its cookie's token is kept. */
export interface AdminDevicesTable {
  token_hash: string;
  user_id: string;
  created_at: string;
}

/** An owner's authenticator app (TOTP: SHA-1, 6 digits, 30-second steps). */
export interface AdminSecondFactorsTable {
  user_id: string;
  /** Base32; given to the owner once, at enrolment, and never sent again. */
  totp_secret: string;
  /** The time step of the last code accepted: that code and older ones are refused. */
  last_time_step: number | null;
  enrolled_at: string;
}

/** An owner's unused recovery codes: only the SHA-256 of each (see ../admin/second-factor.ts). */
export interface AdminRecoveryCodesTable {
  code_hash: string;
  user_id: string;
}

/**
 * The one-time code that sets up an account's app (see ../admin/second-factor.ts): only its
 * SHA-256, one per account, replaced by each `add-user`/`reset-2fa`, used up by the enrolment.
 */
export interface AdminEnrolmentCodesTable {
  user_id: string;
  code_hash: string;
  created_at: string;
}

/**
 * A sign-in whose password was right, waiting for its second step: only the SHA-256 of its
 * cookie's token is kept, with the known device it came from and, for an account without a
 * second factor yet, the key to offer it and, once proved, the hash of its enrolment code.
 */
export interface AdminPendingSignInsTable {
  token_hash: string;
  user_id: string;
  device_hash: string | null;
  /** Shown to the owner only once the enrolment code is proved. */
  enrolment_secret: string | null;
  enrolment_code_hash: string | null;
  created_at: string;
}

/** The last confirmation queued to each mailbox (see ../delivery/outbox.ts). */
export interface ConfirmationMailboxesTable {
  /** The mailbox the addresses reach (mailboxKey in app/lib/email-address.ts). */
  mailbox: string;
  queued_at: string;
}

/** Who did what in the inbox, from where (see ../admin/activity.ts). */
export interface ActivityLogTable {
  /** Time-ordered (UUIDv7). */
  id: string;
  at: string;
  actor: string | null;
  action: ActivityAction;
  ip: string | null;
  /** JSON object: counts, filters, ids; never a lead's personal data. */
  detail: string;
}

/**
 * A GDPR delete of a CRM contact still to be sent (see ../delivery/crm-erasure.ts): the row, and
 * with it the address, goes once the CRM confirmed it or refused it for good.
 */
export interface CrmErasuresTable {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** The `erase` entry of the activity log whose detail shows where the delete stands. */
  activity_id: string;
  attempts: Generated<number>;
  /** When it is next due; pushed ahead while an instance sends it. */
  next_attempt_at: string;
}

/** One client's requests to one rate-limited route in the current window (see ./rate-limit-counters.ts). */
export interface RateLimitCountersTable {
  /** SHA-256 of the route and the client's key. */
  key_hash: string;
  hits: number;
  /** When the window ends; the next request after it starts a new one. */
  resets_at: string;
}

/** One random salt per UTC day, shared by every instance (see ../analytics/salts.ts). */
export interface AnalyticsSaltsTable {
  /** YYYY-MM-DD. */
  day: string;
  /** 32 random bytes, hex. */
  salt: string;
}

/** Where a visit came from: its first view's, kept on the visit and its daily totals. */
export interface VisitSource {
  entry_page: string;
  /** The referrer's host name; "" when none or the site's own. */
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  /** The click id the landing address carried, as `name=value` (gclid, msclkid, fbclid). */
  click_id: string;
}

/**
 * A visit: one visitor's page views of one UTC day. The visitor is a keyed hash of the day's
 * salt, the site, the IP address and the user agent (../analytics/salts.ts): once the salt is
 * deleted, nothing links it to a person. Kept ANALYTICS_RAW_DAYS.
 */
export interface AnalyticsVisitsTable extends VisitSource {
  day: string;
  visitor: string;
  /** When its first view came (ISO-8601 UTC). */
  started_at: string;
  page_views: number;
  /** The first lead the visitor sent that day; null while none. */
  lead_id: string | null;
}

/** Each path a visit viewed, once: a page's visitors are counted with it. Kept as visits are. */
export interface AnalyticsVisitPathsTable {
  day: string;
  visitor: string;
  path: string;
  /** 1 once the visitor sent a lead from this page that day. */
  lead_sent: Generated<number>;
}

/** The raw page views, kept ANALYTICS_RAW_DAYS. */
export interface AnalyticsPageViewsTable extends Omit<VisitSource, "entry_page"> {
  day: string;
  /** ISO-8601 UTC. */
  at: string;
  visitor: string;
  path: string;
}

/**
 * Daily totals by entry page and source (referrer host or UTM source, medium and campaign): the
 * analytics page reads these only. Kept as long as leads are.
 */
export interface AnalyticsDailySourcesTable {
  day: string;
  entry_page: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  visitors: number;
  page_views: number;
  /** Visitors of these who sent a lead that day. */
  leads: number;
}

/** Daily visitors and views of each page (what a form's page was seen by). Kept as leads are. */
export interface AnalyticsDailyPagesTable {
  day: string;
  path: string;
  visitors: number;
  page_views: number;
  /** Its visitors who sent a lead from it. */
  leads: Generated<number>;
}

/** Each published version of an editable content item (see ../content/store.ts). */
export interface ContentVersionsTable {
  /** A kind of app/lib/content-kinds.ts. */
  kind: string;
  /** 1, 2, …: the highest is live. */
  version: number;
  /** The item as JSON text, checked by its kind's schema before it was stored. */
  data: string;
  published_at: string;
  /** The owner's e-mail; null for the site's own content, stored at the first publish. */
  published_by: string | null;
  restored_from: number | null;
}

/** An owner's unpublished changes to an item: one draft per item, which visitors never see. */
export interface ContentDraftsTable {
  kind: string;
  data: string;
  saved_at: string;
  saved_by: string;
}

export interface Database {
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
  lead_events: LeadEventsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_login_attempts: AdminLoginAttemptsTable;
  admin_devices: AdminDevicesTable;
  admin_second_factors: AdminSecondFactorsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_pending_sign_ins: AdminPendingSignInsTable;
  admin_enrolment_codes: AdminEnrolmentCodesTable;
  confirmation_mailboxes: ConfirmationMailboxesTable;
  activity_log: ActivityLogTable;
  crm_erasures: CrmErasuresTable;
  rate_limit_counters: RateLimitCountersTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_visits: AnalyticsVisitsTable;
  analytics_visit_paths: AnalyticsVisitPathsTable;
  analytics_page_views: AnalyticsPageViewsTable;
  analytics_daily_sources: AnalyticsDailySourcesTable;
  analytics_daily_pages: AnalyticsDailyPagesTable;
  content_versions: ContentVersionsTable;
  content_drafts: ContentDraftsTable;
}
