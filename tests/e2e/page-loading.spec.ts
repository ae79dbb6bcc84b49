import type { Page } from "@playwright/test";

import { expect, holdRequests, test, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** The page's chunks, by name without their hash, in the order the page requested them. */
function recordChunks(page: Page) {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const name = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (name && !chunks.includes(name)) chunks.push(name);
  });
  return chunks;
}

/** Where each of `names` was requested among `chunks`; every one of them must have been. */
function positions(chunks: string[], names: string[]) {
  return names.map((name) => chunks.indexOf(name));
}

test.describe("code of the parts below the first screen", () => {
  test("waits for the visitor, then loads at idle in page order, the first screen's first", async ({
    page,
  }) => {
    const chunks = recordChunks(page);
    await page.goto("/");
    await waitForHydration(page);
    // The code behind the first screen's tabs comes with the page, whatever the visitor does.
    await expect.poll(() => chunks.includes("roi-calculator"), { timeout: 30_000 }).toBe(true);
    // The parts below wait for a sign that someone is there.
    await page.waitForTimeout(1000);
    expect(chunks).not.toContain("services-and-stories");
    expect(chunks).not.toContain("footer");

    await page.mouse.move(200, 300);
    // Each part down the page (the form inside the free-guide section right after it), the
    // footer last.
    const order = [
      "roi-calculator",
      "services-and-stories",
      "free-guide",
      "lead-form-live",
      "footer",
    ];
    // One piece at a time, each when the browser is idle: on a busy machine this takes a while.
    await expect
      .poll(() => positions(chunks, order).every((index) => index >= 0), { timeout: 30_000 })
      .toBe(true);
    const found = positions(chunks, order);
    expect(found).toEqual([...found].sort((a, b) => a - b));
    // Nothing was made live: the parts still wait for the visitor to near them.
    await expect(page.locator('[data-deferred="free-guide"][data-live]')).toHaveCount(0);
  });

  test("a form inside a part comes right after that part's code", async ({ page }) => {
    const chunks = recordChunks(page);
    await page.goto("/contact");
    await waitForHydration(page);
    await page.mouse.move(200, 300);
    const order = ["contact-section", "lead-form-live", "footer"];
    await expect
      .poll(() => positions(chunks, order).every((index) => index >= 0), { timeout: 30_000 })
      .toBe(true);
    const found = positions(chunks, order);
    expect(found).toEqual([...found].sort((a, b) => a - b));
  });
});

test("a tap on the hero demo before the page is live is answered once it is", async ({ page }) => {
  // The page's entry module is held back until the visitor has tapped.
  const entry = await holdRequests(page, /\/entry\.client-[\w-]{8}\.js$/);
  await page.goto("/");
  const tab = page.getByRole("tab", { name: "Live Results" });
  await tab.click();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await expect(tab).toHaveAttribute("aria-selected", "false");
  entry.release();
  await waitForHydration(page);
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[data-counter]").first()).toBeVisible();
});
