import type { Page } from "@playwright/test";

import {
  type AuditWidth as Width,
  auditWidths as widths,
  expect,
  allIslandsLive,
  test,
  violationsInBothThemes,
} from "./fixtures";

/**
 * axe (WCAG 2.x A and AA with the experimental rules, every impact) with the menus, popovers
 * and dialogs open, in both themes: each is opened once, audited within the part it opens (and
 * the control that opened it), the theme switched as the footer's switch does (the class on
 * <html>) and audited again. Every page as it loads is audited whole by sweep.spec.ts.
 */

test.use({ contextOptions: { reducedMotion: "reduce" } });

async function visit(page: Page, width: Width, path: string) {
  await page.setViewportSize(widths[width]);
  await page.goto(path);
  await allIslandsLive(page);
}

test.describe("open menus, popovers and dialogs", () => {
  test("on /: the header dropdowns and the ROI popover, then on a phone the menu with a section open", async ({
    page,
  }) => {
    await visit(page, "desktop", "/");
    const found: Record<string, unknown> = {};
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [menu, item] of [
      ["Services", /App Development/],
      ["Resources", /Cheat Sheets/],
    ] as const) {
      await nav.getByRole("button", { name: menu }).hover();
      await expect(nav.getByRole("link", { name: item })).toBeVisible();
      found[`${menu} dropdown`] = await violationsInBothThemes(page, "header");
    }
    // The pointer leaves the header: the open dropdown closes, clear of the hero demo.
    await page.mouse.move(5, 700);
    await expect(nav.getByRole("link", { name: /Cheat Sheets/ })).toBeHidden();

    await page.getByRole("tab", { name: "ROI Calculator" }).click();
    await page.locator("[data-roi-trigger]").hover();
    await expect(page.getByRole("dialog", { name: "ROI breakdown" })).toBeVisible();
    found["ROI popover"] = await violationsInBothThemes(
      page,
      "[role='tabpanel'][data-state='active'], [role='dialog']",
    );

    await page.mouse.move(0, 0);
    await page.setViewportSize(widths.mobile);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.locator("summary", { hasText: "Services" }).click();
    await expect(menu.getByRole("link", { name: /Lead Generation/ })).toBeVisible();
    found["phone menu"] = await violationsInBothThemes(page, "header");

    expect(found).toEqual({
      "Services dropdown": {},
      "Resources dropdown": {},
      "ROI popover": {},
      "phone menu": {},
    });
  });

  const popups = [
    { path: "/grevvy-ai-trainer", opener: "link", name: "Schedule a Demo" },
    { path: "/grevvy-ai-trainer-support", opener: "button", name: "Request Premium Access" },
  ] as const;
  for (const { path, opener, name } of popups) {
    test(`AI trainer Book a Call popup from ${name}, at each width`, async ({ page }) => {
      await visit(page, "desktop", path);
      const dialog = page.getByRole("dialog", { name: "Book a Call" });
      const found: Record<string, unknown> = {};
      for (const width of Object.keys(widths) as Width[]) {
        await page.setViewportSize(widths[width]);
        await page.getByRole(opener, { name }).first().click();
        await expect(dialog).toBeVisible();
        found[width] = await violationsInBothThemes(page, "[role='dialog']");
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
      expect(found).toEqual({ desktop: {}, mobile: {} });
    });
  }
});
