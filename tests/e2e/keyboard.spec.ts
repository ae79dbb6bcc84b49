import type { Locator, Page } from "@playwright/test";

import { allIslandsLive, expect, test } from "./fixtures";

/**
 * Keyboard alone, for the widgets no other spec drives from the keyboard: the testimonial
 * carousel, the calculator's package and hub grid, the advisor, FAQ accordions, the plan and
 * price tabs, and the page-count slider. (Hero tabs, ROI sliders, use-case and process tabs,
 * the billing switch, header dropdowns and the mobile menu are covered where they live.)
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

test.describe("testimonial carousel", () => {
  test("previous, dots, next and pause by keyboard", async ({ page }) => {
    await open(page, "/");
    const carousel = page.locator("[data-carousel]");
    const current = carousel.locator("[data-current]");
    const slideNumber = async () => Number(await current.getAttribute("data-slide"));
    await startAtSection(carousel);
    // The pointer rests on the fixed header, so that no scroll brings the carousel under it.
    await page.mouse.move(5, 5);

    await tabTo(page, carousel.getByRole("button", { name: "Previous testimonial" }));
    const shown = await slideNumber();
    await page.keyboard.press("Enter");
    await expect(current).toHaveAttribute("data-slide", String((shown + 6) % 7));
    await tabTo(page, carousel.getByRole("button", { name: "View testimonial 3" }));
    await page.keyboard.press("Space");
    await expect(current).toHaveAttribute("data-slide", "2");
    await tabTo(page, carousel.getByRole("button", { name: "Next testimonial" }));
    await page.keyboard.press("Enter");
    await expect(current).toHaveAttribute("data-slide", "3");

    // Focus on the arrows and dots holds the carousel; on its own control it does not, so the
    // control offers what it does: Pause.
    await expect(carousel.locator("[data-carousel-rotation]")).toHaveAccessibleName(
      "Play testimonials",
    );
    await tabTo(page, carousel.locator("[data-carousel-rotation]"));
    await expect(carousel.getByRole("button", { name: "Pause testimonials" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Play testimonials" })).toBeFocused();
  });
});

test.describe("sales-rep page widgets", () => {
  test("calculator: package by arrow keys, hubs by Space and Enter, integrations", async ({
    page,
  }) => {
    await open(page, "/software-reps");
    const calculator = page.locator("#pricing-calculator");
    const total = calculator.getByTestId("quote-total");
    await startAtSection(calculator.getByRole("radiogroup", { name: "Package type" }));

    const professional = calculator.getByRole("radio", { name: "Professional" });
    await tabTo(page, professional);
    await expect(professional).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(calculator.getByRole("radio", { name: "Enterprise" })).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(professional).toBeChecked();

    const salesAdvanced = calculator.getByRole("button", { name: "Sales Hub Advanced, $2,000" });
    await tabTo(page, salesAdvanced);
    await page.keyboard.press("Space");
    await expect(salesAdvanced).toHaveAttribute("aria-pressed", "true");
    await expect(total).toHaveText("$2,000");
    await page.keyboard.press("Tab");
    const salesIntelligent = calculator.getByRole("button", {
      name: "Sales Hub Intelligent, $4,000",
    });
    await expect(salesIntelligent).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(salesIntelligent).toHaveAttribute("aria-pressed", "true");
    await expect(salesAdvanced).toHaveAttribute("aria-pressed", "false");
    await expect(total).toHaveText("$4,000");
    await page.keyboard.press("Enter");
    await expect(salesIntelligent).toHaveAttribute("aria-pressed", "false");
    await expect(total).toHaveText("$0");

    const more = calculator.getByRole("button", { name: "More custom integrations" });
    await tabTo(page, more);
    await page.keyboard.press("Enter");
    await expect(calculator.getByTestId("integration-count")).toHaveText("1");
  });

  test("advisor: answers, result and Previous by keyboard, focus on each new question", async ({
    page,
  }) => {
    await open(page, "/software-reps");
    const advisor = page.locator("#onboarding-advisor");
    await startAtSection(advisor.locator("[data-question]"));
    for (const [index, answer] of ["experienced", "relaxed", "minimal", "no", "small"].entries()) {
      await expect(advisor.getByText(`Question ${index + 1} of 5`)).toBeVisible();
      await tabTo(page, advisor.locator(`button[data-value="${answer}"]`));
      await page.keyboard.press(index % 2 === 0 ? "Enter" : "Space");
      // The next question (or the result) takes focus: the answered button is gone.
      await expect(advisor.getByRole("heading", { level: 3 }).first()).toBeFocused();
    }
    const summary = advisor.locator("[data-advisor-summary]");
    await expect(summary.getByRole("heading", { level: 3 })).toHaveText("Basic (DIY) Onboarding");
    await tabTo(page, summary.getByRole("button", { name: "Previous" }));
    await page.keyboard.press("Enter");
    await expect(advisor.getByText("Question 5 of 5")).toBeVisible();
    await expect(advisor.getByRole("heading", { level: 3 })).toBeFocused();
  });
});

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

test("plan and price tabs follow the arrow keys", async ({ page }) => {
  await open(page, "/grevvy-ai-trainer-support");
  const individual = page.getByRole("tab", { name: "Individual Plans" });
  await startAtSection(individual);
  await tabTo(page, individual);
  await page.keyboard.press("ArrowRight");
  const team = page.getByRole("tab", { name: "Team Plans" });
  await expect(team).toBeFocused();
  await expect(team).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Team Plans" })).toBeVisible();

  await open(page, "/hubspot-crm-pricing");
  const professional = page.getByRole("tab", { name: "Professional" });
  await startAtSection(professional);
  await tabTo(page, professional);
  await page.keyboard.press("End");
  const enterprise = page.getByRole("tab", { name: "Enterprise" });
  await expect(enterprise).toHaveAttribute("aria-selected", "true");
  // Tab leaves the tab list for the panel, then its price table (it scrolls sideways when narrow).
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
