import { readFile } from "node:fs/promises";

import type { Browser, Page } from "@playwright/test";

import { ADMIN_PATHS, RANGE_REVERSED } from "~/lib/admin-api";

import {
  type Owner,
  createOwner,
  enrolOwner,
  openAdminPage,
  signIn,
  uniqueWord,
} from "./admin-fixtures";
import {
  type AuditWidth,
  COUNTED_USER_AGENT,
  auditWidths,
  expect,
  prepareAudit,
  problemsInBothThemes,
  test,
  visitCounted,
} from "./fixtures";

/**
 * The inbox's Analytics page: two visitors from a campaign of this test's own (one sends a
 * lead), a range chosen, a column sorted, the custom range refused then shown with the
 * keyboard, the CSV export; axe in both themes at desktop and phone width.
 */

let owner: Owner;
const campaign = uniqueWord();

/** A visitor of their own (a browser's user agent of its own) who lands from the campaign. */
async function visitFromCampaign(browser: Browser, visitor: number, sendsLead: boolean) {
  const userAgent = `${COUNTED_USER_AGENT} Visitor/${campaign}-${visitor}`;
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await visitCounted(page, `/contact?utm_source=${campaign}&utm_medium=social`);
  if (sendsLead) {
    const sent = await page.request.post("/api/leads", {
      headers: { "user-agent": userAgent },
      data: {
        form: "contact",
        page: "/contact",
        data: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: `ada.${campaign}@example.com`,
          company: "Analytical Engines",
          message: "We would like to know which of our pages bring leads.",
        },
      },
    });
    expect(sent.status()).toBe(201);
  }
  await context.close();
}

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  owner = createOwner();
  const baseURL = testInfo.project.use.baseURL!;
  const request = await playwright.request.newContext({ baseURL });
  await enrolOwner(request, baseURL, owner);
  await request.dispose();
  await visitFromCampaign(browser, 1, true);
  await visitFromCampaign(browser, 2, false);
});

/** The campaign's row in the sources table, once the server has written its views. */
async function campaignRow(page: Page) {
  const row = page
    .getByRole("region", { name: "Sources" })
    .getByRole("row", { name: new RegExp(campaign) });
  await expect(row).toHaveCount(1);
  return row;
}

/** Audits the page as shown, the chart's figures open, and checks that it fits `width`. */
async function auditAnalytics(page: Page, width: AuditWidth) {
  await page.getByText("Show the figures").click();
  await expect(
    page.getByRole("region", { name: "Visitors, page views and leads per day" }),
  ).toBeVisible();
  expect(await problemsInBothThemes(page)).toBeNull();
  // The header's links and the page fit the width: nothing scrolls sideways.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(auditWidths[width].width);
}

test("chooses a range, sorts a column, refuses a reversed custom range and exports CSV; the page audited at desktop width", async ({
  page,
  baseURL,
}) => {
  await prepareAudit(page, "dark", "desktop");
  await signIn(page.request, baseURL!, owner);
  await openAdminPage(page, ADMIN_PATHS.inbox);
  await page
    .getByRole("navigation", { name: "Inbox" })
    .getByRole("link", { name: "Analytics" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Analytics" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("radio", { name: "30 days" })).toBeChecked();

  // A preset applies at once, and the address keeps it.
  // The radio itself is drawn by its label, which takes the press.
  await page
    .locator("label")
    .filter({ hasText: /^7 days$/ })
    .click();
  await expect(page.getByRole("radio", { name: "7 days" })).toBeChecked();
  await expect(page.getByRole("status")).toContainText("(7 days)");
  await expect(page).toHaveURL(/range=7d/);
  const row = await campaignRow(page);
  await expect(row.getByRole("cell")).toHaveText([`${campaign} / social`, "2", "2", "1", "50.0%"]);
  await auditAnalytics(page, "desktop");

  // Sorting: most visitors first, then a press on the column's name turns the order.
  const sources = page.getByRole("region", { name: "Sources" });
  const visitors = sources.getByRole("columnheader", { name: "Visitors" });
  await expect(visitors).toHaveAttribute("aria-sort", "descending");
  await visitors.getByRole("button").click();
  await expect(visitors).toHaveAttribute("aria-sort", "ascending");
  const counts = await sources.locator("tbody tr td:nth-child(2)").allInnerTexts();
  const numbers = counts.map((text) => Number(text.replaceAll(",", "")));
  expect(numbers).toEqual(numbers.toSorted((a, b) => a - b));

  // The keyboard: arrows move through the ranges, Custom opens two dates.
  await page.getByRole("radio", { name: "7 days" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "30 days" })).toBeChecked();
  await expect(page).toHaveURL(/range=30d/);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Custom" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("From", { exact: true })).toBeFocused();
  await page.getByLabel("From", { exact: true }).fill("2026-03-05");
  await page.getByLabel("To", { exact: true }).fill("2026-03-01");
  await page.getByLabel("To", { exact: true }).press("Enter");
  await expect(page.getByRole("alert")).toHaveText(RANGE_REVERSED);
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show range" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${today}&to=${today}`));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await campaignRow(page);

  // The export: the same range, the campaign's row among the sources.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`analytics-${today}-to-${today}.csv`);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "section,name,visitors,page_views,leads,leads_sent,conversion_percent",
  );
  expect(csv).toContain(`\r\nsource,${campaign} / social,2,2,1,,50.0\r\n`);
});

test("analytics page, both themes, mobile", async ({ page, baseURL }) => {
  await prepareAudit(page, "dark", "mobile");
  await signIn(page.request, baseURL!, owner);
  await openAdminPage(page, `${ADMIN_PATHS.analytics}?range=7d`);
  await campaignRow(page);
  await auditAnalytics(page, "mobile");
});
