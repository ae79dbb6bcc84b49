import type { Page } from "@playwright/test";

import { leadForms, thankYouNotice } from "~/content/lead-forms";
import { leadFormPath, thankYouPath } from "~/content/lead-form-pages";
import type { LeadFormId } from "~/lib/lead-schemas";

import {
  COUNTED_USER_AGENT,
  axeViolations,
  expect,
  islandCode,
  live,
  setTheme,
  test,
  visitCounted,
} from "./fixtures";
import { storedLeadWith } from "./stored-leads";

/** A value to type, `{ check }` a box (by its value, or the only box of that name), `{ pick: true }` a select's first choice. */
type FieldValue = string | { check: string | true } | { pick: true };

const email = (form: string) =>
  `${form}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Valid answers for every form that is part of a page (the call popup opens, and the quote
 * request shows once a hub is chosen, only with scripts).
 */
const answers: Record<
  Exclude<LeadFormId, "trainer-call" | "onboarding-quote">,
  Record<string, FieldValue>
> = {
  "free-guide": { name: "Ada Lovelace", email: "", company: "Analytical Engines" },
  "partner-contact": { name: "Ada Lovelace", email: "", company: "Analytical Engines" },
  "resource-request": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    resources: { check: "email-sequences" },
  },
  "trainer-demo": { fullName: "Ada Lovelace", workEmail: "" },
  "presentation-quote": {
    name: "Ada Lovelace",
    email: "",
    company: "Analytical Engines",
    details: "A twelve-slide board deck",
    slides: "12",
  },
  "lead-interest": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    premiumList: { check: true },
  },
  "app-consultation": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    companyName: "Analytical Engines",
    appType: { check: "Web App" },
    features: "A customer portal with bookings and invoices.",
    budgetRange: { pick: true },
  },
  "revops-discovery": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    companyUrl: "engines.example",
    revenueHeadache: "Our pipeline reports never match the CRM.",
    package: { pick: true },
  },
  "prompt-guide": {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    role: { pick: true },
    consent: { check: true },
  },
  "advisory-message": { name: "Ada Lovelace", email: "", company: "Analytical Engines" },
  "ai-tools": { firstName: "Ada", lastName: "Lovelace", email: "", role: { pick: true } },
  "cheat-sheet": { firstName: "Ada", lastName: "Lovelace", email: "" },
  contact: {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "",
    company: "Analytical Engines",
    message: "We would like help moving our sales team onto the CRM.",
  },
};

const forms = Object.keys(answers) as (keyof typeof answers)[];

function formOf(page: Page, form: LeadFormId) {
  return page.locator(`form:has(input[type=hidden][name=form][value="${form}"])`);
}

/** Fills a form with its valid answers (the e-mail field made unique) and returns that e-mail. */
async function fill(page: Page, form: keyof typeof answers): Promise<string> {
  const element = formOf(page, form);
  const address = email(form);
  for (const [name, value] of Object.entries(answers[form])) {
    const field = element.locator(`[name="${name}"]`);
    if (typeof value === "string") {
      await field.fill(value || address);
    } else if ("check" in value) {
      await (
        value.check === true ? field : element.locator(`[name="${name}"][value="${value.check}"]`)
      ).check();
    } else {
      const choice = await field.locator("option:not([value=''])").first().getAttribute("value");
      await field.selectOption(choice!);
    }
  }
  return address;
}

function expectExported(form: LeadFormId, address: string) {
  const lead = storedLeadWith(address);
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

  for (const form of forms) {
    test(`the ${form} form posts natively and lands on its thank-you page`, async ({ page }) => {
      await page.goto(leadFormPath(form));
      const address = await fill(page, form);
      await sendAndLandOnThanks(page, form);
      expectExported(form, address);
    });
  }

  test("the free guide's thank-you page offers the download it promises", async ({ page }) => {
    await page.goto(thankYouPath("free-guide"));
    const download = page.getByRole("link", { name: leadForms["free-guide"].download.label });
    await expect(download).toHaveAttribute("href", leadForms["free-guide"].download.href);
    expect((await page.request.get(leadForms["free-guide"].download.href)).status()).toBe(200);
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
  for (const form of forms) {
    test(`the ${form} form still posts and lands on its thank-you page`, async ({ page }) => {
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(leadFormPath(form));
      const address = await fill(page, form);
      await sendAndLandOnThanks(page, form);
      expectExported(form, address);
    });
  }

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
    expectExported("contact", address);
  });

  for (const theme of ["dark", "light"] as const) {
    test(`the page listing a post's problems passes axe, ${theme} theme`, async ({ page }) => {
      await setTheme(page, theme);
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/contact");
      await formOf(page, "contact").locator("button[type=submit]").click();
      await expect(page.locator("#form-problems li")).toHaveCount(5);
      await expect(page.locator("html")).toHaveClass(
        theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  }
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

    const lead = storedLeadWith(address);
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
