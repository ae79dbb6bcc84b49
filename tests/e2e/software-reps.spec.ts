import type { Page } from "@playwright/test";

import { site } from "~/config/site";
import { presetPackages, onboardingPricesSeed } from "~/content/onboarding-prices";
import { quoteRequest } from "~/content/onboarding-quote-request";
import { partnerSection } from "~/content/sales-resources";
import { formatUsd } from "~/lib/format";
import {
  type QuoteState,
  initialQuote,
  quoteChoices,
  quoteRules,
  setCustomIntegrations,
} from "~/lib/onboarding-quote";

import {
  allIslandsLive,
  expect,
  holdNavigation,
  holdRequests,
  live,
  pauseClock,
  showTheme,
  test,
  violationsInBothThemes,
  watchForText,
} from "./fixtures";
import { storedLeadWith } from "./stored-leads";

const { applyPreset, quoteTotals, setPackageType, toggleHubTier } =
  quoteRules(onboardingPricesSeed);

test.use({ contextOptions: { reducedMotion: "reduce" } });

async function open(page: Page, path = "/software-reps") {
  await page.clock.install();
  await page.goto(path);
}

/** The section `id`, scrolled into view with its widget (an island) live. */
async function ready(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  await live(section.locator("astro-island").first());
  return section;
}

