import type { Page } from "@playwright/test";

import { TEAM_SIZE_MAX } from "~/content/ai-trainer-plans";

import { allIslandsLive, expect, test } from "./fixtures";
import { listedPages } from "../support/listed-pages";

/** The narrowest screen the site is made for: no page may scroll sideways on it. */
const NARROWEST = 320;

test.use({
  viewport: { width: NARROWEST, height: 640 },
  contextOptions: { reducedMotion: "reduce" },
});

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const entry of listedPages()) {
  const path = entry.paths[0];

  test(`${path} fits a ${NARROWEST} px screen with each tab and question open`, async ({
    page,
  }) => {
    await page.goto(path);
    await allIslandsLive(page);
    expect(await pageWidth(page), "as it loads").toBeLessThanOrEqual(NARROWEST);

    // Every tab's panel at once: those not chosen are in the page, hidden, and shown together
    // the widest decides.
    await page.evaluate(() => {
      for (const panel of document.querySelectorAll<HTMLElement>("[role='tabpanel'][hidden]")) {
        panel.hidden = false;
      }
    });
    expect(await pageWidth(page), "with every tab's panel shown").toBeLessThanOrEqual(NARROWEST);

    // The team plans at the largest size they price, the longest totals they show.
    const teamSize = page.getByRole("spinbutton", { name: "Team size (users)" });
    if ((await teamSize.count()) > 0) {
      await teamSize.fill(String(TEAM_SIZE_MAX));
      await expect(teamSize).toHaveValue(String(TEAM_SIZE_MAX));
      expect(await pageWidth(page), `with ${TEAM_SIZE_MAX} users`).toBeLessThanOrEqual(NARROWEST);
    }

    // A tab whose panel is made only while chosen (the home demo's), chosen in turn.
    for (const tab of await page.getByRole("tab").filter({ visible: true }).all()) {
      const panel = await tab.getAttribute("aria-controls");
      if (panel && (await page.locator(`[id="${panel}"]`).count()) > 0) continue;
      const name = (await tab.textContent())?.trim();
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      expect(await pageWidth(page), `with ${name} chosen`).toBeLessThanOrEqual(NARROWEST);
    }

    // Every question and topic open, one after the other (those of one group close each other).
    const widest = await page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll("details")].map((details) => {
          details.open = true;
          return document.documentElement.scrollWidth;
        }),
      ),
    );
    expect(widest, "with the questions open").toBeLessThanOrEqual(NARROWEST);
  });
}
