import { atom } from "nanostores";

import {
  ADMIN_API,
  type AdminUser,
  LOGIN_LOCKED,
  LOGIN_REFUSED,
  type SessionAnswer,
} from "~/lib/admin-api";

/** Whether someone is signed in: unknown until the server has been asked. */
export type SessionState =
  { status: "checking" } | { status: "signed-out" } | { status: "signed-in"; user: AdminUser };

const CHECKING: SessionState = { status: "checking" };
const SIGNED_OUT: SessionState = { status: "signed-out" };

/** Who is signed in, asked once per page load; a 401 from any request signs the page out. */
export const $session = atom<SessionState>(CHECKING);

/** The server no longer knows the session (expired, or signed out elsewhere). */
export class SignedOutError extends Error {
  constructor() {
    super("Signed out");
  }
}

/** Any other refusal or failure, with the server's `{ error }` when it gave one. */
export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const UNREACHABLE = "The server could not be reached. Check your connection and try again.";

/**
 * A request to the inbox API: JSON both ways with the session cookie. State-changing requests
 * always carry a JSON body (`{}` when they have nothing to say), so the browser sends them with
 * its Origin header and the server can tell them from a cross-site form post. A 401 signs the
 * page out: every view falls back to the sign-in form.
 */
export async function adminRequest<T>(
  path: string,
  options: {
    method?: "GET" | "POST" | "PATCH" | "DELETE";
    body?: unknown;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const { method = "GET", body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      signal,
      headers: {
        accept: "application/json",
        ...(method === "GET" ? {} : { "content-type": "application/json" }),
      },
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminRequestError(0, UNREACHABLE);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer as T;
  if (response.status === 401 && path !== ADMIN_API.login) {
    $session.set(SIGNED_OUT);
    throw new SignedOutError();
  }
  const message =
    answer && typeof answer === "object" && "error" in answer && typeof answer.error === "string"
      ? answer.error
      : `The server answered ${response.status}. Please try again.`;
  throw new AdminRequestError(response.status, message);
}

/** Asks the server who is signed in, once per page load. */
export async function checkSession() {
  if ($session.get().status !== "checking") return;
  try {
    const { user } = await adminRequest<SessionAnswer>(ADMIN_API.session);
    $session.set({ status: "signed-in", user });
  } catch (error) {
    // A failure other than 401 (the server down) also shows the sign-in form, whose own
    // request then says what is wrong.
    if (!(error instanceof SignedOutError)) $session.set(SIGNED_OUT);
  }
}

/** Signs in; a refusal comes back as the message to show (wrong password, locked out). */
export async function signIn(credentials: { email: string; password: string }) {
  try {
    const { user } = await adminRequest<SessionAnswer>(ADMIN_API.login, {
      method: "POST",
      body: credentials,
    });
    $session.set({ status: "signed-in", user });
    return null;
  } catch (error) {
    if (!(error instanceof AdminRequestError)) throw error;
    if (error.status === 401) return LOGIN_REFUSED;
    if (error.status === 429) return LOGIN_LOCKED;
    return error.message;
  }
}

/** Ends the session on the server first: if that fails, the page stays signed in and says so. */
export async function signOut() {
  await adminRequest(ADMIN_API.logout, { method: "POST" });
  $session.set(SIGNED_OUT);
}

const FLASH_KEY = "admin-flash";

/** A message for the next page this tab opens (e.g. the inbox after an erasure) to show. */
export function flash(message: string) {
  sessionStorage.setItem(FLASH_KEY, message);
}

/** The message the page before left, once. */
export function takeFlash(): string | null {
  const message = sessionStorage.getItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_KEY);
  return message;
}
