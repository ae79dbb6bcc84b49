import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/**
 * Sections below the first screen fade in once, when the visitor first reaches them, on the
 * real pages (their layout and the browser's IntersectionObserver). Which sections fade and
 * when (the first screen, the address's #hash, reduced motion) is tested on the page's script
 * in tests/unit/section-fades.test.ts.
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
  test(`sections of ${path} fade in once, even when the visitor goes there at once`, async ({
    page,
  }) => {
    const fades = await recordFades(page);
    await page.goto(path);
    for (const id of ids) {
      await jumpTo(page, id);
      await expect.poll(async () => (await fades())[id], id).toEqual(["hidden", "visible"]);
      await expect(page.locator(`section#${id}`), id).toHaveCSS("opacity", "1");
    }
    // The first section, on the first screen, never fades.
    const first = await page.locator(SECTIONS).first().getAttribute("id");
    expect(first && (await fades())[first]).toBeFalsy();

    // Once: leaving and coming back does not hide it again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await jumpTo(page, ids[0]!);
    await expect(page.locator(`section#${ids[0]}`)).toHaveAttribute("data-fade", "visible");
    expect((await fades())[ids[0]!]).toEqual(["hidden", "visible"]);
  });
}
