import type { Generated } from "kysely";

export type DeliveryState = "pending" | "delivered";

/** Where a lead stands with the team; a lead that tripped the honeypot starts as spam. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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
  delivery_state: DeliveryState;
  delivery_attempts: Generated<number>;
  next_attempt_at: string;
  delivered_at: string | null;
  last_error: string | null;
}

export interface Database {
  leads: LeadsTable;
}
