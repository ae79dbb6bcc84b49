import type { Lead } from "../leads/repository";

/** The visitor's own confirmation e-mail; forms promise it only while this channel runs. */
export const CONFIRMATION_CHANNEL = "confirmation-email";

/**
 * A failed attempt, in the server's own words, with the other side's status code (HTTP, or
 * SMTP for mail) when it answered: the message may quote that answer, the status never does.
 */
export class DeliveryError extends Error {
  override name = "DeliveryError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A delivery that retrying cannot fix (refused credentials, a rejected address): not retried. */
export class PermanentDeliveryError extends DeliveryError {
  override name = "PermanentDeliveryError";
}

/** A delivery the other side asked to try again later, no sooner than `retryAfterMs`. */
export class RetryLaterError extends DeliveryError {
  override name = "RetryLaterError";
  constructor(
    message: string,
    readonly retryAfterMs: number,
    status?: number,
  ) {
    super(message, status);
  }
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" ? code : undefined;
};

/**
 * What the server's log says of a failed attempt: the other side's status code; else, for an
 * error of the server's own, its message; else the error's kind (a system code such as
 * ECONNREFUSED, a TimeoutError). Never what the other side wrote: a CRM's or mail server's
 * answer may quote the address. That answer stays in the delivery's row (its last error), for
 * the owner, and goes with the lead when it is erased.
 */
export function failureForLog(error: unknown): { status: number } | { error: string } {
  if (error instanceof DeliveryError) {
    return error.status === undefined ? { error: error.message } : { status: error.status };
  }
  // A mail server's reply code, as nodemailer gives it.
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof responseCode === "number") return { status: responseCode };
  const cause = error instanceof Error ? error.cause : undefined;
  const kind = codeOf(error) ?? codeOf(cause) ?? (error instanceof Error ? error.name : "unknown");
  return { error: kind };
}

/** Steps of one delivery already done, kept in the outbox so that a retry skips them. */
export interface DeliveryProgress {
  get(step: string): unknown;
  set(step: string, value: unknown): Promise<void>;
}

export interface DeliveryChannel {
  /** Stored in the outbox; stable once leads are queued on it. */
  name: string;
  /** Sends one lead; throws to fail the attempt (see the error classes above). */
  deliver(lead: Lead, progress: DeliveryProgress): Promise<void>;
}

/** Throws the right error for an HTTP answer that is not a success. */
export function failForStatus(what: string, response: Response, body = ""): never {
  const { status } = response;
  const detail = body ? `: ${body.slice(0, 300)}` : "";
  if (status >= 300 && status < 400) {
    // Redirects are never followed: a body-less GET elsewhere is not a delivery.
    const location = response.headers.get("location") ?? "(no Location)";
    throw new DeliveryError(`${what} answered ${status} redirect to ${location}`, status);
  }
  if (status === 429) {
    throw new RetryLaterError(`${what} answered 429${detail}`, retryAfterMs(response), status);
  }
  if (status >= 400 && status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status)) {
    throw new PermanentDeliveryError(`${what} answered ${status}${detail}`, status);
  }
  throw new DeliveryError(`${what} answered ${status}${detail}`, status);
}

/** Client errors that can pass by themselves (timeout, conflict, too early, rate limit). */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 409, 425, 429]);

/** Retry-After in seconds or as an HTTP date; one second when absent or unreadable. */
export function retryAfterMs(response: Response, now = Date.now()): number {
  const header = response.headers.get("retry-after")?.trim() ?? "";
  if (/^\d+$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}
