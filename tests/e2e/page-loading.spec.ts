import type { Page } from "@playwright/test";

import { expect, live, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

/** The names (without their hash) of the page's script files, in the order it requested them. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const name = /\/assets\/([\w-]+)\.[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (name && !scripts.includes(name)) scripts.push(name);
  });
  return scripts;
}

test.describe("islands", () => {
  test("the first screen's widget is live at once; a widget below loads as it comes into view", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto("/");
    // Nobody scrolls, points or types: the hero demo is live all the same.
    const tab = page.getByRole("tab", { name: "Live Results" });
    await expect(tab.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    expect(scripts).toContain("hero-demo");
    expect(scripts).not.toContain("free-guide-card");
    expect(scripts).not.toContain("testimonial-carousel");

    const submit = page.locator("#free-guide").getByRole("button", { name: /Get the Free Guide/ });
    await live(submit);
    expect(scripts).toContain("free-guide-card");
  });

  test("a page without a widget on its first screen loads only its header's code", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto("/privacy");
    await live(page.locator("[data-site-header]"));
    await page.waitForLoadState("networkidle");
    const islands = await page
      .locator("astro-island:not([ssr])")
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("component-export")),
      );
    expect(islands).toEqual(["Header"]);
    expect(scripts).toContain("header");
    expect(scripts).not.toContain("theme-toggle");
  });
});
