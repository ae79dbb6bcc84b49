import type { Page } from "@playwright/test";

import { FORM_PROBLEMS_PATH, thankYouPath } from "~/content/lead-form-pages";

import {
  type AuditWidth as Width,
  accessibilityProblems,
  auditThemes as themes,
  auditWidths as widths,
  axeViolations,
  expect,
  prepareAudit as prepare,
  allIslandsLive,
  test,
} from "./fixtures";
import { listedPages } from "../support/listed-pages";

/**
 * axe (WCAG 2.x A and AA with the experimental rules, every impact) on every page in both themes at desktop and mobile width,
 * and with the menus, popovers and dialogs open; plus one h1 and no skipped heading level.
 */

const NOT_FOUND_PATH = "/no-such-page";
const paths = [
  ...listedPages().map((page) => page.paths[0]),
  NOT_FOUND_PATH,
  // The answers to a form posted without scripts: a thank-you page with a download, one with
  // the next step, and the page that lists a refused post's problems.
  thankYouPath("free-guide"),
  thankYouPath("partner-contact"),
  FORM_PROBLEMS_PATH,
];
/**
 * Pages checked per test: one browser page visits them in turn. A page takes about 5 s alone
 * on an idle host (load, every island live, axe), 9 s beside another worker; three keep a test
 * well inside its time on a loaded one.
 */
const GROUP_SIZE = 3;
const groups = Array.from({ length: Math.ceil(paths.length / GROUP_SIZE) }, (_, index) =>
  paths.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

async function visit(page: Page, path: string) {
  await page.goto(path);
  await allIslandsLive(page);
}

for (const theme of themes) {
  for (const width of Object.keys(widths) as Width[]) {
    test.describe(`${theme} theme, ${width}`, () => {
      for (const group of groups) {
        test(`pages ${group.join(", ")}`, async ({ page }) => {
          test.setTimeout(120_000);
          await prepare(page, theme, width);
          const failures: Record<string, unknown> = {};
          for (const path of group) {
            await visit(page, path);
            const problems = await accessibilityProblems(page);
            if (problems) failures[path] = problems;
          }
          expect(failures).toEqual({});
        });
      }
    });
  }
}

test.describe("open menus, popovers and dialogs", () => {
  for (const theme of themes) {
    test(`mobile menu with a section open, ${theme} theme`, async ({ page }) => {
      await prepare(page, theme, "mobile");
      await visit(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("button", { name: "Services" }).click();
      await expect(menu.getByRole("link", { name: /Lead Generation/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`header dropdowns, ${theme} theme`, async ({ page }) => {
      await prepare(page, theme, "desktop");
      await visit(page, "/");
      await page.evaluate(() => window.scrollTo(0, 0));
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const [menu, item] of [
        ["Services", /App Development/],
        ["Resources", /Cheat Sheets/],
      ] as const) {
        await nav.getByRole("button", { name: menu }).hover();
        await expect(nav.getByRole("link", { name: item })).toBeVisible();
        expect(await axeViolations(page), menu).toEqual([]);
      }
    });

    test(`home ROI popover, ${theme} theme`, async ({ page }) => {
      await prepare(page, theme, "desktop");
      await visit(page, "/");
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("tab", { name: "ROI Calculator" }).click();
      await page.locator("[data-roi-trigger]").hover();
      await expect(page.getByRole("dialog", { name: "ROI breakdown" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const width of Object.keys(widths) as Width[]) {
      test(`AI trainer Book a Call popups, ${theme} theme, ${width}`, async ({ page }) => {
        // Two long pages, each scrolled through and audited twice.
        test.setTimeout(120_000);
        await prepare(page, theme, width);
        const dialog = page.getByRole("dialog", { name: "Book a Call" });

        await visit(page, "/grevvy-ai-trainer");
        await page.getByRole("link", { name: "Schedule a Demo" }).first().click();
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page), "Schedule a Demo").toEqual([]);

        await visit(page, "/grevvy-ai-trainer-support");
        await page.getByRole("button", { name: "Request Premium Access" }).click();
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page), "Request Premium Access").toEqual([]);
      });
    }
  }
});
