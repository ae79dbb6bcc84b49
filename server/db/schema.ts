import type { Generated } from "kysely";

export type DeliveryState = "pending" | "delivered";

export interface LeadsTable {
  id: string;
  form: string;
  /** The validated form data, as JSON text (the same on SQLite and PostgreSQL). */
  data: string;
  page: string;
  /** ISO-8601 UTC timestamps: sortable and comparable as text on both databases. */
  created_at: string;
  user_agent: string;
  delivery_state: DeliveryState;
  delivery_attempts: Generated<number>;
  next_attempt_at: string;
  delivered_at: string | null;
  last_error: string | null;
}

export interface Database {
  leads: LeadsTable;
}
