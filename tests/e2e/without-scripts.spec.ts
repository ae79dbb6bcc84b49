import type { Browser, Locator } from "@playwright/test";

import { aiToolChoice, aiTools } from "~/content/ai-tools";
import { cheatSheetChoice, cheatSheets } from "~/content/cheat-sheets";
import { tierTitles } from "~/content/onboarding-prices";
import { linkedChoiceHref } from "~/lib/preselected-choices";

import { expect, holdRequests, islandCode, live, showsBelowHeader, test } from "./fixtures";
import { storedLeadWith } from "./stored-leads";

/**
 * With scripts off, every tab's panel can be read, every tab leads somewhere, and Try Now and
 * View Cheat Sheet name their item in the form, which sends it; with scripts on, the tabs look the same before and after their island wakes.
 */

const phone = { width: 390, height: 844 };

async function withoutScripts(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return context.newPage();
}

/** The panel a tab controls. */
const panelOf = async (tab: Locator) =>
  tab.page().locator(`[id="${await tab.getAttribute("aria-controls")}"]`);

test.describe("without scripts", () => {
  for (const { path, tab } of [
    { path: "/hubspot-crm-pricing", tab: tierTitles.intelligent },
    { path: "/grevvy-ai-trainer", tab: "Team Plans" },
  ]) {
    test(`${path}: every panel shows and the ${tab} tab leads to its own`, async ({ browser }) => {
      const page = await withoutScripts(browser);
      await page.goto(path);
      const tabs = page.getByRole("tab");
      for (const each of await tabs.all()) await expect(await panelOf(each)).toBeVisible();
      const chosen = page.getByRole("tab", { name: tab }).last();
      const panel = await panelOf(chosen);
      await expect(panel).not.toBeInViewport();
      await chosen.click();
      await expect(panel).toBeInViewport();
      await page.context().close();
    });
  }

  for (const { path, label, choice, item } of [
    { path: "/resources/ai-tools", label: "Try Now", choice: aiToolChoice, item: 1 },
    {
      path: "/resources/cheat-sheets",
      label: "View Cheat Sheet",
      choice: cheatSheetChoice,
      item: 2,
    },
  ]) {
    const { id, title } = choice.items[item]!;
    test(`${path}: ${label} names the ${id} in the form, which sends it`, async ({ browser }) => {
      const page = await withoutScripts(browser, phone);
      await page.goto(path);
      await page.getByRole("link", { name: `${label}: ${title}` }).click();
      await expect(page).toHaveURL(`${path}${linkedChoiceHref(choice, id)}`);
      expect(await showsBelowHeader(page, "#lead-form h3")).toBe(true);
      const form = page.locator("#lead-form");
      // Only the chosen item is named.
      const named = form.getByText(`${choice.label}:`).filter({ visible: true });
      await expect(named).toHaveText(`${choice.label}: ${title}`);

      const email = `no-script-${id}-${Date.now()}@example.com`;
      await form.getByLabel("First Name").fill("Ada");
      await form.getByLabel("Last Name").fill("Lovelace");
      await form.getByLabel("Email").fill(email);
      const role = form.getByLabel("Role");
      if ((await role.count()) > 0) await role.selectOption({ index: 1 });
      await form.locator("button[type=submit]").click();
      await expect(page).toHaveURL(/\/thank-you\//);
      expect((await storedLeadWith(email))?.data[choice.field]).toBe(title);

      // Clearing it leads back to the form, nothing named.
      await page.goBack();
      await form.getByRole("link", { name: `Clear the ${choice.label.toLowerCase()}` }).click();
      await expect(page).toHaveURL(`${path}?#lead-form`);
      await expect(named).toHaveCount(0);
      await page.context().close();
    });
  }

  test("the calculator and the advisor say they need JavaScript", async ({ browser }) => {
    const page = await withoutScripts(browser);
    await page.goto("/software-reps");
    for (const widget of ["cost calculator", "onboarding advisor"]) {
      const note = page.getByText(`The ${widget} needs JavaScript`);
      await expect(note).toBeVisible();
      await expect(note.getByRole("link", { name: "price tables" })).toHaveAttribute(
        "href",
        "#pricing-reference",
      );
      await expect(note.getByRole("link", { name: "contact form" })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
    await page.context().close();
  });
});

test.describe("with scripts", () => {
  test("the support plan tabs do not move when their island wakes", async ({ page }) => {
    const path = "/hubspot-crm-pricing";
    const code = await holdRequests(page, `**${await islandCode(page, path, "SupportPlanTabs")}`);
    await page.goto(path);
    const list = page.getByRole("tablist", { name: "Support plan" });
    const panels = page.locator('[role="tabpanel"]', { has: page.getByText("support plans:") });
    await list.scrollIntoViewIfNeeded();
    await expect(list.locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr");
    await expect(panels).toHaveCount(3);
    await expect(panels.filter({ visible: true })).toHaveCount(1);
    const before = await layoutInIsland(list);
    code.release();
    await live(list);
    expect(await layoutInIsland(list)).toEqual(before);
    await expect(panels.filter({ visible: true })).toHaveCount(1);

    const advanced = list.getByRole("tab", { name: tierTitles.advanced });
    await advanced.click();
    await expect(advanced).toHaveAttribute("aria-selected", "true");
    await expect(await panelOf(advanced)).toBeVisible();
    await expect(panels.first()).toBeHidden();
    await expect(page).toHaveURL(path);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: phone });

    for (const { path, label, item } of [
      { path: "/resources/ai-tools", label: "Try Now", item: aiTools[3]! },
      { path: "/resources/cheat-sheets", label: "View Cheat Sheet", item: cheatSheets[4]! },
    ]) {
      test(`${path}: ${label} brings the form's heading under the header`, async ({ page }) => {
        await page.goto(path);
        await (await live(page.getByRole("link", { name: `${label}: ${item.title}` }))).click();
        await expect.poll(() => showsBelowHeader(page, "#lead-form h3")).toBe(true);
        await expect(page.locator("#lead-form").getByRole("status")).toContainText(item.title);
      });
    }
  });
});

/**
 * The island's root size and where its tab list and first panel sit inside it, read in one go: islands
 * above may wake and the page scroll meanwhile, which moves everything alike.
 */
function layoutInIsland(list: Locator) {
  return list.locator("xpath=ancestor::astro-island[1]").evaluate((island) => {
    // The island element itself has no box (`display: contents`): its root element has.
    const origin = island.firstElementChild!.getBoundingClientRect();
    const box = (element: Element | null) => {
      const rect = element!.getBoundingClientRect();
      return { x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height };
    };
    return {
      island: { width: origin.width, height: origin.height },
      list: box(island.querySelector('[role="tablist"]')),
      panel: box(island.querySelector('[role="tabpanel"]')),
    };
  });
}
