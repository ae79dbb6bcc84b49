import { site } from "~/config/site";
import { resourcesMenu, servicesMenu } from "~/content/navigation";
import { canonicalPath } from "~/content/page-paths";
import { canonicalUrl } from "~/lib/domains";

import { expect, live, test } from "./fixtures";

test.describe("header on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("dropdowns open on hover and list each item with its description", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const menu of [servicesMenu, resourcesMenu]) {
      await live(nav.getByRole("button", { name: menu.title }));
    }
    for (const menu of [servicesMenu, resourcesMenu]) {
      await nav.getByRole("button", { name: menu.title }).hover();
      for (const item of menu.items) {
        const link = nav.getByRole("link", { name: new RegExp(item.title) });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", item.href);
        await expect(link).toContainText(item.description);
      }
      await page.mouse.move(5, 700);
    }
    await nav.getByRole("button", { name: "Services" }).hover();
    await nav.getByRole("link", { name: /App Development/ }).click();
    await expect(page).toHaveURL("/services/app-development");
  });

  test("dropdowns open from the keyboard", async ({ page }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = await live(nav.getByRole("button", { name: "Resources" }));
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /Prompt Guide/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(resourcesMenu.items[0]!.href);
  });

  test("the top links lead to their pages, on this host", async ({ page, request }) => {
    // The AI trainer lives on its own domain, which the page's link names…
    const html = await (await request.get("/")).text();
    expect(html).toContain(`href="${canonicalUrl(canonicalPath("ai-trainer"))}"`);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // …but on a local or preview host, which serves both domains' pages, it stays on that host,
    // whether or not the header is live yet.
    const aiTrainer = nav.getByRole("link", { name: "AI Trainer" });
    await expect(aiTrainer).toHaveAttribute("href", canonicalPath("ai-trainer"));
    await nav.getByRole("link", { name: "Software Reps" }).click();
    await expect(page).toHaveURL("/software-reps");
    await aiTrainer.click();
    await expect(page).toHaveURL(`/${site.brandSlug}-ai-trainer`);
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await page
      .getByRole("link", { name: `${site.brand} home` })
      .first()
      .click();
    await expect(page).toHaveURL("/");
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
    await menu.getByRole("button", { name: "Services" }).click();
    await expect(menu.getByRole("link", { name: /Lead Generation/ })).toBeVisible();
    await menu.getByRole("button", { name: "Resources" }).click();
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

test.describe("footer", () => {
  test("has four columns, social links in new tabs, mailto, city line and booking", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const heading of ["Services", "Resources", "Contact"]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const profile of site.social) {
      const link = footer.getByRole("link", { name: new RegExp(`on ${profile.name}`) });
      await expect(link).toHaveAttribute("href", profile.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer.getByRole("link", { name: site.emails.general })).toHaveAttribute(
      "href",
      `mailto:${site.emails.general}`,
    );
    await expect(footer).toContainText(site.cityLine);
    const booking = footer.getByRole("link", { name: /Book a Call/ });
    await expect(booking).toHaveAttribute("href", site.bookingUrl);
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.brand}`);
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
  });

  test("every external link opens in a new tab without the opener", async ({ page }) => {
    await page.goto("/");
    // Links to the site's other domain are part of the site: they open in the same tab.
    const ownDomains = Object.values(site.domains).map(
      (domain) => `:not([href^="https://${domain}/"])`,
    );
    const external = page.locator(`a[href^="http"]${ownDomains.join("")}`);
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
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
