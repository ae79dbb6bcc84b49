import type { Page } from "@playwright/test";

import { site } from "~/config/site";

import {
  allIslandsLive,
  answerLeads,
  expect,
  holdNavigation,
  holdRequests,
  islandCode,
  pauseClock,
  showsBelowHeader,
  test,
  watchForText,
} from "./fixtures";

const WAIT_MS = 1500;

test.use({ contextOptions: { reducedMotion: "reduce" } });

async function open(page: Page, path: string) {
  const sent = await answerLeads(page, { id: "test", confirmation: true });
  await page.goto(path);
  // On the real clock: the pass through the page must let the browser render each position,
  // for the islands there to see that they are visible.
  await allIslandsLive(page);
  await page.clock.install();
  // The web font swapping in late would move targets between locating and clicking them.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return sent;
}

/** Submits, sees the busy label, skips the simulated wait and expects the success toast. */
async function submitAndConfirm(
  page: Page,
  submit: string,
  busyLabel: string,
  toast: { title: string; description?: string },
) {
  await pauseClock(page);
  await page.getByRole("button", { name: submit }).click();
  const busy = page.getByRole("button", { name: busyLabel });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await page.clock.fastForward(WAIT_MS);
  const notice = page.locator('[data-variant="default"]');
  await expect(notice).toContainText(toast.title);
  if (toast.description) await expect(notice).toContainText(toast.description);
}

