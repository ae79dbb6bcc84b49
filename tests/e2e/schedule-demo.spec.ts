import type { Page } from "@playwright/test";

import { canonicalPath } from "~/content/page-paths";

import { expect as baseExpect, holdRequests, islandCode, test } from "./fixtures";

// With the CPU four times slower, the button and the popup take longer to wake.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * "Schedule a Demo" at the top of the AI trainer page opens the Book a Call popup; before its
 * island is live a tap is held and answered by the popup, and only when the island's code fails
 * does the button lead, as its link does without scripts, to the demo request form.
 */

const PAGE = canonicalPath("ai-trainer");
const FALLBACK = `${canonicalPath("ai-trainer-support")}#lead-capture`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The page's address ends with `path`. */
const at = (path: string) => new RegExp(`${escape(path)}$`);

const scheduleDemo = (page: Page) => page.getByRole("link", { name: "Schedule a Demo" }).first();

test.describe("an early tap on Schedule a Demo", () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  });

  test("stays on the page and opens the popup once the button is live", async ({
    page,
    consoleErrors,
  }) => {
    const code = await holdRequests(page, `**${await islandCode(page, PAGE, "LeadPopupButton")}`);
    await page.goto(PAGE);
    const button = scheduleDemo(page);
    await button.click();
    await expect(button).toHaveAttribute("data-held");
    await expect(page).toHaveURL(at(PAGE));
    code.release();
    await expect(page.getByRole("dialog", { name: "Book a Call" })).toBeVisible();
    // The page behind the popup is out of the accessibility tree: the button is found by its mark.
    await expect(page.locator("[data-held]")).toHaveCount(0);
    await expect(page).toHaveURL(at(PAGE));
    expect(consoleErrors).toEqual([]);
  });
});

// No throttling needed: the code fails whenever it comes.
test("follows its link to the demo form when the button's code fails to load", async ({ page }) => {
  const code = await islandCode(page, PAGE, "LeadPopupButton");
  // The island asks for its code again a second later, with a query: both fail.
  const held = await holdRequests(page, new RegExp(`${escape(code)}(\\?|$)`), (route) =>
    route.abort(),
  );
  await page.goto(PAGE);
  await scheduleDemo(page).click();
  await expect(page).toHaveURL(at(PAGE));
  held.release();
  await expect(page).toHaveURL(at(FALLBACK));
});
