import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";

import type { APIRequestContext, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { generate } from "otplib";

import {
  ADMIN_API,
  type EnrolmentAnswer,
  type EnrolmentCodeAnswer,
  type LoginAnswer,
} from "~/lib/admin-api";
import type { LeadFormId, LeadInput } from "~/lib/lead-schemas";

import { expect } from "./fixtures";
import { type E2eServer, e2eServers } from "./servers";

export interface Owner {
  /** The database of the server the owner was made on. */
  database: string;
  email: string;
  password: string;
  /** The one-time code `add-user` printed, which setting up the app asks for. */
  enrolmentCode: string;
  /** The key of the owner's authenticator app, once it is set up. */
  secret?: string;
}

/**
 * A code the owner's app shows now. The tests sign one owner in many times a minute, where a
 * person signs in a few times a day: the time step of the code last accepted is forgotten in
 * the server's database first, so that the app's current code is not refused as used.
 */
export function appCode(owner: Owner) {
  const db = new SQLite(owner.database, { timeout: 10_000 });
  try {
    db.prepare(
      "update admin_second_factors set last_time_step = null where user_id = (select id from admin_users where email = ?)",
    ).run(owner.email);
  } finally {
    db.close();
  }
  return generate({ secret: owner.secret! });
}

/**
 * A new owner account on `server`, made with the real command (`leads add-user …
 * --password-stdin`), with the enrolment code it prints.
 */
export function createOwner({ database }: E2eServer = e2eServers.site): Owner {
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const password = `e2e-${randomUUID()}`;
  const printed = execFileSync(
    process.execPath,
    ["build/server/leads.js", "add-user", email, "--password-stdin"],
    {
      input: `${password}\n`,
      encoding: "utf8",
      env: { ...process.env, SQLITE_PATH: database, LOG_LEVEL: "warn" },
    },
  );
  const enrolmentCode = /^Enrolment code: (\S+)$/m.exec(printed)?.[1];
  if (!enrolmentCode) throw new Error(`add-user printed no enrolment code: ${printed}`);
  return { database, email, password, enrolmentCode };
}

/** A word no other lead carries, to find a test's own leads among everyone's. */
export const uniqueWord = () => `q${randomUUID().replaceAll("-", "").slice(0, 10)}`;

/** Sends a lead through the public API, as a form's script does; answers its id. */
export async function sendLead<F extends LeadFormId>(
  request: APIRequestContext,
  form: F,
  data: LeadInput<F>,
): Promise<string> {
  const response = await request.post("/api/leads", {
    data: { form, data, page: "/contact", submissionId: randomUUID() },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  // The next lead arrives later than this one, so "newest first" has one answer.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return id;
}

/** The password step through the API, as the form sends it. */
async function passwordStep(request: APIRequestContext, baseURL: string, owner: Owner) {
  const response = await request.post(ADMIN_API.login, {
    data: { email: owner.email, password: owner.password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as LoginAnswer;
}

/**
 * Signs a new owner in for the first time through the API, as the form does: their enrolment
 * code, then setting up their app with the key the server offers; answers the recovery codes.
 */
export async function enrolOwner(request: APIRequestContext, baseURL: string, owner: Owner) {
  const headers = { origin: new URL(baseURL).origin };
  expect(await passwordStep(request, baseURL, owner)).toEqual({ next: "enrolment-code" });
  const proved = await request.post(ADMIN_API.enrolmentCode, {
    data: { enrolmentCode: owner.enrolmentCode },
    headers,
  });
  expect(proved.status()).toBe(200);
  const { key } = ((await proved.json()) as EnrolmentCodeAnswer).enrolment;
  owner.secret = key;
  const response = await request.post(ADMIN_API.enrolment, {
    data: { code: await generate({ secret: key }) },
    headers,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as EnrolmentAnswer).recoveryCodes;
}

/**
 * Signs a browser (a page's, or any request context) in through the API, as the form does:
 * the password, then a code of the owner's app (set up by enrolOwner).
 */
export async function signIn(request: APIRequestContext, baseURL: string, owner: Owner) {
  expect(await passwordStep(request, baseURL, owner)).toEqual({ next: "code" });
  const response = await request.post(ADMIN_API.secondFactor, {
    data: { code: await appCode(owner) },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(200);
}

/**
 * Opens a page of the inbox and waits until its islands are live, it knows who is signed in and
 * has its code: on a busy machine, the page's code alone can take longer than an expectation's
 * usual wait.
 */
export async function openAdminPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText("Loading…", { exact: true })).toHaveCount(0, { timeout: 30_000 });
}
