import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";

import type { APIRequestContext, Page } from "@playwright/test";

import { ADMIN_API } from "~/lib/admin-api";
import type { LeadFormId, LeadInput } from "~/lib/lead-schemas";

import { expect } from "./fixtures";

/** The same database as the server of playwright.config.ts. */
const E2E_DATABASE = "data/e2e-leads.db";

export interface Owner {
  email: string;
  password: string;
}

/** A new owner account, made with the real command (`leads add-user … --password-stdin`). */
export function createOwner(): Owner {
  const owner = {
    email: `owner-${randomUUID().slice(0, 8)}@example.com`,
    password: `e2e-${randomUUID()}`,
  };
  execFileSync(
    process.execPath,
    ["build/server/leads.js", "add-user", owner.email, "--password-stdin"],
    {
      input: `${owner.password}\n`,
      env: { ...process.env, SQLITE_PATH: E2E_DATABASE, LOG_LEVEL: "warn" },
    },
  );
  return owner;
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

/** Signs a browser (a page's, or any request context) in through the API, as the form does. */
export async function signIn(request: APIRequestContext, baseURL: string, owner: Owner) {
  const response = await request.post(ADMIN_API.login, {
    data: { email: owner.email, password: owner.password },
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
