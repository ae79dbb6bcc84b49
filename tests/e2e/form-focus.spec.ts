import type { Locator, Page } from "@playwright/test";

import { site } from "~/config/site";
import { AI_TOOLS_SUCCESS } from "~/content/ai-tools";
import { PRESENTATION_QUOTE_SUCCESS } from "~/content/presentations";
import { partnerSection } from "~/content/sales-resources";

import { expect, holdNavigation, live, test } from "./fixtures";

test.use({ contextOptions: { reducedMotion: "reduce" } });

/** Answers the leads API as the real server does, the visitor confirmed by e-mail. */
async function stubLeads(page: Page) {
  await page.route("**/api/leads", (route) =>
    route.fulfill({
      status: 201,
      contentType: "application/json",
      body: '{"id":"test","confirmation":true}',
    }),
  );
}

/** The text of the focused element, or "BODY" when focus was dropped. */
function focusedText(page: Page) {
  return page.evaluate(() =>
    document.activeElement === document.body ? "BODY" : document.activeElement?.textContent,
  );
}

const FOCUS_COOKIE = "focused-element";

/**
 * Records, in a cookie, the element focus last went to ("BODY" when it was dropped): read while
 * the page leaves for another site, when the page itself no longer answers (see watchForText).
 */
async function watchFocus(page: Page) {
  await page.addInitScript((cookie) => {
    const note = (text: string) => {
      document.cookie = `${cookie}=${encodeURIComponent(text)}; path=/`;
    };
    document.addEventListener("focusin", (event) =>
      note((event.target as HTMLElement).textContent ?? ""),
    );
    document.addEventListener("focusout", (event) => {
      if (!event.relatedTarget) note("BODY");
    });
  }, FOCUS_COOKIE);
  return async () => {
    const cookie = (await page.context().cookies()).find(({ name }) => name === FOCUS_COOKIE);
    return cookie ? decodeURIComponent(cookie.value) : undefined;
  };
}

async function fillByLabel(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await form.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
}

test.describe("clearing a chosen item", () => {
  for (const { path, choose, clear } of [
    {
      path: "/resources/ai-tools",
      choose: "Try Now: AI Content Generator",
      clear: "Clear the selected tool",
    },
    {
      path: "/resources/cheat-sheets",
      choose: "View Cheat Sheet: Sales Pipeline Cheat Sheet",
      clear: "Clear the selected cheat sheet",
    },
  ]) {
    test(`${path}: focus goes on to the form's next field`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator("#lead-form form");
      await live(form);
      await (await live(page.getByRole("link", { name: choose }))).click();
      const clearButton = form.getByRole("button", { name: clear });
      await clearButton.focus();
      await page.keyboard.press("Enter");
      await expect(clearButton).toHaveCount(0);
      await expect(form.getByLabel("First Name")).toBeFocused();
      expect(await focusedText(page)).not.toBe("BODY");
    });
  }
});

test.describe("after a successful send", () => {
  test("the AI tools form focuses its message that the request arrived", async ({ page }) => {
    await stubLeads(page);
    await page.goto("/resources/ai-tools");
    const form = page.locator("#lead-form form");
    await live(form);
    await fillByLabel(form, {
      "First Name": "Grace",
      "Last Name": "Hopper",
      Email: "grace@example.com",
    });
    await form.getByLabel("Role").selectOption("design");
    await form.getByRole("button", { name: "Get Free Access" }).click();
    const message = form.locator(":focus");
    await expect(message).toHaveText(`${AI_TOOLS_SUCCESS.title} ${AI_TOOLS_SUCCESS.description}`);
    expect(await focusedText(page)).not.toBe("BODY");
    // The next Tab goes on from the form, not from the top of the page.
    await page.keyboard.press("Shift+Tab");
    await expect(form.getByRole("button", { name: "Get Free Access" })).toBeFocused();
  });

  test("the presentation quote form focuses its message that the request arrived", async ({
    page,
  }) => {
    await stubLeads(page);
    await page.goto("/services/custom-presentations");
    const form = page.locator("#get-quote form");
    await live(form);
    await fillByLabel(form, {
      Name: "Alex Morgan",
      Email: "alex@example.com",
      Company: "Northwind",
      "Presentation details": "A board deck for March.",
    });
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(form.locator(":focus")).toHaveText(
      `${PRESENTATION_QUOTE_SUCCESS.title} ${PRESENTATION_QUOTE_SUCCESS.description}`,
    );
    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  });

  test("the partner form focuses its message before it leaves for the booking page", async ({
    page,
  }) => {
    await stubLeads(page);
    const booking = await holdNavigation(page, site.bookingUrl);
    const lastFocused = await watchFocus(page);
    await page.goto("/software-reps");
    const form = page.locator("form#contact-form");
    await live(form);
    await fillByLabel(form, { Name: "Alex Rivera", Company: "Northwind" });
    await form.getByRole("textbox", { name: "Email" }).fill("alex@example.com");
    await form.getByRole("button", { name: partnerSection.submitLabel }).click();
    await booking.requested();
    expect(await lastFocused()).toBe(partnerSection.success.title);
    booking.release();
    await expect(page).toHaveURL(site.bookingUrl);
  });
});
