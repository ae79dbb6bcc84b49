import type { Page } from "@playwright/test";

import { contactCopy } from "~/content/contact";

import { expect, holdRequests, live, pauseClock, test } from "./fixtures";

const messages = [
  "First name must be at least 2 characters.",
  "Last name must be at least 2 characters.",
  "Please enter a valid email address.",
  "Company name is required.",
  "Message must be at least 10 characters.",
];

/** The leads API, answered here: every lead accepted, a confirmation e-mailed. */
function acceptLeads(page: Page) {
  return page.route("**/api/leads", (route) =>
    route.fulfill({
      status: 201,
      contentType: "application/json",
      body: '{"id":"test","confirmation":true}',
    }),
  );
}

async function fill(page: Page) {
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Company").fill("Analytical Engines");
  await page.getByLabel("Message").fill("We want our sales team live on the CRM by March.");
}

/** Where the Thank You panel sits: clear of the header and of the toast, whole on the screen. */
async function expectPanelClear(page: Page) {
  const toast = page.locator('[data-variant="default"]');
  await expect(toast).toContainText(contactCopy.success.title);
  const panel = page.locator("#contact-message [role=status]");
  await expect(panel.getByRole("heading", { name: contactCopy.thankYou.title })).toBeFocused();
  const toastBox = (await toast.boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  const headerBox = (await page.locator("header").first().boundingBox())!;
  const apart = (a: typeof toastBox, b: typeof toastBox) =>
    a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
  expect(apart(toastBox, panelBox), "the toast leaves the panel uncovered").toBe(true);
  expect(panelBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test.describe("contact page", () => {
  test("on a phone, Send a Message lands on the form, below the contact details; the Thank You panel shows whole", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await acceptLeads(page);
    await page.goto("/contact");
    await page.getByRole("link", { name: "Send a Message" }).click();
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeInViewport();
    await expect(page.getByLabel("First Name")).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Get in touch" })).not.toBeInViewport();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById("contact-message")!.getBoundingClientRect().top;
          return top >= document.querySelector("header")!.getBoundingClientRect().bottom;
        }),
      )
      .toBe(true);

    await live(page.getByLabel("First Name"));
    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectPanelClear(page);
  });

  test("the form keeps what was typed before its code arrived", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Held back until the visitor has typed, so the typing surely comes before the form is live.
    const formCode = await holdRequests(page, /\/message-card\.[^/]+\.js$/);
    await page.goto("/contact");

    await page.getByLabel("First Name").fill("Ada");
    await formCode.requested();
    await expect(
      page.locator("astro-island[ssr]").filter({ has: page.locator("form") }),
    ).toHaveCount(1);
    formCode.release();
    await live(page.getByLabel("Last Name"));
    await page.getByLabel("Last Name").fill("L");
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");
    await expect(page.getByLabel("Last Name")).toHaveValue("L");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(messages[1]!)).toBeVisible();
    await expect(page.getByText(messages[0]!)).toHaveCount(0);
  });

  test("an empty send shows every message and sends nothing; a failed delivery shows 'Error' and keeps what was typed", async ({
    page,
  }) => {
    let posts = 0;
    await page.route("**/api/leads", (route) => {
      posts += 1;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":"down"}',
      });
    });
    await page.goto("/contact");
    await (await live(page.getByRole("button", { name: "Send Message" }))).click();
    for (const message of messages) await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel("First Name")).toBeFocused();
    expect(posts).toBe(0);

    await fill(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const notice = page.locator('[data-variant="destructive"]');
    await expect(notice).toContainText("Error");
    await expect(notice).toContainText(
      "There was an error sending your message. Please try again.",
    );
    expect(posts).toBe(1);
    await expect(page.getByLabel("First Name")).toHaveValue("Ada");
    await expect(page.getByLabel("Message")).toHaveValue(
      "We want our sales team live on the CRM by March.",
    );
    await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
  });

  test("a valid message is stored; the Thank You panel shows whole, takes the focus and offers another, ready to type", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/contact");
    await live(page.getByLabel("First Name"));
    await fill(page);
    const response = page.waitForResponse("**/api/leads");
    // Time stands still until the test moves it, however slowly the machine runs.
    await pauseClock(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect((await response).status()).toBe(201);
    await page.clock.runFor(1500);
    await page.clock.resume();
    const notice = page.locator('[data-variant="default"]');
    await expect(notice).toContainText("Success!");
    await expect(notice).toContainText("Your message has been sent successfully!");
    await expectPanelClear(page);

    // The Send button is gone with the form: focus is on the Thank You panel, and the next Tab
    // reaches its one button.
    await page.keyboard.press("Tab");
    const again = page.getByRole("button", { name: "Send Another Message" });
    await expect(again).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("First Name")).toBeFocused();
    await expect(page.getByLabel("First Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await page.keyboard.type("Grace");
    await expect(page.getByLabel("First Name")).toHaveValue("Grace");
  });
});
