import type { Page } from "@playwright/test";

import { expect, scrollThrough, test } from "./fixtures";

/**
 * Every section below the first screen fades in once, when the visitor first reaches it; those
 * on the first screen never fade, and nothing does under reduced motion.
 */

const viewport = { width: 1280, height: 720 };
test.use({ viewport });

/** The page's sections: those inside another section fade in with it. */
const SECTIONS = "main section:not(section section)";

/** Sections of each page that start well below the first screen, by id. */
const belowTheFirstScreen = {
  "/": ["services", "ai-trainer", "testimonials", "free-guide"],
  "/grevvy-ai-trainer": ["use-cases", "features", "pricing", "get-started"],
  "/grevvy-ai-trainer-support": ["how-it-works", "testimonials", "pricing", "lead-capture"],
};

type Fades = Record<string, (string | null)[]>;

/**
 * Records, from the first moment of the page, every value each section's `data-fade` takes,
 * under the section's id (or its place among the page's sections if it has none).
 */
async function recordFades(page: Page) {
  await page.addInitScript((selector) => {
    const fades: Fades = {};
    Object.assign(window, { fades });
    new MutationObserver((records) => {
      for (const { target } of records) {
        const section = target as HTMLElement;
        const name =
          section.id || `section ${[...document.querySelectorAll(selector)].indexOf(section)}`;
        (fades[name] ??= []).push(section.getAttribute("data-fade"));
      }
    }).observe(document, { subtree: true, attributeFilter: ["data-fade"] });
  }, SECTIONS);
  return () => page.evaluate(() => (window as unknown as { fades: Fades }).fades);
}

/** Jumps straight to the section with `id`, as a visitor following a link to it would. */
async function jumpTo(page: Page, id: string) {
  await page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top, behavior: "instant" });
  }, id);
}

for (const [path, ids] of Object.entries(belowTheFirstScreen)) {
  test.describe(`sections of ${path}`, () => {
    for (const id of ids) {
      test(`#${id} fades in once, even when the visitor goes there at once`, async ({ page }) => {
        const fades = await recordFades(page);
        await page.goto(path);
        await jumpTo(page, id);
        await expect.poll(async () => (await fades())[id]).toEqual(["hidden", "visible"]);
        const section = page.locator(`section#${id}`);
        await expect(section).toHaveCSS("opacity", "1");

        // Once: leaving and coming back does not hide it again.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await jumpTo(page, id);
        await expect(section).toHaveAttribute("data-fade", "visible");
        expect((await fades())[id]).toEqual(["hidden", "visible"]);
      });
    }

    test("those on the first screen never fade, every other one does", async ({ page }) => {
      const fades = await recordFades(page);
      await page.goto(path);
      const sections = await page.locator(SECTIONS).evaluateAll((elements) =>
        elements.map((section, index) => ({
          name: section.id || `section ${index}`,
          onFirstScreen: section.getBoundingClientRect().top < window.innerHeight,
        })),
      );
      expect(sections[0]!.onFirstScreen).toBe(true);
      await scrollThrough(page, 0.5);
      const expected = Object.fromEntries(
        sections
          .filter((section) => !section.onFirstScreen)
          .map((section) => [section.name, ["hidden", "visible"]]),
      );
      expect(Object.keys(expected)).toEqual(expect.arrayContaining(ids));
      await expect.poll(fades).toEqual(expected);
    });

    test("nothing fades under reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const fades = await recordFades(page);
      await page.goto(path);
      await scrollThrough(page, 0.5);
      await expect(page.locator("[data-fade]")).toHaveCount(0);
      expect(await fades()).toEqual({});
    });
  });
}
