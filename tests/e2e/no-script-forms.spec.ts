import type { Page } from "@playwright/test";

import { leadForms, thankYouNotice } from "~/content/lead-forms";
import { leadFormPath, thankYouPath } from "~/content/lead-form-pages";
import type { LeadFormId } from "~/lib/lead-schemas";

import {
  COUNTED_USER_AGENT,
  expect,
  islandCode,
  live,
  test,
  violationsInBothThemes,
  visitCounted,
} from "./fixtures";
import { storedLeadWith } from "./stored-leads";
import {
  type FieldValue,
  type PageFormId,
  answerSelector,
  formAnswers,
  formSelector,
  pageForms,
} from "../support/form-answers";

/**
 * Forms sent by the browser itself: with scripts off, and with the page's scripts failing to
 * load. Each form's own markup posting natively is proven without a browser, on the built pages
 * (tests/integration/page-form-posts.test.ts); here a browser sends a few of them for real.
 */

const email = (form: string) =>
  `${form}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

function formOf(page: Page, form: LeadFormId) {
  return page.locator(formSelector(form));
}

/** A field of the form, or the box of a choice that `value` ticks. */
function fieldOf(page: Page, form: PageFormId, name: string, value: FieldValue) {
  return formOf(page, form).locator(answerSelector(name, value));
}

/** Fills a form with its valid answers (the e-mail field made unique) and returns that e-mail. */
async function fill(page: Page, form: PageFormId): Promise<string> {
  const address = email(form);
  for (const [name, value] of Object.entries(formAnswers[form])) {
    const field = fieldOf(page, form, name, value);
    if (typeof value === "string") {
      await field.fill(value || address);
    } else if ("check" in value) {
      await field.check();
    } else {
      const choice = await field.locator("option:not([value=''])").first().getAttribute("value");
      await field.selectOption(choice!);
    }
  }
  return address;
}

async function expectExported(form: LeadFormId, address: string) {
  const lead = await storedLeadWith(address);
  expect(lead, `${form} lead with ${address} in the export`).toMatchObject({
    form,
    page: leadFormPath(form),
    status: "new",
  });
}

/** Sends the form with its own button and checks the visitor lands on its thank-you page. */
async function sendAndLandOnThanks(page: Page, form: LeadFormId) {
  const getsWithData: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && request.url().includes("@example.com"))
      getsWithData.push(request.url());
  });
  await formOf(page, form).locator("button[type=submit]").click();
  await expect(page).toHaveURL(thankYouPath(form));
  const notice = thankYouNotice(leadForms[form]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notice.title);
  expect(new URL(page.url()).search).toBe("");
  expect(getsWithData).toEqual([]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Every form's own post is proven on its prerendered HTML (tests/integration/page-form-posts);
  // here a browser sends one with a box group, a choice list and a text area.
  test("the app-consultation form posts natively and lands on its thank-you page", async ({
    page,
  }) => {
    await page.goto(leadFormPath("app-consultation"));
    const address = await fill(page, "app-consultation");
    await sendAndLandOnThanks(page, "app-consultation");
    await expectExported("app-consultation", address);
  });

  test("an invalid post answers with a page listing each problem in the form's words", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = formOf(page, "contact");
    await form.locator('[name="firstName"]').fill("A");
    await form.locator('[name="email"]').fill("not-an-email");
    const response = page.waitForResponse("**/api/leads");
    await form.locator("button[type=submit]").click();
    expect((await response).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
    const problems = page.locator("#form-problems li");
    await expect(problems).toContainText([
      "First Name: First name must be at least 2 characters.",
      "Last Name: Last name must be at least 2 characters.",
      "Email: Please enter a valid email address.",
      "Company: Company name is required.",
      "Message: Message must be at least 10 characters.",
    ]);
    await expect(page.getByRole("link", { name: "Back to the form" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(page.url()).not.toContain("not-an-email");
  });
});

test.describe("when the page's scripts fail to load", () => {
  test("every form shows each of its fields and its button, and the prompt guide's posts", async ({
    page,
  }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    for (const form of pageForms) {
      await page.goto(leadFormPath(form));
      for (const [name, value] of Object.entries(formAnswers[form])) {
        await expect(fieldOf(page, form, name, value), `${form}: ${name}`).toBeEditable();
      }
      await expect(formOf(page, form).locator("button[type=submit]")).toBeEnabled();
    }
    await page.goto(leadFormPath("prompt-guide"));
    const address = await fill(page, "prompt-guide");
    await sendAndLandOnThanks(page, "prompt-guide");
    await expectExported("prompt-guide", address);
  });

  test("a click on Send while the form's own code fails still sends the lead, and the failure is reported", async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const failed: string[] = [];
      Object.assign(window, { hydrationErrors: failed });
      window.addEventListener("astro:hydration-error", (event) => {
        failed.push((event as CustomEvent<{ componentUrl: string }>).detail.componentUrl);
      });
    });
    await page.route(/\/assets\/message-card\.[^/]*\.js(\?|$)/, (route) => route.abort());
    await page.goto("/contact");
    // The rest of the page is live; the form's island never will be.
    await live(
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }),
    );
    const address = await fill(page, "contact");
    // Tried twice, then the page is told (an event) and the console too; nothing is left unhandled.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { hydrationErrors: string[] }).hydrationErrors),
      )
      .toEqual([expect.stringMatching(/^\/assets\/message-card\./)]);
    expect(consoleErrors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([
      expect.stringMatching(/^\[astro-island\] Error hydrating \/assets\/message-card\./),
    ]);
    await sendAndLandOnThanks(page, "contact");
    await expectExported("contact", address);
  });

  test("the page listing a post's problems passes axe in both themes", async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/contact");
    await formOf(page, "contact").locator("button[type=submit]").click();
    await expect(page.locator("#form-problems li")).toHaveCount(5);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await violationsInBothThemes(page)).toEqual({});
  });
});

test.describe("when a form's island has not loaded", () => {
  test.use({ userAgent: COUNTED_USER_AGENT });

  test("a lead the browser posts itself gets the source of the day's visit", async ({ page }) => {
    const formPage = leadFormPath("contact");
    const formCode = await islandCode(page, formPage, "ContactMessageCard");
    // The island asks for its code again a second later, with a query: both fail.
    const escaped = formCode.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await page.route(new RegExp(`${escaped}(\\?|$)`), (route) => route.abort());
    await page.addInitScript(() => {
      const failed: string[] = [];
      Object.assign(window, { hydrationErrors: failed });
      window.addEventListener("astro:hydration-error", (event) => {
        failed.push((event as CustomEvent<{ componentUrl: string }>).detail.componentUrl);
      });
    });
    const landing = "/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-launch";
    await visitCounted(page, landing);
    await page.goto(formPage);
    const address = await fill(page, "contact");
    // The form's island tried its code twice and gave up: the browser sends the form itself.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { hydrationErrors: string[] }).hydrationErrors),
      )
      .toEqual([formCode]);
    await sendAndLandOnThanks(page, "contact");

    const lead = await storedLeadWith(address);
    expect(lead?.attribution).toEqual({
      lastTouch: {
        landingPage: "/",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "autumn-launch",
        at: expect.any(String),
      },
    });
  });
});
