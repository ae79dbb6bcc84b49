import type { Locator, Page } from "@playwright/test";

import { site } from "~/config/site";
import { prefetchedPaths, resourcesMenu, servicesMenu } from "~/content/navigation";
import { canonicalPath } from "~/content/page-paths";
import { canonicalUrl } from "~/lib/domains";
import { SMOOTH_SCROLL_MS } from "~/lib/scroll";

import { expect, live, test } from "./fixtures";
import { listedPages } from "../support/listed-pages";

test.describe("header on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("dropdowns open on hover, stay open when then clicked, and list each item with its description", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const menu of [servicesMenu, resourcesMenu]) {
      await live(nav.getByRole("button", { name: menu.title }));
    }
    for (const menu of [servicesMenu, resourcesMenu]) {
      await nav.getByRole("button", { name: menu.title }).hover();
      const links = nav.locator(":popover-open").getByRole("link");
      await expect(links).toHaveText(
        menu.items.map((item) => `${item.title}${item.description}`),
        { useInnerText: false },
      );
      for (const link of await links.all()) await expect(link).toBeVisible();
      expect(
        await links.evaluateAll((found) => found.map((link) => link.getAttribute("href"))),
      ).toEqual(menu.items.map((item) => item.href));
      await page.mouse.move(5, 700);
    }
    // A click on a dropdown the resting mouse opened keeps it open; the next click closes it.
    const services = nav.getByRole("button", { name: "Services" });
    const appDevelopment = nav.getByRole("link", { name: /App Development/ });
    await services.hover();
    await expect(appDevelopment).toBeVisible();
    await services.click();
    await expect(appDevelopment).toBeVisible();
    await services.click();
    await expect(appDevelopment).toBeHidden();
    await services.click();
    await appDevelopment.click();
    await expect(page).toHaveURL("/services/app-development");
  });

  test("dropdowns open from the keyboard", async ({ page }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = await live(nav.getByRole("button", { name: "Resources" }));
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: /Prompt Guide/ })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /Prompt Guide/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(resourcesMenu.items[0]!.href);
  });

  test("the AI trainer's top link, to its own domain, stays on this host", async ({
    page,
    request,
  }) => {
    // The AI trainer lives on its own domain, which the page's link names…
    const html = await (await request.get("/")).text();
    expect(html).toContain(`href="${canonicalUrl(canonicalPath("ai-trainer"))}"`);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // …but on a local or preview host, which serves both domains' pages, it stays on that host,
    // whether or not the header is live yet.
    // (Where the other top links lead is a fact of the HTML: tests/build/pages.test.ts.)
    const aiTrainer = nav.getByRole("link", { name: "AI Trainer" });
    await expect(aiTrainer).toHaveAttribute("href", canonicalPath("ai-trainer"));
    await aiTrainer.click();
    await expect(page).toHaveURL(`/${site.brandSlug}-ai-trainer`);
  });
});

test.describe("prefetch", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const allPagePaths = listedPages().flatMap((entry) => entry.paths);

  /** The site's pages the browser fetches from now on, in the order it asks for them. */
  function pagesFetched(page: Page): string[] {
    const paths: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) return;
      const path = new URL(request.url()).pathname;
      if (allPagePaths.includes(path)) paths.push(path);
    });
    return paths;
  }

  /** The header's link to each most visited page. */
  function headerLinksTo(page: Page): Record<string, Locator> {
    const header = page.locator("header");
    const nav = header.getByRole("navigation", { name: "Main" });
    return {
      "/": header.getByRole("link", { name: `${site.brand} home` }),
      [canonicalPath("software-reps")]: nav.getByRole("link", { name: "Software Reps" }),
      [canonicalPath("ai-trainer")]: nav.getByRole("link", { name: "AI Trainer" }),
    };
  }

  test("a link to a most visited page fetches it on hover; other links and the load fetch nothing", async ({
    page,
  }) => {
    const fetched = pagesFetched(page);
    await page.goto(canonicalPath("app-development"));
    // Rules of a more eager kind would fetch as the page loads or as links come into view.
    await page.waitForTimeout(1000);
    expect(fetched, "pages fetched as the page loaded").toEqual([]);

    await page.locator("header").getByRole("link", { name: "Contact" }).hover();
    await page.locator("footer").getByRole("link", { name: "Lead Generation" }).hover();
    await page.waitForTimeout(500);
    expect(fetched, "pages fetched on hovering links to other pages").toEqual([]);

    const links = headerLinksTo(page);
    expect(Object.keys(links).sort()).toEqual([...prefetchedPaths].sort());
    for (const [path, link] of Object.entries(links)) {
      await link.hover();
      await expect.poll(() => fetched, `a hover on the link to ${path}`).toContain(path);
    }
    expect(fetched.sort()).toEqual([...prefetchedPaths].sort());
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("slides in 80 units wide, keeps one section open, traps focus and closes", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = await live(page.getByRole("button", { name: "Open menu" }));
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Once the slide-in settles, the panel is flush with the right edge.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? [box.width, Math.round(box.x + box.width)] : null;
      })
      .toEqual([320, 390]);

    // Accordion: opening one section closes the other.
    await menu.locator("summary", { hasText: "Services" }).click();
    await expect(menu.getByRole("link", { name: /Lead Generation/ })).toBeVisible();
    await menu.locator("summary", { hasText: "Resources" }).click();
    await expect(menu.getByRole("link", { name: /Cheat Sheets/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: /Lead Generation/ })).toBeHidden();

    // Focus stays inside while open.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    // Escape closes it and gives focus back to the toggle.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // So does a tap on the dimmed page beside it; the page does not scroll behind it.
    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();

    // Any link closes it.
    await toggle.click();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(menu).toBeHidden();
  });

  test("is at most 90% of a narrow viewport", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    await (await live(page.getByRole("button", { name: "Open menu" }))).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    // Measured once the slide-in settles.
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(288);
  });
});

