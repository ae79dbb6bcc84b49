import type { Locator } from "@playwright/test";

import {
  freeStarterHubPrices,
  hubs,
  supportLevelLabels,
  supportLevels,
  supportPlans,
  tierTitles,
  tiers,
  onboardingPricesSeed,
} from "~/content/onboarding-prices";
import { formatUsd } from "~/lib/format";
import { hubPrice, suitePrice } from "~/lib/onboarding-prices";

import { allIslandsLive, expect, test } from "./fixtures";

const PATH = "/hubspot-crm-pricing";

/** The text of each cell of a table row, row header first. */
async function rowCells(table: Locator, label: string | RegExp) {
  const row = table
    .getByRole("row")
    .filter({ has: table.page().getByRole("rowheader", { name: label }) });
  return (await row.locator("th, td").allInnerTexts()).map((text) => text.trim());
}

test.describe("CRM pricing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
    await allIslandsLive(page);
  });

  test("onboarding tables: Professional by default, Enterprise on its tab, with suites and Free/Starter", async ({
    page,
    consoleErrors,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "Onboarding and Support Pricing",
    );
    const section = page.locator("#onboarding-pricing");
    const professional = section.getByRole("tab", { name: "Professional" });
    await expect(professional).toHaveAttribute("aria-selected", "true");

    for (const packageType of ["professional", "enterprise"] as const) {
      if (packageType === "enterprise")
        await section.getByRole("tab", { name: "Enterprise" }).click();
      const table = section.getByRole("tabpanel").getByRole("table");
      for (const hub of hubs) {
        expect(await rowCells(table, hub)).toEqual([
          hub,
          ...tiers.map((tier) =>
            formatUsd(hubPrice(onboardingPricesSeed.hubPrices, packageType, hub, tier)),
          ),
        ]);
      }
      expect((await rowCells(table, /^Suite/)).slice(1)).toEqual(
        tiers.map((tier) =>
          formatUsd(suitePrice(onboardingPricesSeed.hubPrices, packageType, tier)),
        ),
      );
      // Only the Professional suite is marked Best Value.
      await expect(table.getByText("Best Value", { exact: true })).toHaveCount(
        packageType === "professional" ? 1 : 0,
      );
      expect((await rowCells(table, /Free and Starter/)).slice(1)).toEqual(
        tiers.map((tier) => formatUsd(freeStarterHubPrices[tier])),
      );
    }
    expect(consoleErrors).toEqual([]);
  });

  test("support plans: Basic (DIY) by default, each tab with hours, response, services and price", async ({
    page,
  }) => {
    const section = page.locator("#support-plans");
    const basic = section.getByRole("tab", { name: tierTitles.basic });
    await expect(basic).toHaveAttribute("aria-selected", "true");
    // The tabs are operable from the keyboard: the arrow keys move between them.
    await basic.focus();
    for (const tier of tiers) {
      if (tier !== "basic") await page.keyboard.press("ArrowRight");
      await expect(section.getByRole("tab", { name: tierTitles[tier] })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const table = section.getByRole("tabpanel").getByRole("table");
      for (const level of supportLevels) {
        const plan = supportPlans[tier][level];
        const [, hours, response, services, price] = await rowCells(
          table,
          supportLevelLabels[level],
        );
        expect(hours).toContain(String(plan.hoursPerMonth));
        expect(response).toContain(String(plan.responseHours));
        for (const service of plan.services) expect(services).toContain(service);
        expect(price).toContain(formatUsd(plan.monthlyPrice));
      }
    }
  });

  test("the first section sits as far below the hero as every other section", async ({ page }) => {
    const paddingTop = (id: string) =>
      page.locator(`#${id}`).evaluate((section) => getComputedStyle(section).paddingTop);
    expect(await paddingTop("tiers")).toBe(await paddingTop("add-ons"));
  });
});

test.describe("price tables on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [PATH, "/software-reps", "/pricing/software-onboarding"]) {
    test(`${path}: only the tables scroll sideways, each with a cue saying so`, async ({
      page,
    }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      const regions = page.getByRole("region").filter({ has: page.getByRole("table") });
      // Tables in tabs not chosen are in the page, hidden with their cue: count what is shown.
      const cues = page
        .getByText("Scroll sideways to see every price", { exact: true })
        .filter({ visible: true });
      await expect(cues).toHaveCount(await regions.count());
      for (const [index, region] of (await regions.all()).entries()) {
        expect(await region.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
        await expect(cues.nth(index)).toBeVisible();
      }
    });
  }
});

test("tables that fit show no scroll cue", async ({ page }) => {
  await page.goto(PATH);
  const cues = page.getByText("Scroll sideways to see every price", { exact: true });
  // Every table of the page, those in the tabs not chosen included.
  await expect(cues).toHaveCount(7);
  for (const cue of await cues.all()) await expect(cue).toBeHidden();
});
