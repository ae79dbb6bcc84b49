import type { Page } from "@playwright/test";

import { adminLeadPath } from "~/lib/admin-api";

import { createOwner, enrolOwner, openAdminPage, sendLead, signIn } from "./admin-fixtures";
import { expect, live, test } from "./fixtures";

/**
 * Collects every style the page's CSP refuses, from its first script on, with where it came
 * from. (zod's probe for `new Function`, which it catches, is reported as a script-src
 * violation on the inbox: not a style.)
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      if (!event.effectiveDirective.startsWith("style-src")) return;
      seen.push(`${event.effectiveDirective} ${event.sourceFile}:${event.columnNumber}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const pageOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test("a dialog and a toast show under the pages' CSP, refused nothing", async ({
  page,
  consoleErrors,
}) => {
  await watchViolations(page);

  await page.goto("/grevvy-ai-trainer-support");
  await (await live(page.getByRole("button", { name: "Request Premium Access" }))).click();
  const dialog = page.getByRole("dialog", { name: "Book a Call" });
  await expect(dialog).toBeVisible();
  // The page behind the dialog holds still, by the site's stylesheet.
  expect(await pageOverflow(page)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(await pageOverflow(page)).not.toBe("hidden");
  expect(await violations(page)).toEqual([]);

  await page.goto("/software-reps");
  const calculator = page.locator("#pricing-calculator");
  await live(calculator.locator("astro-island").first());
  await calculator.getByRole("button", { name: "Apply Full Revenue Stack" }).click();
  await calculator.getByRole("button", { name: "Export Quote" }).click();
  await expect(page.getByText("Quote exported")).toBeVisible();
  // sonner's own stylesheet, inserted as it loads, applies: its stack is fixed in a corner.
  await expect(page.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
  expect(await violations(page)).toEqual([]);

  expect(consoleErrors.filter((error) => error.includes("Refused to apply"))).toEqual([]);
});

test("the inbox's erase dialog and its toasts show under its CSP, refused nothing", async ({
  page,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const owner = createOwner();
  const request = await playwright.request.newContext({ baseURL });
  const leadId = await sendLead(request, "contact", {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada.styles@example.com",
    company: "Analytical Engines",
    message: "We would like to onboard our sales team onto the CRM next quarter.",
  });
  await enrolOwner(request, baseURL!, owner);
  await request.dispose();
  await watchViolations(page);
  await signIn(page.request, baseURL!, owner);
  await openAdminPage(page, adminLeadPath(leadId));

  await page.getByRole("button", { name: "Erase this person" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this person?" });
  await expect(dialog).toBeVisible();
  expect(await pageOverflow(page)).toBe("hidden");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Internal note").fill("Called; sends the team list by Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added")).toBeVisible();
  await expect(page.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
  expect(await violations(page)).toEqual([]);

  expect(consoleErrors.filter((error) => error.includes("Refused to apply"))).toEqual([]);
});
