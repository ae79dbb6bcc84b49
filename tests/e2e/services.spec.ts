import type { Locator, Page } from "@playwright/test";

import { answerLeads, expect, holdRequests, live, pauseClock, test } from "./fixtures";

const WAIT_MS = 1500;

test.use({ contextOptions: { reducedMotion: "reduce" } });

async function open(page: Page, path: string) {
  await page.clock.install();
  const sent = await answerLeads(page);
  await page.goto(path);
  // The web font swapping in late would move targets between locating and clicking them.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return sent;
}

/** The island the element belongs to: Astro marks it `ssr` until it is live. */
function islandOf(locator: Locator) {
  return locator.locator("xpath=ancestor::astro-island[1]");
}

/** Console errors, minus the hot-reload notices a dev server prints when other files change. */
function appErrors(errors: string[]) {
  return errors.filter((error) => !/\[vite\]/.test(error));
}

/** Submits, sees the busy label, skips the simulated wait and expects the success toast. */
async function submitAndConfirm(
  page: Page,
  submit: string,
  toast: { title: string; description: string },
) {
  await pauseClock(page);
  const button = page.getByRole("button", { name: submit });
  await button.click();
  const busy = page.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await page.clock.runFor(WAIT_MS);
  await expect(page.getByText(toast.title, { exact: true })).toBeVisible();
  await expect(page.getByText(toast.description, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: submit })).toBeEnabled();
}

/** Fills the presentation quote form's required fields for Alex Morgan of Northwind. */
async function fillQuoteRequest(form: Locator, details: string) {
  await form.getByRole("textbox", { name: "Name", exact: true }).fill("Alex Morgan");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("alex@example.com");
  await form.getByRole("textbox", { name: "Company", exact: true }).fill("Northwind");
  await form.getByRole("textbox", { name: "Presentation details", exact: true }).fill(details);
}

test.describe("website design pricing", () => {
  for (const control of ["slider", "spinbutton"] as const) {
    test(`a count set on the ${control} before the estimator is live is priced once it is`, async ({
      page,
    }) => {
      // The estimator's code is held back until the visitor has set a count.
      const estimatorCode = await holdRequests(page, /\/page-estimator\.[^/]+\.js$/);
      await open(page, "/pricing/website-design");
      const name = control === "slider" ? "How many pages does your site have?" : "Pages";
      const input = page.getByRole(control, { name });
      await input.scrollIntoViewIfNeeded();
      await estimatorCode.requested();
      await input.fill("40");
      await expect(islandOf(input)).toHaveAttribute("ssr");

      estimatorCode.release();
      await live(input);
      const estimate = page.getByTestId("page-estimate");
      await expect(estimate.locator('[data-service="migration"]')).toContainText("$5,200");
      await expect(page.getByRole("spinbutton", { name: "Pages" })).toHaveValue("40");
      await expect(
        page.getByRole("slider", { name: "How many pages does your site have?" }),
      ).toHaveValue("40");
    });
  }
});

