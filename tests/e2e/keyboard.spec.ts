import type { Locator, Page } from "@playwright/test";

import { allIslandsLive, expect, test } from "./fixtures";

/**
 * Keyboard alone, where the browser decides what a key does: FAQ accordions (`<details>`), the
 * Tab order past the price tabs (the other panel is hidden by CSS) and the page-count slider (a
 * native range). The widgets' own keys (the testimonial carousel, the calculator, the advisor,
 * the plan and price tabs) are jsdom tests in `tests/unit/`; header dropdowns and the mobile
 * menu are covered where they live.
 */

test.use({ contextOptions: { reducedMotion: "reduce" } });

async function open(page: Page, path: string) {
  await page.goto(path);
  await allIslandsLive(page);
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, limit = 200) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Starts the keyboard walk at the heading of the section holding `widget`: clicking text moves
 * the browser's focus starting point there, so Tab goes on from it like a reader's would.
 */
async function startAtSection(widget: Locator) {
  await widget.locator("xpath=ancestor::section[1]").locator("h2").first().click();
}

test("FAQ: Enter and Space toggle a question, Tab moves on to the next one", async ({ page }) => {
  await open(page, "/services/lead-generation");
  const faq = page.locator("#faq");
  const items = faq.locator("details");
  const questions = faq.locator("summary");
  await startAtSection(questions.first());

  await tabTo(page, questions.first());
  await page.keyboard.press("Enter");
  await expect(items.first()).toHaveAttribute("open");
  // The open answer holds nothing focusable: Tab goes to the next question.
  await page.keyboard.press("Tab");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(items.nth(1)).toHaveAttribute("open");
  await expect(items.first()).not.toHaveAttribute("open");
  await page.keyboard.press("Enter");
  await expect(items.nth(1)).not.toHaveAttribute("open");
  await page.keyboard.press("Shift+Tab");
  await expect(questions.first()).toBeFocused();
});

test("price tabs: Tab leaves the tab list for the chosen panel, then its price table", async ({
  page,
}) => {
  await open(page, "/hubspot-crm-pricing");
  const professional = page.getByRole("tab", { name: "Professional" });
  await startAtSection(professional);
  await tabTo(page, professional);
  await page.keyboard.press("End");
  const enterprise = page.getByRole("tab", { name: "Enterprise" });
  await expect(enterprise).toHaveAttribute("aria-selected", "true");
  // The other panel is hidden by CSS, so Tab skips it; the table scrolls sideways when narrow.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Enterprise" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("region", { name: /Enterprise onboarding prices/ })).toBeFocused();
});

test("page-count slider moves with the arrow keys and drives the estimate", async ({ page }) => {
  await open(page, "/pricing/website-design");
  const slider = page.getByRole("slider", { name: "How many pages does your site have?" });
  const estimate = page.getByTestId("page-estimate");
  await startAtSection(slider);
  await tabTo(page, slider);
  await expect(estimate.locator('[data-service="migration"]')).toContainText("$1,650");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("spinbutton", { name: "Pages" })).toHaveValue("12");
  await expect(estimate.locator('[data-service="migration"]')).toContainText("$1,680");
  await page.keyboard.press("End");
  await expect(page.getByRole("spinbutton", { name: "Pages" })).toHaveValue("60");
  await expect(estimate.locator('[data-service="migration"]')).toContainText("$7,200");
});