test.describe("sales-rep page", () => {
  test("hero, resources, Sales Rooms, testimonial and partner links", async ({
    page,
    consoleErrors,
  }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Close More Deals, Maximize MRR",
    );
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Get Sales Resources" })).toHaveAttribute(
      "href",
      "#sales-resources",
    );
    await hero.getByRole("link", { name: "Partner With Us" }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    // The anchor is the form itself, and the link lands on it.
    const partnerForm = page.locator("form#contact-form");
    await expect(partnerForm).toHaveCount(1);
    await expect(page.locator("#contact-form")).toHaveCount(1);
    await expect(partnerForm.getByRole("textbox", { name: "Name" })).toBeInViewport();

    const resources = page.locator("#sales-resources");
    await expect(resources.getByRole("heading", { level: 3 })).toHaveText([
      "Email Templates",
      "Email Sequences",
      "Service Offering One-Pagers",
      "Case Study One-Pagers",
      "AI Links for Clients",
      "Need Onboarding Support?",
    ]);
    const meeting = resources.getByRole("link", { name: /Schedule Meeting/ });
    await expect(meeting).toHaveAttribute("href", site.bookingUrl);
    await expect(meeting).toHaveAttribute("target", "_blank");
    await expect(meeting).toHaveAttribute("rel", "noopener noreferrer");

    await expect(page.getByRole("link", { name: "Access Sales Rooms" })).toHaveAttribute(
      "href",
      "/sales-resources",
    );
    await expect(page.locator("#testimonial blockquote")).toHaveCount(1);
    await expect(page.getByText("Need Deal Support or a Demo?")).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Partner With Us Today" }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(partnerForm.getByRole("textbox", { name: "Name" })).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("onboarding quote request", () => {
  test("sends the quote on screen: the lead holds its choices, the form clears, the quote stays", async ({
    page,
  }) => {
    // Two audits and a form sent: as long as the page audits are given on a busy machine.
    test.setTimeout(120_000);
    await open(page);
    const calculator = await ready(page, "pricing-calculator");
    const request = calculator.getByRole("region", { name: quoteRequest.heading });
    await expect(request).toHaveCount(0);
    await expect(calculator.getByRole("link", { name: quoteRequest.heading })).toHaveCount(0);

    const growth = presetPackages.find((preset) => preset.popular)!;
    await calculator.getByRole("button", { name: `Apply ${growth.name}` }).click();
    await calculator.getByText("Enterprise", { exact: true }).first().click();
    await calculator.getByRole("checkbox", { name: "Tech-Stack Audit" }).click();
    const more = calculator.getByRole("button", { name: "More custom integrations" });
    await more.click();
    await more.click();
    const expected = setCustomIntegrations(
      { ...setPackageType(applyPreset(initialQuote, growth), "enterprise"), techAudit: true },
      2,
    );
    const total = formatUsd(quoteTotals(expected).total);
    await expect(calculator.getByTestId("quote-total")).toHaveText(total);

    await calculator.getByRole("link", { name: quoteRequest.heading }).click();
    await expect(page).toHaveURL(/#onboarding-quote-request$/);
    const form = request.locator("form");
    await expect(form.getByLabel(quoteRequest.labels.name)).toBeInViewport();
    const send = form.getByRole("button", { name: quoteRequest.submitLabel });
    await send.click();
    for (const message of [
      "Name must be at least 2 characters.",
      "Please enter a valid email.",
      "Company name is required.",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    // Both themes, the messages shown: in the light one, the rules a colour decides.
    expect(await violationsInBothThemes(page, "#pricing-calculator")).toEqual({});
    await showTheme(page, "dark");

    const email = `quote.${Date.now()}@example.com`;
    await form.getByLabel(quoteRequest.labels.name).fill("Alex Rivera");
    await form.getByRole("textbox", { name: quoteRequest.labels.email }).fill(email);
    await form.getByLabel(quoteRequest.labels.company).fill("Northwind");
    await form.getByLabel(quoteRequest.labels.message).fill("Kick-off in March.");
    await send.click();
    const notice = `${quoteRequest.success.title} ${quoteRequest.success.description}`;
    // The form's word that the lead arrived takes the focus the busy button lost.
    await expect(form.locator(":focus")).toHaveText(notice);
    await expect(form.getByLabel(quoteRequest.labels.name)).toHaveValue("");
    await expect(form.getByLabel(quoteRequest.labels.message)).toHaveValue("");
    await expect(calculator.getByTestId("quote-total")).toHaveText(total);
    await expect(calculator.getByTestId("quote-hubs").locator("li")).toHaveCount(
      growth.hubs.length,
    );

    expect(await storedLeadWith(email)).toMatchObject({
      form: "onboarding-quote",
      page: "/software-reps",
      status: "new",
      data: {
        name: "Alex Rivera",
        email,
        company: "Northwind",
        message: "Kick-off in March.",
        quote: quoteChoices(expected),
      },
    });
  });
});

test("Request This Quote tapped while its form is on its way shows the card at once, then the form", async ({
  page,
}) => {
  await open(page);
  const calculator = await ready(page, "pricing-calculator");
  const formCode = await holdRequests(page, /quote-request/);
  const growth = presetPackages.find((preset) => preset.popular)!;
  await calculator.getByRole("button", { name: `Apply ${growth.name}` }).click();
  await formCode.requested();
  await calculator.getByRole("link", { name: quoteRequest.heading }).click();
  const request = calculator.getByRole("region", { name: quoteRequest.heading });
  await expect(request).toBeInViewport();
  await expect(request.getByRole("status")).toHaveText(quoteRequest.loading);
  formCode.release();
  await expect(request.getByLabel(quoteRequest.labels.name)).toBeVisible();
  await expect(request.getByRole("status")).toHaveCount(0);
});

test.describe("onboarding cost calculator on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const growth = presetPackages.find((preset) => preset.name === "Marketing Growth")!;
  const total = (quote: QuoteState) => formatUsd(quoteTotals(quote).total);

  test("keeps the total in view beside the controls, linked to the full quote", async ({
    page,
  }) => {
    await open(page);
    const calculator = await ready(page, "pricing-calculator");
    const bar = calculator.getByTestId("quote-total-bar");
    const barTotal = bar.getByTestId("quote-bar-total");
    const quoteTotal = calculator.getByTestId("quote-total");

    await calculator.getByRole("button", { name: `Apply ${growth.name}` }).click();
    const applied = applyPreset(initialQuote, growth);
    await expect(quoteTotal).toHaveText(total(applied));
    await expect(quoteTotal).not.toBeInViewport();
    await expect(barTotal).toHaveText(total(applied));
    await expect(bar).toBeInViewport({ ratio: 1 });

    await calculator.getByRole("button", { name: /^Sales Hub Intelligent/ }).click();
    const changed = toggleHubTier(applied, "Sales Hub", "intelligent");
    await expect(quoteTotal).toHaveText(total(changed));
    await expect(barTotal).toHaveText(total(changed));
    await expect(bar).toBeInViewport({ ratio: 1 });
    // Spoken once, by the calculator's own announcement: the bar is no live region.
    await expect(page.locator("[aria-live]").filter({ hasText: total(changed) })).toHaveCount(1);
    expect(await bar.evaluate((node) => node.closest("[aria-live]") === null)).toBe(true);

    // The bar leaves room: the last control scrolls clear of it.
    const more = calculator.getByRole("button", { name: "More custom integrations" });
    await more.evaluate((node) => node.scrollIntoView({ block: "end" }));
    const [moreBox, barBox] = [await more.boundingBox(), await bar.boundingBox()];
    expect(moreBox!.y + moreBox!.height).toBeLessThanOrEqual(barBox!.y);

    await bar.getByRole("link", { name: "See full quote" }).click();
    await expect(page).toHaveURL(/#onboarding-quote$/);
    await expect(calculator.getByRole("region", { name: "Your Quote" })).toBeFocused();
    await expect(quoteTotal).toBeInViewport();
    // With the quote's own total on screen, the bar steps aside.
    await expect(bar).toBeHidden();

    // On a wide screen the quote stands beside the controls: no bar.
    await page.setViewportSize({ width: 1280, height: 800 });
    await calculator.getByRole("button", { name: `Apply ${growth.name}` }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });

  test("the total bar passes axe in both themes", async ({ page }) => {
    await open(page);
    const calculator = await ready(page, "pricing-calculator");
    await calculator.getByRole("button", { name: `Apply ${growth.name}` }).click();
    const bar = calculator.getByTestId("quote-total-bar");
    await expect(bar).toBeInViewport({ ratio: 1 });
    expect(await violationsInBothThemes(page, '[data-testid="quote-total-bar"]')).toEqual({});
  });
});

test.describe("partner contact form", () => {
  test("shows every message when empty, then submits and books a meeting", async ({ page }) => {
    const sent: { form: string; data: Record<string, unknown> }[] = [];
    await page.route("**/api/leads", async (route) => {
      sent.push(route.request().postDataJSON() as (typeof sent)[number]);
      await route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"t"}' });
    });
    const booking = await holdNavigation(page, site.bookingUrl);
    const toast = await watchForText(page, partnerSection.success.title);
    await open(page);

    const form = await live(page.locator("form#contact-form"));
    const submit = form.getByRole("button", { name: "Submit and Book Meeting" });
    await submit.click();
    for (const message of [
      "Name must be at least 2 characters.",
      "Please enter a valid email.",
      "Company name is required.",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    expect(sent).toEqual([]);

    await form.getByLabel("Name").fill("Alex Rivera");
    await form.getByRole("textbox", { name: "Email" }).fill("alex@example.com");
    await form.getByLabel("Company").fill("Northwind");
    await form.getByLabel("Message (optional)").fill("Enterprise Sales Hub deal closing in Q1.");
    await pauseClock(page);
    await submit.click();
    const busy = form.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    await page.clock.runFor(900);
    await expect(busy).toBeDisabled();
    expect(await toast.seen()).toBe(false);
    // One second busy, then the confirmation, and once it is on screen the booking page.
    // Real time from here: the clock is moved by messages to the page, held while it leaves.
    await page.clock.resume();
    await booking.requested();
    expect(await toast.seen()).toBe(true);
    booking.release();
    await expect(page).toHaveURL(site.bookingUrl);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form).toBe("partner-contact");
    expect(sent[0]!.data).toEqual({
      name: "Alex Rivera",
      email: "alex@example.com",
      company: "Northwind",
      message: "Enterprise Sales Hub deal closing in Q1.",
    });
  });

  // A booking page that is slow to answer, or never does: the page keeps showing its own until
  // the next one arrives, so the confirmation must be there before the browser asks for it.
  for (const [hold, answersAfterMs] of [
    ["4 s", 4000],
    ["forever", null],
  ] as const) {
    test(`the confirmation is on screen while a booking page held ${hold} loads`, async ({
      page,
    }) => {
      await page.route("**/api/leads", (route) =>
        route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"t"}' }),
      );
      const booking = await holdNavigation(page, site.bookingUrl);
      const toast = await watchForText(page, partnerSection.success.title);
      await page.goto("/software-reps");
      const form = await live(page.locator("form#contact-form"));
      await form.getByLabel("Name").fill("Alex Rivera");
      await form.getByRole("textbox", { name: "Email" }).fill("alex@example.com");
      await form.getByLabel("Company").fill("Northwind");
      await form.getByRole("button", { name: partnerSection.submitLabel }).click();

      await booking.requested();
      expect(await toast.seen()).toBe(true);
      expect(booking.urls).toEqual([site.bookingUrl]);
      if (answersAfterMs === null) return;
      await new Promise((resolve) => setTimeout(resolve, answersAfterMs));
      booking.release();
      await expect(page).toHaveURL(site.bookingUrl);
    });
  }
});

test("the pricing reference shows both packages' tables and leads to the calculator", async ({
  page,
}) => {
  await page.goto("/software-reps");
  const reference = await ready(page, "pricing-reference");
  await expect(reference.getByRole("heading", { level: 2 })).toHaveText(
    "Software Onboarding Pricing",
  );
  const professional = reference.getByRole("tab", { name: "Professional" });
  await expect(professional).toHaveAttribute("aria-selected", "true");
  const table = reference.getByRole("table");
  await expect(table.getByRole("row", { name: /Marketing Hub/ })).toContainText("$1,500");
  await expect(table.getByRole("row", { name: /Suite/ })).toContainText("$4,950");
  await expect(table.getByRole("row", { name: /Free and Starter/ })).toContainText("$150");
  await reference.getByRole("tab", { name: "Enterprise" }).click();
  await expect(reference.getByRole("row", { name: /Suite/ })).toContainText("$12,150");
  await expect(reference.getByRole("row", { name: /Marketing Hub/ })).toContainText("$18,000");
  await reference.getByRole("link", { name: "Try the Calculator" }).click();
  await expect(page).toHaveURL(/#pricing-calculator$/);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getElementById("pricing-calculator")!.getBoundingClientRect().top,
      ),
    )
    .toBeLessThan(150);
});

test("every control's name contains the words it shows, for voice control (WCAG 2.5.3)", async ({
  page,
}) => {
  // axe's label-content-name-mismatch checks every control of the page, live, in the sweep
  // (sweep.spec.ts); these are the controls whose words a visitor says most.
  await page.goto("/software-reps");
  await allIslandsLive(page);
  const calculator = page.locator("#pricing-calculator");
  const apply = calculator.getByRole("button", { name: "Apply Marketing Growth", exact: true });
  await expect(apply).toHaveText(/^Apply/);
  await apply.click();
  await expect(calculator.getByTestId("quote-total")).toHaveText("$4,500");
  await expect(
    page.getByRole("link", { name: "Request Access to Email Templates", exact: true }),
  ).toHaveAttribute("href", /^\/sales-resources\?resources=/);
});
