import { site } from "~/config/site";

import { expect, live, test } from "./fixtures";

test.describe("software onboarding", () => {
  for (const path of ["/services/software-onboarding", "/services/hubspot-onboarding"]) {
    test(`${path}: packages, support tabs, migration and calls to action`, async ({ page }) => {
      await page.goto(path);
      const hero = page.getByRole("list", { name: "Packages" });
      await expect(hero).toContainText("Basic");
      await expect(hero).toContainText("AdvancedPopular");
      await expect(hero).toContainText("IntellAGENTPremium");

      const support = page.locator("#support");
      await live(support.getByRole("tablist"));
      await expect(support.getByRole("tab", { name: "Silver" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(support.getByRole("tabpanel")).toContainText("24-hour SLA");
      await support.getByRole("tab", { name: "Gold" }).click();
      await expect(support.getByRole("tabpanel")).toContainText("Dedicated account manager");
      await support.getByRole("tab", { name: "Bronze" }).click();
      await expect(support.getByRole("tabpanel")).toContainText("48-hour email response");

      const packages = page.locator("#services");
      await expect(packages).toContainText("No integrations included.");
      await expect(packages).toContainText(
        "Requires purchase of at least three recommended AI tools.",
      );
      await expect(page.locator("#pricing")).toHaveCount(0);
      await expect(page.locator("#website-migration")).toContainText("Website Page Migration");

      const book = page.getByRole("link", { name: /Book a Call Now/ });
      await expect(book).toHaveAttribute("href", site.bookingUrl);
      await expect(book).toHaveAttribute("target", "_blank");
      await page.getByRole("link", { name: "View Detailed Pricing" }).click();
      await expect(page).toHaveURL("/pricing/software-onboarding#pricing");
    });
  }

  test("the pricing variant shows the tables and glides to #pricing after load", async ({
    page,
  }) => {
    await page.goto("/pricing/hubspot-onboarding#pricing");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("row", { name: /Suite/ })).toContainText("$4,950");
    await expect
      .poll(() => pricing.evaluate((node) => Math.round(node.getBoundingClientRect().top)))
      .toBeLessThan(150);
  });
});

test.describe("support tiers without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("every tier shows, and each tab leads to its own", async ({ page }) => {
    await page.goto("/services/software-onboarding");
    const support = page.locator("#support");
    await expect(support.getByRole("tabpanel")).toHaveCount(3);
    for (const text of ["48-hour email response", "24-hour SLA", "Dedicated account manager"]) {
      await expect(support.getByText(text)).toBeVisible();
    }
    await support.getByRole("tab", { name: "Gold" }).click();
    await expect(support.getByRole("tabpanel", { name: "Gold" })).toBeInViewport();
  });
});