test.describe("presentation design", () => {
  test("View Examples glides to the gallery; quote form: browser-level required fields, live estimate, busy label, toast, reset", async ({
    page,
  }) => {
    const sent = await open(page, "/services/custom-presentations");
    await page.getByRole("link", { name: "View Examples" }).click();
    await expect(page).toHaveURL(/#examples$/);
    await expect(page.locator("#examples")).toBeInViewport();

    const form = await live(page.locator("#get-quote form"));

    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    for (const label of ["Name", "Email", "Company", "Presentation details"]) {
      const field = form.getByRole("textbox", { name: label, exact: true });
      await expect(field).toHaveAttribute("required", "");
      expect(await field.evaluate((element: HTMLInputElement) => element.validity.valid)).toBe(
        false,
      );
    }
    expect(sent).toEqual([]);

    const estimate = page.getByTestId("live-estimate");
    const slides = form.getByLabel("Number of slides (optional)");
    await slides.fill("5");
    await expect(estimate).toContainText("$500 for 5 slides (minimum charge)");
    await slides.fill("9");
    await expect(estimate).toContainText("$500 for 9 slides (minimum charge)");
    await slides.fill("15");
    await expect(estimate).toContainText("$750 for 15 slides");
    await expect(estimate).not.toContainText("minimum charge");

    await fillQuoteRequest(form, "A 15-slide investor deck for March.");
    await submitAndConfirm(page, "Get My Free Quote", {
      title: "Thank you! We'll be in touch within 24 hours.",
      description: "Your request has been received.",
    });
    expect(sent[0]).toMatchObject({
      form: "presentation-quote",
      data: { name: "Alex Morgan", slides: 15 },
    });
    await expect(form.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(slides).toHaveValue("");
  });
  test("a slide count typed before the form is live is priced once it is", async ({ page }) => {
    // The form's code is held back until the visitor has typed.
    const formCode = await holdRequests(page, /\/quote-form\.[^/]+\.js$/);
    await open(page, "/services/custom-presentations");
    const form = page.locator("#get-quote form");
    const slides = form.getByLabel("Number of slides (optional)");
    await slides.scrollIntoViewIfNeeded();
    await formCode.requested();
    await slides.fill("15");
    await expect(islandOf(form)).toHaveAttribute("ssr");

    formCode.release();
    await live(form);
    await expect(page.getByTestId("live-estimate")).toContainText("$750 for 15 slides");
    await expect(slides).toHaveValue("15");
  });
});

test.describe("lead generation", () => {
  test("a package button ticks its list; the interest form submits and resets", async ({
    page,
  }) => {
    const sent = await open(page, "/services/lead-generation");
    const form = await live(page.locator("#lead-form form"));

    await form.getByRole("button", { name: "Get My Leads" }).click();
    for (const label of ["First Name", "Last Name", "Work Email"]) {
      expect(
        await form
          .getByRole("textbox", { name: label, exact: true })
          .evaluate((element: HTMLInputElement) => element.validity.valueMissing),
      ).toBe(true);
    }
    expect(sent).toEqual([]);

    await (await live(page.getByRole("link", { name: "Get the Basic List" }))).click();
    await expect(form.getByLabel(/^Basic list/)).toBeChecked();
    // Another package's button replaces the choice.
    await (await live(page.getByRole("link", { name: "Get the Premium List" }))).click();
    await expect(page).toHaveURL(/#lead-form$/);
    await expect(form.getByLabel(/^Premium list/)).toBeChecked();
    await expect(form.getByLabel(/^Basic list/)).not.toBeChecked();

    await form.getByRole("textbox", { name: "First Name", exact: true }).fill("Sam");
    await form.getByRole("textbox", { name: "Last Name", exact: true }).fill("Lee");
    await form.getByRole("textbox", { name: "Work Email", exact: true }).fill("sam@example.com");
    await form
      .getByRole("textbox", { name: "What kind of leads are you looking for?" })
      .fill("SaaS CFOs in the US, 50-500 employees");
    await submitAndConfirm(page, "Get My Leads", {
      title: "Form submitted successfully!",
      description: "We will contact you shortly.",
    });
    expect(sent[0]).toMatchObject({
      form: "lead-interest",
      data: { firstName: "Sam", premiumList: true, basicList: false },
    });
    await expect(form.getByRole("textbox", { name: "First Name", exact: true })).toHaveValue("");
    await expect(form.getByLabel(/^Premium list/)).not.toBeChecked();
  });

  test("a list chosen before the form's code has loaded is ticked once it has", async ({
    page,
    consoleErrors,
  }) => {
    // The form's code is on its way, held here until the visitor chose.
    const formCode = await holdRequests(page, /\/interest-form\.[^/]+\.js$/);
    await open(page, "/services/lead-generation");
    const premium = await live(page.getByRole("link", { name: "Get the Premium List" }));
    await premium.click();
    await expect(page).toHaveURL(/#lead-form$/);
    const form = page.locator("#lead-form form");
    await formCode.requested();
    await expect(islandOf(form)).toHaveAttribute("ssr");

    formCode.release();
    await live(form);
    await expect(form.getByLabel(/^Premium list/)).toBeChecked();
    await expect(form.getByLabel(/^Standard list/)).not.toBeChecked();
    expect(appErrors(consoleErrors)).toEqual([]);
  });
});

test.describe("app development", () => {
  test("consultation form: the seven messages, then busy label, toast and reset", async ({
    page,
  }) => {
    const sent = await open(page, "/services/app-development");
    const form = await live(page.locator("#consultation form"));
    await form.getByRole("button", { name: "Request Consultation" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Invalid email address",
      "Company name is required",
      "Please select at least one app type",
      "Please provide some details about your requirements",
      "Please select a budget range",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole("textbox", { name: "First Name", exact: true })).toBeFocused();
    expect(sent).toEqual([]);

    await form.getByRole("textbox", { name: "First Name", exact: true }).fill("Jamie");
    await form.getByRole("textbox", { name: "Last Name", exact: true }).fill("Rivera");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("jamie@example.com");
    await form.getByRole("textbox", { name: "Company Name", exact: true }).fill("Rivera Logistics");
    await form.getByRole("checkbox", { name: "Mobile App" }).check();
    await form.getByRole("checkbox", { name: "Web App" }).check();
    await form
      .getByRole("textbox", { name: "Key features and requirements" })
      .fill("Driver app with offline delivery proofs and a dispatcher dashboard.");
    await form.getByRole("combobox", { name: "Budget Range" }).selectOption("$50,000 - $100,000");
    await submitAndConfirm(page, "Request Consultation", {
      title: "Consultation Request Submitted",
      description: "We'll be in touch with you shortly! We reply within 24 hours.",
    });
    expect(sent[0]).toMatchObject({
      form: "app-consultation",
      data: { appType: ["Mobile App", "Web App"], budgetRange: "$50,000 - $100,000" },
    });
    await expect(form.getByRole("textbox", { name: "First Name", exact: true })).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: "Mobile App" })).not.toBeChecked();
    await expect(form.getByRole("combobox", { name: "Budget Range" })).toHaveValue("");
  });
});

test.describe("RevOps consulting", () => {
  test("Select preselects the package; the discovery form validates, submits and resets", async ({
    page,
  }) => {
    const sent = await open(page, "/services/revops-consulting");
    const form = await live(page.locator("#consultation form"));
    const pack = form.getByRole("combobox", { name: "Package" });
    await expect(pack).toHaveValue("accelerate");

    await (await live(page.getByRole("link", { name: "Select Dominate" }))).click();
    await expect(page).toHaveURL(/#consultation$/);
    await expect(pack).toHaveValue("dominate");
    await page.getByRole("link", { name: "Select Ignite" }).click();
    await expect(pack).toHaveValue("ignite");
    // A choice made in the form itself does not stop the same Select from applying again.
    await pack.selectOption("dominate");
    await page.getByRole("link", { name: "Select Ignite" }).click();
    await expect(pack).toHaveValue("ignite");

    await form.getByRole("button", { name: "Book My Discovery Call" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Invalid email address",
      "Company URL is required",
      "Please provide some details",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    expect(sent).toEqual([]);

    await form.getByRole("textbox", { name: "First Name", exact: true }).fill("Morgan");
    await form.getByRole("textbox", { name: "Last Name", exact: true }).fill("Blake");
    await form.getByRole("textbox", { name: "Work Email", exact: true }).fill("morgan@example.com");
    await form.getByRole("textbox", { name: "Company URL", exact: true }).fill("blake.io");
    await form
      .getByRole("textbox", { name: "What's your biggest revenue headache?" })
      .fill("Marketing and sales report different pipeline numbers.");
    await submitAndConfirm(page, "Book My Discovery Call", {
      title: "Discovery Call Request Submitted",
      description: "We'll be in touch within 24 hours!",
    });
    expect(sent[0]).toMatchObject({
      form: "revops-discovery",
      data: { firstName: "Morgan", package: "ignite" },
    });
    await expect(form.getByRole("textbox", { name: "First Name", exact: true })).toHaveValue("");
    await expect(pack).toHaveValue("accelerate");

    await page.getByRole("link", { name: "Select Ignite" }).click();
    await expect(pack).toHaveValue("ignite");
  });
});
