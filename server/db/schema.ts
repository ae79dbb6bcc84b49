import type { Generated } from "kysely";

import type { DeliveryState, LeadStatus } from "~/lib/admin-api";

export type { DeliveryState, LeadStatus };

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
  /** JSON: first and last touch, sanitised; null when the browser sent none. */
  attribution: string | null;
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

export interface Database {
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
}
