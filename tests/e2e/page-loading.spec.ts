import type { Page } from "@playwright/test";

import { expect, live, test } from "./fixtures";

/** The names (without their hash) of the page's script files, in the order it requested them. */
function recordScripts(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const name = /\/assets\/([\w.-]+?)\.[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (name && !scripts.includes(name)) scripts.push(name);
  });
  return scripts;
}

const PHONE = { width: 390, height: 844 };
/** What a phone of that size shows of a page between the browser's own bars. */
const PHONE_PAGE_AREA = { width: 390, height: 664 };
const DESKTOP = { width: 1280, height: 800 };

/** The islands of the page that are live, by the component they run. */
function liveIslands(page: Page) {
  return page
    .locator("astro-island:not([ssr])")
    .evaluateAll((islands) => islands.map((island) => island.getAttribute("component-export")));
}

test.describe("islands", () => {
  test("on a wide screen the hero demo, beside the hero, loads nothing until the visitor moves, then is live", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const scripts = recordScripts(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts).not.toContain("hero-demo");
    expect(await liveIslands(page)).toEqual([]);

    // The pointer comes over the page, away from the demo.
    await page.mouse.move(20, 300);
    const tab = page.getByRole("tab", { name: "Live Results" });
    await expect(tab.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    // What lies below the first screen and the next waits for the visitor to come nearer.
    expect(scripts).not.toContain("free-guide-card");
    expect(scripts).not.toContain("testimonial-carousel");

    const submit = page.locator("#free-guide").getByRole("button", { name: /Get the Free Guide/ });
    await live(submit);
    expect(scripts).toContain("free-guide-card");
  });

  test("on a phone the hero demo, just below the first screen, is live at the visitor's first touch, before they reach it; what lies further waits", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE_PAGE_AREA, hasTouch: true });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts).not.toContain("hero-demo");

    // A tap on the hero's text, which does nothing but tell the page someone is there.
    await page.locator("h1").tap();
    const tab = page.getByRole("tab", { name: "Live Results" });
    await expect(tab.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
    await expect(tab).not.toBeInViewport();
    await page.waitForLoadState("networkidle");
    expect(scripts).not.toContain("testimonial-carousel");
    expect(scripts).not.toContain("free-guide-card");
    await context.close();
  });

  test("a page without a widget on its first screen loads no island: the header works without one", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const scripts = recordScripts(page);
    await page.goto("/privacy");
    await page.waitForLoadState("networkidle");
    expect(await liveIslands(page)).toEqual([]);
    expect(await page.locator("astro-island").count()).toBe(0);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();

    await page.setViewportSize(DESKTOP);
    await page.goto("/privacy");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    const item = nav.getByRole("link", { name: /^Website Services/ });
    await expect(item).toBeVisible();
    await nav.getByRole("button", { name: "Resources" }).click();
    await expect(item).toBeHidden();
    await page.waitForLoadState("networkidle");
    // The page's own script (its entry and what it imports), and no React.
    expect([...scripts].sort()).toEqual([
      "page-script",
      "page-shell-script.astro_astro_type_script_index_0_lang",
    ]);
  });

  test("a form on the first screen wakes at the visitor's first move, and keeps what was typed while its code was on its way", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const scripts = recordScripts(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/message-card\.[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect(scripts).not.toContain("message-card");

    // The visitor clicks into the form and types while its code is on its way.
    const firstName = page.getByLabel("First Name");
    await firstName.click();
    await expect.poll(() => scripts).toContain("message-card");
    await page.keyboard.type("Ada");
    expect(await liveIslands(page)).toEqual([]);
    release();
    await live(firstName);
    await expect(firstName).toHaveValue("Ada");

    // Live, it checks the rest in the page.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Last name must be at least 2 characters.")).toBeVisible();
    await expect(page).toHaveURL("/contact");
    await expect(firstName).toHaveValue("Ada");
  });

  // Astro's islands import their code again, once, a second after a failed import.
  for (const [code, file] of [
    ["its own file", /\/assets\/message-card\.[\w-]{8}\.js(\?|$)/],
    [
      "the first file of the code it shares",
      // Not the page's own script (`page-…`), which loads before it.
      /\/assets\/(?!message-card\.|page-)[\w-]+\.[\w-]{8}\.js(\?|$)/,
    ],
  ] as const) {
    test(`a form whose code fails to load once (${code}) is live after a retry`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(DESKTOP);
      const requests: string[] = [];
      await page.route(file, (route) => {
        requests.push(route.request().url());
        return requests.length === 1 ? route.abort() : route.continue();
      });
      // On the first screen, the form wakes as the visitor comes to it.
      await page.goto("/contact");
      const firstName = page.getByLabel("First Name");
      await live(firstName);
      // The file that failed was asked for again (with a query, when it is the island's own).
      const paths = requests.map((url) => new URL(url).pathname);
      expect(paths.filter((path) => path === paths[0])).toHaveLength(2);

      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Last name must be at least 2 characters.")).toBeVisible();
      await expect(page).toHaveURL("/contact");
      // The browser reports the failed request; nothing else goes wrong.
      expect(consoleErrors).toEqual(["Failed to load resource: net::ERR_FAILED"]);
    });
  }
});
