import type { Lead } from "../leads/repository";

/** The visitor's own confirmation e-mail; forms promise it only while this channel runs. */
export const CONFIRMATION_CHANNEL = "confirmation-email";

/** A delivery that retrying cannot fix (refused credentials, a rejected address): not retried. */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}

/** A delivery the other side asked to try again later, no sooner than `retryAfterMs`. */
export class RetryLaterError extends Error {
  override name = "RetryLaterError";
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
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
    throw new Error(`${what} answered ${status} redirect to ${location}`);
  }
  if (status === 429) {
    throw new RetryLaterError(`${what} answered 429${detail}`, retryAfterMs(response));
  }
  if (status >= 400 && status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status)) {
    throw new PermanentDeliveryError(`${what} answered ${status}${detail}`);
  }
  throw new Error(`${what} answered ${status}${detail}`);
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