test.describe("theme", () => {
  test("is dark by default, toggles, and persists across reloads without a flash", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await (await live(page.getByRole("button", { name: "Switch to light theme" }))).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    // The saved theme is applied before first paint: already set when the DOM is parsed.
    await page.reload({ waitUntil: "commit" });
    await page.waitForFunction(() => document.body !== null);
    expect(await page.evaluate(() => document.documentElement.className)).toContain("light");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

    await (await live(page.getByRole("button", { name: "Switch to dark theme" }))).click();
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test.describe("scrolling", () => {
  test("a new path starts at the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/");
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator("footer").getByRole("link", { name: "Lead Generation" }).click();
    await expect(page).toHaveURL("/services/lead-generation");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** How far the element's top is below the fixed header's bottom (negative: under the header). */
async function belowHeader(page: Page, element: Locator): Promise<number> {
  const header = await page.locator("header[data-site-header]").boundingBox();
  const box = await element.boundingBox();
  return box!.y - (header!.y + header!.height);
}

/** Waits for the glide of an in-page link to end: the page has stopped scrolling. */
async function glideEnded(page: Page) {
  await page.waitForTimeout(SMOOTH_SCROLL_MS);
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** Each heading is on screen, its top clear of the fixed header. */
async function headingsClearHeader(page: Page, headings: readonly string[]) {
  for (const name of headings) {
    const heading = page.getByRole("heading", { name, exact: true });
    await expect(heading).toBeInViewport();
    expect(await belowHeader(page, heading), `"${name}" below the header`).toBeGreaterThanOrEqual(
      0,
    );
  }
}

test.describe("in-page targets clear the fixed header", () => {
  for (const { width, headings } of [
    // Side by side on a wide screen: the section's heading beside the form's card.
    { width: 1280, headings: ["Request Your Leads", "Tell Us Who You Want to Reach"] },
    { width: 390, headings: ["Request Your Leads"] },
  ]) {
    test(`the lead form, loaded from the address or reached by a package's button, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const target = page.locator("#lead-form");
      await page.goto(`${canonicalPath("lead-generation")}#lead-form`);
      await expect(target).toBeInViewport();
      await headingsClearHeader(page, headings);
      const loadedGap = await belowHeader(page, target);
      expect(loadedGap, "the card below the header").toBeGreaterThanOrEqual(0);

      await page.evaluate(() => window.scrollTo(0, 0));
      await (await live(page.getByRole("link", { name: "Get the Premium List" }))).click();
      await glideEnded(page);
      // The page's glide comes to rest where the browser puts a target of the address (once the
      // section has faded in).
      await expect.poll(() => belowHeader(page, target)).toBeCloseTo(loadedGap, 0);
      await headingsClearHeader(page, headings);
    });
  }

  test("a section loaded from the address or reached by a link, on a second page", async ({
    page,
  }) => {
    await page.goto(`${canonicalPath("app-development")}#consultation`);
    await headingsClearHeader(page, ["Let's Talk About Your App"]);
    await page.getByRole("link", { name: "Read the FAQ" }).click();
    await glideEnded(page);
    await headingsClearHeader(page, ["Frequently Asked Questions"]);
  });
});
