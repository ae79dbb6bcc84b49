/**
 * The leads inbox's API, shared by the server (server/admin) and the /admin pages: paths, the
 * shapes of requests and answers, and the zod schemas that check what arrives. Every answer is
 * JSON with `Cache-Control: no-store` and `X-Robots-Tag: noindex`; errors are `{ error }`.
 */
import { z } from "zod";

import { MAX_RANGE_DAYS, RANGE_PRESETS, rangeLength } from "./analytics";
import type { Attribution } from "./attribution";
import { erasableEmailAddress } from "./email-address";
import { stripInvisibleCharacters } from "./invisible-characters";
import { leadFormIds } from "./lead-form-ids";

// The inbox's CSP allows no eval: zod would probe `new Function` to compile its checks, and the
// browser reports each refusal as a violation. Its plain checks are as fast for bodies this small.
z.config({ jitless: true });

/** Where a lead stands with the team; a lead that tripped the honeypot starts as spam. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * A lead's delivery filter: `failed` any channel failed for good, `pending` any channel still
 * trying (none failed), `delivered` every channel delivered, `none` queued on no channel.
 */
export const DELIVERY_FILTERS = ["failed", "pending", "delivered", "none"] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

export const ADMIN_API = {
  login: "/api/admin/login",
  /** The second step of a sign-in, under the login path so that its cookies reach it. */
  secondFactor: "/api/admin/login/second-factor",
  /** Before an account's app is set up: the one-time code `add-user` or `reset-2fa` printed. */
  enrolmentCode: "/api/admin/login/enrolment-code",
  enrolment: "/api/admin/login/enrolment",
  logout: "/api/admin/logout",
  /**
   * Ends the owner's other sessions and forgets their other known browsers: under the login
   * path so that this browser's known-device cookie reaches it, and is kept.
   */
  signOutOthers: "/api/admin/login/sign-out-others",
  session: "/api/admin/session",
  leads: "/api/admin/leads",
  export: "/api/admin/leads/export",
  daily: "/api/admin/leads/daily",
  lead: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`,
  notes: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}/notes`,
  retry: (id: string, channel: string) =>
    `/api/admin/leads/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(channel)}/retry`,
  activity: "/api/admin/activity",
  people: "/api/admin/people",
  person: (email: string) => `/api/admin/people?email=${encodeURIComponent(email)}`,
  retention: "/api/admin/retention",
  analytics: "/api/admin/analytics",
  analyticsExport: "/api/admin/analytics/export",
} as const;

/**
 * The pages: the inbox (sign-in form when signed out), one lead (`?id=`) and the activity log.
 */
export const ADMIN_PATHS = {
  inbox: "/admin",
  lead: "/admin/lead",
  activity: "/admin/activity",
  analytics: "/admin/analytics",
  /** The content editor (decision 020). */
  content: "/admin/content",
} as const;
export const adminLeadPath = (id: string) => `${ADMIN_PATHS.lead}?id=${encodeURIComponent(id)}`;

export const PAGE_SIZE = 50;
export const SESSION_IDLE_HOURS = 12;
/** A session ends this long after sign-in, however active it has been. */
export const SESSION_MAX_DAYS = 7;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
/**
 * An account with LOGIN_MAX_FAILURES failures in the window is slowed, not locked: one attempt
 * this often (see docs/decisions/013-sign-in-slowing.md).
 */
export const LOGIN_SLOW_SECONDS = 5;
export const SESSION_COOKIE = "grevvy_admin";
/** A browser an owner signed in with: its sign-ins are not held up by the account's lock. */
export const DEVICE_COOKIE = "grevvy_admin_device";
export const KNOWN_DEVICE_DAYS = 365;
/** One message for an unknown e-mail and a wrong password: neither is revealed. */
export const LOGIN_REFUSED = "Wrong e-mail or password";
/** An address or a known browser with LOGIN_MAX_FAILURES failures in the window. */
export const LOGIN_LOCKED = `Too many failed sign-ins, please try again in ${LOGIN_WINDOW_MINUTES} minutes`;
/** An account whose sign-ins are slowed, or one being checked at that moment. */
export const LOGIN_SLOWED =
  "This account is busy with other sign-ins, please try again in a few seconds";

