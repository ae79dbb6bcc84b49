import { atom } from "nanostores";

import {
  ADMIN_API,
  type AdminUser,
  CODE_REFUSED,
  ENROLMENT_CODE_REFUSED,
  type EnrolmentAnswer,
  type EnrolmentCodeAnswer,
  type EnrolmentCodeInput,
  LOGIN_REFUSED,
  type LoginAnswer,
  type RecoveryCodeInput,
  SIGN_IN_EXPIRED,
  type SessionAnswer,
  type SignOutOthersAnswer,
  type TotpCodeInput,
} from "~/lib/admin-api";
import type { FieldProblem } from "~/lib/content-kinds";

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

/**
 * Any other refusal or failure, with the server's `{ error }` when it gave one, and its
 * `problems` field by field when it refused a content item.
 */
export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: FieldProblem[] = [],
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
    method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
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
  // A refused sign-in step is no news about the session (signing out others, under the same
  // path, needs one).
  const signInStep = path.startsWith(ADMIN_API.login) && path !== ADMIN_API.signOutOthers;
  if (response.status === 401 && !signInStep) {
    $session.set(SIGNED_OUT);
    throw new SignedOutError();
  }
  const message =
    answer && typeof answer === "object" && "error" in answer && typeof answer.error === "string"
      ? answer.error
      : `The server answered ${response.status}. Please try again.`;
  const problems =
    answer && typeof answer === "object" && "problems" in answer && Array.isArray(answer.problems)
      ? (answer.problems as FieldProblem[])
      : [];
  throw new AdminRequestError(response.status, message, problems);
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

/** A sign-in step refused: the message to show, and whether the sign-in must start again. */
export interface Refusal {
  refusal: string;
  expired: boolean;
}

/** What a wrong secret at each sign-in step is told (a code of the app at the others). */
const WRONG_SECRET: Record<string, string> = {
  [ADMIN_API.login]: LOGIN_REFUSED,
  [ADMIN_API.enrolmentCode]: ENROLMENT_CODE_REFUSED,
};

/**
 * The sign-in steps' requests: a refusal is answered as the message to show (the server's own
 * for any other status, such as an enrolment code that expired).
 */
async function signInStep<T>(path: string, body: unknown): Promise<T | Refusal> {
  try {
    return await adminRequest<T>(path, { method: "POST", body });
  } catch (error) {
    if (!(error instanceof AdminRequestError)) throw error;
    const refusal = (message: string, expired = false) => ({ refusal: message, expired });
    if (error.status === 401) return refusal(WRONG_SECRET[path] ?? CODE_REFUSED);
    if (error.status === 410) return refusal(SIGN_IN_EXPIRED, true);
    return refusal(error.message);
  }
}

export const isRefusal = (answer: object): answer is Refusal => "refusal" in answer;

/** The password step: what comes next (a code, or the enrolment code), or a refusal. */
export function signIn(credentials: { email: string; password: string }) {
  return signInStep<LoginAnswer>(ADMIN_API.login, credentials);
}

/** The second step with a code of the app or a recovery code: signs the page in. */
export async function completeSignIn(code: TotpCodeInput | RecoveryCodeInput) {
  const answer = await signInStep<SessionAnswer>(ADMIN_API.secondFactor, code);
  if (isRefusal(answer)) return answer;
  signedIn(answer.user);
  return null;
}

/** The enrolment code of an account without an app: answers the app's key to set it up with. */
export function proveEnrolmentCode(code: EnrolmentCodeInput) {
  return signInStep<EnrolmentCodeAnswer>(ADMIN_API.enrolmentCode, code);
}

/** The first code of a newly set-up app: answers the recovery codes, to show before the inbox. */
export function confirmEnrolment(code: TotpCodeInput) {
  return signInStep<EnrolmentAnswer>(ADMIN_API.enrolment, code);
}

/** The server opened the session: every view of the page turns to it. */
export function signedIn(user: AdminUser) {
  $session.set({ status: "signed-in", user });
}

/** Ends the session on the server first: if that fails, the page stays signed in and says so. */
export async function signOut() {
  await adminRequest(ADMIN_API.logout, { method: "POST" });
  $session.set(SIGNED_OUT);
}

/** Ends the owner's other sessions and known browsers; answers how many. */
export function signOutOtherSessions() {
  return adminRequest<SignOutOthersAnswer>(ADMIN_API.signOutOthers, { method: "POST" });
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