test.describe("prompt guide", () => {
  test("on a phone, Get Your Free Guide lands on the form, title included", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/resources/hubai-prompt-guide");
    await page.getByRole("link", { name: "Get Your Free Guide" }).click();
    await expect(page.getByLabel("First Name")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Download the Guide" })).toBeInViewport();
    await expect
      .poll(() => showsBelowHeader(page, "#download h3:has(+ * #download-form)"))
      .toBe(true);
  });

  test("the topic accordion opens one topic at a time and closes the open one", async ({
    page,
  }) => {
    await open(page, "/resources/hubai-prompt-guide");
    // The browser's own disclosure list (details sharing a name): no script needed.
    const topics = page.locator("#topics details");
    const titles = page.locator("#topics summary");
    await expect(titles).toHaveText([
      "Marketing Automation",
      "Sales CRM",
      "Customer Service Tools",
      "Operations Management",
    ]);
    await expect(topics.nth(0)).toHaveAttribute("open");
    await titles.nth(1).click();
    await expect(topics.nth(1)).toHaveAttribute("open");
    await expect(topics.nth(0)).not.toHaveAttribute("open");
    await expect(page.locator("#topics").getByText(/discovery questions/)).toBeVisible();
    await titles.nth(1).click();
    await expect(topics.nth(1)).not.toHaveAttribute("open");
    await expect(page.locator("#topics").getByText(/discovery questions/)).toBeHidden();
    await titles.nth(3).focus();
    await page.keyboard.press("Enter");
    await expect(topics.nth(3)).toHaveAttribute("open");
  });

  test("an empty download shows every message and sends nothing; a valid one sends the lead, confirms and resets", async ({
    page,
  }) => {
    const sent = await open(page, "/resources/hubai-prompt-guide");
    await page.getByRole("button", { name: "Download the Guide" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please enter a valid email address",
      "Please select your role",
      "You must accept the terms",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("First Name")).toBeFocused();
    expect(sent).toEqual([]);

    // Then filled in: it sends the lead, confirms and resets.
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Work Email").fill("ada@example.com");
    await page.getByLabel("Your Role").selectOption("customerService");
    await page.getByRole("checkbox").check();
    await submitAndConfirm(page, "Download the Guide", "Submitting...", {
      title: "Success! Your guide is on its way to your inbox.",
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      form: "prompt-guide",
      data: { firstName: "Ada", role: "customerService", consent: true, company: "" },
    });
    await expect(page.getByLabel("First Name")).toHaveValue("");
    await expect(page.getByLabel("Your Role")).toHaveValue("");
    await expect(page.getByRole("checkbox")).not.toBeChecked();
  });
});

test.describe("software advisory", () => {
  test("the three FAQ answers open one at a time", async ({ page }) => {
    await open(page, "/resources/software-advisory");
    const items = page.locator("#faq details");
    const questions = page.locator("#faq summary");
    await expect(questions).toHaveText([
      "Is the advisory call really free?",
      "Will I be pushed to buy something?",
      "Is it only for new HubSpot users?",
    ]);
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await questions.nth(0).click();
    await expect(page.locator("#faq").getByText(/costs nothing/)).toBeVisible();
    await questions.nth(2).click();
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(items.nth(2)).toHaveAttribute("open");
  });

  test("an empty message shows every message and sends nothing; a valid one confirms, then opens the booking page", async ({
    page,
  }) => {
    const booking = await holdNavigation(page, site.bookingUrl);
    const toast = await watchForText(page, "Your message has been sent successfully!");
    const sent = await open(page, "/resources/software-advisory");
    const form = page.locator("#message-form");
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email",
      "Company name is required",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    expect(sent).toEqual([]);

    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Company").fill("Analytical Engines");
    await pauseClock(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const busy = page.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    await page.clock.runFor(WAIT_MS - 100);
    await expect(busy).toBeDisabled();
    expect(await toast.seen()).toBe(false);
    // Busy for the wait, then the confirmation and the booking page together.
    // Real time from here: the clock is moved by messages to the page, held while it leaves.
    await page.clock.resume();
    await booking.requested();
    await expect.poll(toast.seen).toBe(true);
    booking.release();
    await expect(page).toHaveURL(site.bookingUrl);
    expect(sent[0]).toMatchObject({ form: "advisory-message", data: { name: "Ada Lovelace" } });
  });
});

test.describe("AI tools", () => {
  test("an empty request is stopped by the browser; Try Now scrolls to the form, names the tool and sends it with the request", async ({
    page,
  }) => {
    const sent = await open(page, "/resources/ai-tools");
    await page.getByRole("button", { name: "Get Free Access" }).first().click();
    await expect(page.getByLabel("First Name")).toHaveJSProperty("validity.valid", false);
    expect(
      await page
        .getByLabel("First Name")
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(sent).toEqual([]);

    await page.getByRole("link", { name: "Try Now: Website Design Assistant" }).click();
    const form = page.locator("#lead-form");
    await expect(form).toBeInViewport();
    await expect(form.getByRole("status")).toHaveText("Selected tool: Website Design Assistant");
    await form.getByLabel("First Name").fill("Grace");
    await form.getByLabel("Last Name").fill("Hopper");
    await form.getByLabel("Email").fill("grace@example.com");
    await form.getByLabel("Role").selectOption("design");
    await submitAndConfirm(page, "Get Free Access", "Submitting...", {
      title: "Thank you for your submission!",
      description: "You will receive access to our full AI tools catalog shortly.",
    });
    expect(sent[0]).toMatchObject({
      form: "ai-tools",
      data: { role: "design", tool: "Website Design Assistant" },
    });
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByText("Selected tool:").filter({ visible: true })).toHaveCount(0);
  });

  test("a chosen tool can be cleared", async ({ page }) => {
    await open(page, "/resources/ai-tools");
    await page.getByRole("link", { name: "Try Now: AI Content Generator" }).click();
    await page.getByRole("button", { name: "Clear the selected tool" }).click();
    await expect(page.getByText("Selected tool:").filter({ visible: true })).toHaveCount(0);
  });

  test("Try Now pressed while the tools and the form are still waking names the tool in the form", async ({
    page,
  }) => {
    const held = await holdRequests(
      page,
      `**${await islandCode(page, "/resources/ai-tools", "ToolGrid")}`,
    );
    await page.goto("/resources/ai-tools");
    const tryNow = page.getByRole("link", { name: "Try Now: Sales Script Optimizer" });
    await tryNow.scrollIntoViewIfNeeded();
    await tryNow.click();
    await expect(tryNow).toHaveAttribute("data-held");
    held.release();
    await expect(page.locator("#lead-form").getByRole("status")).toHaveText(
      "Selected tool: Sales Script Optimizer",
    );
  });
});

test.describe("cheat sheets", () => {
  test("an empty request is stopped by the browser; View Cheat Sheet names the sheet in the form and sends it", async ({
    page,
  }) => {
    const sent = await open(page, "/resources/cheat-sheets");
    await page.getByRole("button", { name: "Get the Cheat Sheets" }).last().click();
    expect(
      await page
        .locator("#lead-form")
        .getByLabel("First Name")
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(sent).toEqual([]);

    await page.getByRole("link", { name: "View Cheat Sheet: Sales Pipeline Cheat Sheet" }).click();
    const form = page.locator("#lead-form");
    await expect(form).toBeInViewport();
    await expect(form.getByRole("status")).toHaveText(
      "Selected cheat sheet: Sales Pipeline Cheat Sheet",
    );
    await form.getByLabel("First Name").fill("Grace");
    await form.getByLabel("Last Name").fill("Hopper");
    await form.getByLabel("Email").fill("grace@example.com");
    await form.getByLabel("Company Website").fill("example.com");
    await submitAndConfirm(page, "Get the Cheat Sheets", "Submitting...", {
      title: "Thank you for your submission!",
      description: "You will receive access to our Software Cheat Sheets shortly.",
    });
    expect(sent[0]).toMatchObject({
      form: "cheat-sheet",
      data: { companyUrl: "example.com", cheatSheet: "Sales Pipeline Cheat Sheet" },
    });
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByText("Selected cheat sheet:").filter({ visible: true })).toHaveCount(0);
  });
});

test.describe("topics and questions without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the prompt guide's topics and the advisory questions open and close", async ({ page }) => {
    await page.goto("/resources/hubai-prompt-guide");
    const topics = page.locator("#topics details");
    await expect(topics.nth(0)).toHaveAttribute("open");
    await expect(page.locator("#topics").getByText(/discovery questions/)).toBeHidden();
    await page.locator("#topics summary").nth(1).click();
    await expect(page.locator("#topics").getByText(/discovery questions/)).toBeVisible();
    await expect(topics.nth(0)).not.toHaveAttribute("open");

    await page.goto("/resources/software-advisory");
    const answer = page.locator("#faq").getByText(/costs nothing/);
    await expect(answer).toBeHidden();
    await page.locator("#faq summary").first().click();
    await expect(answer).toBeVisible();
  });
});