/**
 * Between a right password and the second factor: a random token in an `HttpOnly` cookie sent
 * to the sign-in routes only, good for one sign-in within PENDING_SIGN_IN_MINUTES.
 */
export const PENDING_SIGN_IN_COOKIE = "grevvy_admin_pending";
export const PENDING_SIGN_IN_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** An enrolment code (printed by `add-user` and `reset-2fa`) sets up an app within this time. */
export const ENROLMENT_CODE_HOURS = 24;
export const CODE_REFUSED = "That code is not right, or was already used";
export const ENROLMENT_CODE_REFUSED = "That enrolment code is not right, or was already used";
export const ENROLMENT_CODE_EXPIRED = `This enrolment code has expired: a code works for ${ENROLMENT_CODE_HOURS} hours. Ask whoever runs the server for a new one (npm run leads -- reset-2fa with your e-mail).`;
export const SIGN_IN_EXPIRED = "This sign-in has expired. Please enter your password again.";

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/**
 * A one-time code (recovery or enrolment): four groups of four lower-case letters and digits,
 * e.g. `k7qm-2xwd-…`, taken however it is typed (case, spaces and dashes do not matter).
 */
const oneTimeCode = (message: string) =>
  z
    .string()
    .transform((value) => value.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .pipe(z.string().regex(/^[a-z0-9]{16}$/, message));

export const recoveryCodeSchema = z.object({
  recoveryCode: oneTimeCode("Enter one of your recovery codes, e.g. abcd-efgh-jkmn-pqrs"),
});
export type RecoveryCodeInput = z.input<typeof recoveryCodeSchema>;

/** POST /api/admin/login/enrolment-code: the code `add-user` or `reset-2fa` printed. */
export const enrolmentCodeSchema = z.object({
  enrolmentCode: oneTimeCode("Enter the enrolment code you were given, e.g. abcd-efgh-jkmn-pqrs"),
});
export type EnrolmentCodeInput = z.input<typeof enrolmentCodeSchema>;

/** POST /api/admin/login/second-factor: a code from the app, or a recovery code. */
export const secondFactorSchema = z.union([totpCodeSchema, recoveryCodeSchema]);

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter your e-mail address")),
  password: z.string().min(1, "Enter your password").max(1024),
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * A query parameter as every check and every SQL statement sees it: without control and
 * invisible formatting characters, as every stored lead is (PostgreSQL refuses a NUL in text).
 * Every text the API reads from a query goes through it.
 */
const queryText = () => z.string().overwrite(stripInvisibleCharacters);
/** One of `values`; the message names them all. */
const queryChoice = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  queryText().pipe(z.enum(values, `Unknown ${what}: expected one of ${values.join(", ")}`));

const day = queryText().pipe(z.iso.date("Not a date: give a day as YYYY-MM-DD"));

export const INVALID_CURSOR = "Invalid cursor: pass back the nextCursor of the page before";

/** A lead's id, as the server makes them (a UUID): any other names no lead. */
export const leadIdSchema = z.uuid();

/** GET /api/admin/leads and /export: every filter optional; `cursor` is the last page's `nextCursor`. */
export const leadQuerySchema = z.object({
  /** A form of the site (a lead's `form`). */
  form: queryChoice(leadFormIds, "form").optional(),
  status: queryChoice(LEAD_STATUSES, "status").optional(),
  delivery: queryChoice(DELIVERY_FILTERS, "delivery filter").optional(),
  /** Inclusive calendar days, UTC. */
  from: day.optional(),
  to: day.optional(),
  /** Matches name, e-mail, company and message, case-insensitively, anywhere in them. */
  q: queryText().trim().max(200).optional(),
  /** Opaque to the client: the server reads back the page's last row from it. */
  cursor: queryText().pipe(z.base64url(INVALID_CURSOR).max(200, INVALID_CURSOR)).optional(),
});
export type LeadQuery = z.infer<typeof leadQuerySchema>;

export const exportQuerySchema = leadQuerySchema
  .omit({ cursor: true })
  .extend({ format: queryChoice(["csv", "json"], "format").default("csv") });

export const RANGE_NEEDS_DAYS = "A custom range needs both from and to, as YYYY-MM-DD";
export const RANGE_DAYS_WITH_PRESET = "from and to go with range=custom only";
export const RANGE_REVERSED = "The range starts after it ends: from must be on or before to";
export const RANGE_TOO_LONG = `A range covers at most ${MAX_RANGE_DAYS} days`;

/**
 * GET /api/admin/analytics and its /export: a preset range ending today (UTC), 30 days when
 * none is named, or `range=custom` with its first and last day, both included.
 */
export const analyticsQuerySchema = z
  .object({
    range: queryChoice([...RANGE_PRESETS, "custom"], "range").default("30d"),
    from: day.optional(),
    to: day.optional(),
  })
  // A transform, not a refinement: it runs only once both days are days.
  .transform((query, context) => {
    const { range, from, to } = query;
    const problem = (message: string) => context.addIssue({ code: "custom", message });
    if (range !== "custom") {
      if (from !== undefined || to !== undefined) problem(RANGE_DAYS_WITH_PRESET);
    } else if (from === undefined || to === undefined) problem(RANGE_NEEDS_DAYS);
    else if (from > to) problem(RANGE_REVERSED);
    else if (rangeLength({ from, to }) > MAX_RANGE_DAYS) problem(RANGE_TOO_LONG);
    return query;
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const statusChangeSchema = z.object({ status: z.enum(LEAD_STATUSES) });
export const noteSchema = z.object({
  body: z
    .string()
    .overwrite(stripInvisibleCharacters)
    .trim()
    .min(1, "Write a note first")
    .max(5000, "Keep a note under 5,000 characters"),
});

export interface AdminUser {
  email: string;
}

/** GET /api/admin/session → 200 `{ user }` or 401; the second step of a sign-in answers the same. */
export interface SessionAnswer {
  user: AdminUser;
}

/** What an authenticator app needs: the key (base32) to scan as a QR code or to type. */
export interface Enrolment {
  key: string;
  /** The `otpauth://` address as a QR code: an SVG image as a `data:` URL. */
  qrCode: string;
}

/**
 * POST /api/admin/login → the password was right, a second step follows (no session yet): a
 * code from the owner's app, or, for an account without one, the enrolment code that setting
 * the app up needs. The password alone reveals no app key.
 */
export type LoginAnswer = { next: "code" } | { next: "enrolment-code" };

/**
 * POST /api/admin/login/enrolment-code → the enrolment code was right: the key to set the app
 * up with. `401` a wrong or used code, `403` a right one that expired (ENROLMENT_CODE_EXPIRED).
 */
export interface EnrolmentCodeAnswer {
  enrolment: Enrolment;
}

/** POST /api/admin/login/enrolment → signed in; the recovery codes, shown this once. */
export interface EnrolmentAnswer extends SessionAnswer {
  recoveryCodes: string[];
}

/** One row of the inbox. */
export interface LeadSummary {
  id: string;
  form: string;
  createdAt: string;
  status: LeadStatus;
  name: string;
  email: string;
  company: string;
  /** The start of the message, if the form has one. */
  message: string;
  page: string;
  /** Each channel's state, e.g. `{ email: "delivered", hubspot: "failed" }`. */
  deliveries: Record<string, DeliveryState>;
}

/** GET /api/admin/leads */
export interface LeadListAnswer {
  leads: LeadSummary[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** Leads matching every filter but `status`, per status. */
  counts: Record<LeadStatus, number>;
}

/** GET /api/admin/leads/daily: leads per UTC day and form over the last 30 days (oldest first). */
export interface DailyAnswer {
  days: string[];
  /** form id → one count per entry of `days`. Forms with no lead in the period are left out. */
  forms: Record<string, number[]>;
}

export interface DeliveryDetail {
  channel: string;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  deliveredAt: string | null;
}

export type LeadEvent =
  | { id: string; at: string; by: string; kind: "status"; from: LeadStatus; to: LeadStatus }
  | { id: string; at: string; by: string; kind: "note"; body: string }
  | { id: string; at: string; by: string; kind: "retry"; channel: string };

/** GET /api/admin/leads/:id; PATCH (status), POST notes and retry answer the same. */
export interface LeadDetailAnswer {
  lead: {
    id: string;
    form: string;
    /** The form's fields as sent; label them with `leadFieldLabel` from content/lead-forms. */
    data: Record<string, unknown>;
    page: string;
    createdAt: string;
    userAgent: string;
    status: LeadStatus;
    attribution: Attribution | null;
    deliveries: DeliveryDetail[];
  };
  /**
   * What the visitor chose (a quote, a plan, resources…) written for people, as the notices
   * write it (app/lib/lead-choices.ts, worked out by the server so that the inbox carries no
   * price list), and the fields of `data` it stands for.
   */
  choices: { fields: string[]; lines: { label: string; value: string }[] };
  /** Oldest first: every status change, note and retry, with who and when. */
  history: LeadEvent[];
}

/**
 * What the activity log records. Details never hold a lead's personal data: counts, filters,
 * statuses, channels and ids only.
 */
export const ACTIVITY_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "sign-out-others",
  "export",
  "status",
  "note",
  "retry",
  "account",
  "erase",
  "retention",
  "two-factor-enrolled",
  "two-factor-reset",
  "content-publish",
  "content-restore",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
/** How long the activity log keeps an entry. */
export const ACTIVITY_RETENTION_DAYS = 365;

/** POST /api/admin/login/sign-out-others: how many sessions ended and known browsers went. */
export interface SignOutOthersAnswer {
  sessions: number;
  devices: number;
}

/** GET /api/admin/activity: `before` is the last page's `nextCursor`. */
export const activityQuerySchema = z.object({
  before: queryText().pipe(z.uuid(INVALID_CURSOR)).optional(),
});

export interface ActivityEntry {
  id: string;
  at: string;
  /** The owner's e-mail; null when no owner acted (a failed sign-in of no account, a job). */
  actor: string | null;
  action: ActivityAction;
  /** The client's IP; null for the command line and the server's own jobs. */
  ip: string | null;
  detail: Record<string, string | number | boolean | null>;
}

/** GET /api/admin/activity: PAGE_SIZE entries, newest first. */
export interface ActivityAnswer {
  entries: ActivityEntry[];
  /** Of the leads the entries name (`detail.lead`), those still stored: only they are linked. */
  storedLeads: string[];
  /** Pass back as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** GET and DELETE /api/admin/people?email=…: one person, by the e-mail address of their leads. */
export const personQuerySchema = z.object({
  email: erasableEmailAddress("Give the person's e-mail address"),
});

/** GET /api/admin/people?email=…: what erasing the person would delete. */
export interface PersonAnswer {
  /** Their leads, with every note, status change and delivery record of them. */
  leads: number;
  /** Whether their HubSpot contact would be deleted too (HubSpot is configured). */
  hubspot: boolean;
}

/** DELETE /api/admin/people?email=…: what was deleted. */
export interface ErasureAnswer {
  leads: number;
  /** Whether the HubSpot contact's GDPR delete was queued. */
  hubspot: boolean;
}

/** GET /api/admin/retention: how long leads are kept before the server deletes them. */
export interface RetentionAnswer {
  /** Days, or null when leads are kept until erased. */
  leadsDays: number | null;
  /** Days a lead taken for spam is kept. */
  spamDays: number;
}
