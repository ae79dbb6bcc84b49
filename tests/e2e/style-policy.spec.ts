import type { Page } from "@playwright/test";

import { expect, live, test } from "./fixtures";

/** Collects every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.effectiveDirective}: ${event.sample || event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
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

  expect(consoleErrors.filter((error) => error.includes("Content Security Policy"))).toEqual([]);
});
