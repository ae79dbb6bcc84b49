import type { Page } from "@playwright/test";

import { freeGuide } from "~/content/home";
import { DEMO_THEME_STORAGE_KEY, counters, industries, networkLabels } from "~/content/home-hero";
import { canonicalPath } from "~/content/page-paths";
import { formatCounter } from "~/lib/counters";
import { leadSchemas } from "~/lib/lead-schemas";

import { expect, live, setTheme, test } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

/** The island of the testimonial carousel. */
const carouselIsland = (page: Page) => page.locator("astro-island:has([data-carousel])");

async function openHome(page: Page) {
  await page.goto("/");
  // The hero demo wakes at the visitor's first sign of life: a key let go of.
  await page.keyboard.press("Shift");
  // A cold development server can take a while to hydrate; the production build is quick.
  await expect(page.locator("astro-island:has([data-hero-demo])")).not.toHaveAttribute("ssr", {
    timeout: 30_000,
  });
}

/** Fake timers, paused: time moves only when the test calls `page.clock.runFor`. */
async function pauseClock(page: Page) {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("hero", () => {
  test("keeps the demo dark in the light theme and stores the demo theme key", async ({ page }) => {
    await setTheme(page, "light");
    await openHome(page);
    await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
    const demo = page.locator("[data-hero-demo]");
    await expect(demo).toHaveClass(/(^|\s)dark(\s|$)/);
    const panelBackground = await demo
      .locator(":scope > div")
      .nth(1)
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(panelBackground).toMatch(/^(rgba?\(2, 6, 23|oklab|color)/);
    expect(await page.evaluate((key) => localStorage.getItem(key), DEMO_THEME_STORAGE_KEY)).toBe(
      "dark",
    );
  });
});

test.describe("hero demo", () => {
  test("one load: industries change the caption and closing text, nodes light their links, tabs by arrow keys", async ({
    page,
  }) => {
    // Three widgets' checks on one load: the time of three tests.
    test.setTimeout(180_000);
    await openHome(page);
    // Choosing an industry changes the caption and the closing text.
    const caption = page.locator("[data-demo-caption]");
    const closing = page.locator("[data-demo-closing]");
    await expect(caption).toHaveText("Interactive AI Demo - Click to Explore");
    await expect(closing.getByRole("heading")).toHaveText("Ready to Transform Your Business?");

    for (const industry of industries) {
      const button = page.getByRole("button", {
        name: new RegExp(`^${escapeRegExp(industry.name)}\\b`),
      });
      await expect(button).toContainText(`+${industry.metrics.efficiency} efficiency`);
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(caption).toHaveText(`${industry.name} Solutions Ready`);
      await expect(closing).toContainText(
        `Leaders in ${industry.name} increased efficiency by ${industry.metrics.efficiency}`,
      );
      const metrics = page.locator("[data-hero-demo] dl").last();
      await expect(metrics).toContainText(industry.metrics.growth);
      await expect(metrics).toContainText(industry.metrics.satisfaction);
    }

    // Hovering or focusing a node lights it, the core and its links.
    const node = page.locator('[data-node="sales-forecast"]');
    const core = page.locator('[data-node="core"]');
    const activeLinks = page.locator("[data-network-links] line[data-active]");
    await expect(activeLinks).toHaveCount(0);

    await node.hover();
    await expect(node).toHaveAttribute("data-active", "true");
    await expect(core).toHaveAttribute("data-active", "true");
    await expect(page.locator("[data-node][data-active]")).toHaveCount(2);
    // The forecasting node touches the core and the data-quality node.
    await expect(activeLinks).toHaveCount(2);
    await expect(page.locator("[data-hero-demo]")).toContainText(networkLabels.sales);
    await expect(page.getByRole("img", { name: /AI network/ })).toContainText(networkLabels.core);

    await page.mouse.move(5, 890);
    await expect(page.locator("[data-node][data-active]")).toHaveCount(0);
    await expect(activeLinks).toHaveCount(0);

    await page.locator('[data-node="marketing-content"]').focus();
    await expect(page.locator('[data-node="marketing-content"]')).toHaveAttribute(
      "data-active",
      "true",
    );
    await expect(activeLinks).toHaveCount(2);
    await expect(page.locator("[data-hero-demo]")).toContainText(networkLabels.marketing);

    await page.locator('[data-node="operations-data"]').focus();
    await expect(page.locator("[data-hero-demo]")).toContainText(networkLabels.operations);

    await core.hover();
    await expect(activeLinks).toHaveCount(7);

    // Tabs: AI Network by default, operable with the arrow keys.
    const network = page.getByRole("tab", { name: "AI Network" });
    const roi = page.getByRole("tab", { name: "ROI Calculator" });
    const results = page.getByRole("tab", { name: "Live Results" });
    await expect(network).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("[data-node]")).toHaveCount(8);

    await network.focus();
    await page.keyboard.press("ArrowRight");
    await expect(roi).toBeFocused();
    await expect(roi).toHaveAttribute("aria-selected", "true");
    // The calculator's code is fetched when its tab is first chosen.
    await expect(page.getByRole("slider", { name: "Annual revenue" })).toBeVisible({
      timeout: 15_000,
    });

    await page.keyboard.press("ArrowRight");
    await expect(results).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("[data-counter]")).toHaveCount(4);

    await page.keyboard.press("ArrowRight");
    await expect(network).toHaveAttribute("aria-selected", "true");
    await roi.click();
    await expect(roi).toHaveAttribute("aria-selected", "true");
  });

  test("sliders drive the ROI result and its popover", async ({ page }) => {
    await openHome(page);
    await page.getByRole("tab", { name: "ROI Calculator" }).click();
    const revenue = page.getByRole("slider", { name: "Annual revenue" });
    const team = page.getByRole("slider", { name: "Team size" });
    const total = page.locator("[data-roi-total]");
    await expect(revenue).toBeVisible({ timeout: 15_000 });

    await expect(revenue).toHaveAttribute("aria-valuemin", "50000");
    await expect(revenue).toHaveAttribute("aria-valuemax", "1000000");
    await expect(revenue).toHaveAttribute("aria-valuenow", "100000");
    await expect(revenue).toHaveAttribute("aria-valuetext", "$100,000");
    await expect(team).toHaveAttribute("aria-valuemin", "5");
    await expect(team).toHaveAttribute("aria-valuemax", "100");
    await expect(team).toHaveAttribute("aria-valuenow", "10");
    await expect(total).toHaveText("$55,000");

    await revenue.focus();
    await page.keyboard.press("ArrowRight");
    await expect(revenue).toHaveAttribute("aria-valuenow", "110000");
    await expect(total).toHaveText("$60,500");
    await page.keyboard.press("End");
    await expect(total).toHaveText("$90,000");
    await page.keyboard.press("Home");
    await expect(revenue).toHaveAttribute("aria-valuenow", "50000");
    await expect(total).toHaveText("$27,500");
    await team.focus();
    await page.keyboard.press("ArrowRight");
    await expect(team).toHaveAttribute("aria-valuenow", "15");

    // Opens on hover, with the breakdown and the analysis link.
    const popover = page.getByRole("dialog", { name: "ROI breakdown" });
    await page.locator("[data-roi-trigger]").hover();
    await expect(popover).toBeVisible();
    await expect(popover).toContainText("$15,000");
    await expect(popover).toContainText("$12,500");
    await expect(popover.locator("[data-roi-popover-total]")).toHaveText("$27,500");
    const analysis = popover.getByRole("link", { name: /Get Personalized Analysis/ });
    await expect(analysis).toHaveAttribute("href", "/contact");
    await page.mouse.move(5, 890);
    await expect(popover).toBeHidden();

    // Opens on keyboard focus, and Tab reaches the link inside it.
    await team.focus();
    await expect(popover).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(page.locator("[data-roi-trigger]")).toBeFocused();
    await expect(popover).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(analysis).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
  });

  test("live counters count up once visible and stop on their targets after 3 s", async ({
    page,
  }) => {
    await pauseClock(page);
    await openHome(page);
    await page.getByRole("tab", { name: "Live Results" }).click();
    const revenue = page.locator('[data-counter="revenue"] dd');
    await expect(revenue).toHaveText("$0");
    // They start when the browser reports them on screen, which the paused clock does not hold.
    await expect(page.locator("[data-counting]")).toBeAttached();
    await page.clock.runFor(500);
    await expect(revenue).not.toHaveText("$0");
    await expect(revenue).not.toHaveText("$2.4M");
    // 3 s in all, and the frame that draws them (frames are 16 ms apart on this clock).
    await page.clock.runFor(2500 + 16);
    for (const counter of counters) {
      await expect(page.locator(`[data-counter="${counter.id}"] dd`)).toHaveText(
        formatCounter(counter.target, counter.format),
      );
    }
    await expect(page.locator('[data-tile="users"]')).toContainText("2.4k");
    await expect(page.locator('[data-tile="success"]')).toContainText("98%");
  });
});

test.describe("sections", () => {
  test("AI trainer promo leads to the AI trainer page", async ({ page }) => {
    await openHome(page);
    // The page names the AI trainer's own domain (below); this local server serves both, so
    // here the link stays on it.
    const promo = page.getByRole("link", { name: "Start Free Demo" });
    await expect(promo).toHaveAttribute("href", canonicalPath("ai-trainer"));
    await promo.click();
    await expect(page).toHaveURL(canonicalPath("ai-trainer"));
  });
});

test.describe("testimonial carousel", () => {
  const current = (page: Page) => page.locator("[data-carousel] [data-current]");
  const rotation = (page: Page) => page.locator("[data-carousel-rotation]");
  /** Nothing of the visitor's is on the carousel: pointer away, focus elsewhere. */
  async function leave(page: Page) {
    await page.mouse.move(5, 5);
  }

  /**
   * Brings the carousel on screen and waits for its section to finish fading in: a section
   * still sliding up would move a dot out from under the pointer that just clicked it.
   */
  async function showCarousel(page: Page) {
    await page.locator("[data-carousel]").scrollIntoViewIfNeeded();
    const section = page.locator("#testimonials");
    await expect(section).not.toHaveAttribute("data-fade", "hidden");
    await section.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
  }

  // The timer, holds and Pause are tested on fake timers (tests/unit/testimonial-carousel.test.tsx);
  // whether a click's focus holds it depends on the browser's :focus-visible.
  test("resumes after a dot or arrow click once the pointer leaves", async ({ page }) => {
    await pauseClock(page);
    await openHome(page);
    await live(page.locator("[data-carousel]"));
    await showCarousel(page);
    // The click leaves focus on the dot; only the pointer over it holds the carousel.
    await page.getByRole("button", { name: "View testimonial 3" }).click();
    await expect(current(page)).toHaveAttribute("data-slide", "2");
    await page.clock.runFor(20_000);
    await expect(current(page)).toHaveAttribute("data-slide", "2");
    await leave(page);
    await page.clock.runFor(8000);
    await expect(current(page)).toHaveAttribute("data-slide", "3");
    await expect(rotation(page)).toHaveAccessibleName("Pause testimonials");

    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(current(page)).toHaveAttribute("data-slide", "4");
    await leave(page);
    await page.clock.runFor(8000);
    await expect(current(page)).toHaveAttribute("data-slide", "5");
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(current(page)).toHaveAttribute("data-slide", "4");
    await leave(page);
    await page.clock.runFor(8000);
    await expect(current(page)).toHaveAttribute("data-slide", "5");
  });

  test("starts for a visitor who arrives at #testimonials, without a scroll", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/#testimonials");
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await expect(carouselIsland(page)).not.toHaveAttribute("ssr", { timeout: 15_000 });
    // Its timer is set once React has hydrated it, which can come after Astro marks the island
    // live: time moves a second at a time until the next slide shows (the 8 s are a fake-timer
    // unit test).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return current(page).getAttribute("data-slide");
        },
        { timeout: 30_000 },
      )
      .toBe("1");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("starts for a visitor whose scroll position is restored below the services", async ({
    page,
  }) => {
    await openHome(page);
    await page.locator("#testimonials").evaluate((section) => section.scrollIntoView());
    const position = await page.evaluate(() => window.scrollY);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(position - 100);
    // The services block above is well above what the visitor sees.
    const servicesBottom = () =>
      page.locator("#services").evaluate((section) => section.getBoundingClientRect().bottom);
    expect(await servicesBottom()).toBeLessThan(-300);
    await expect(carouselIsland(page)).not.toHaveAttribute("ssr", { timeout: 15_000 });
    expect(await servicesBottom()).toBeLessThan(-300);
  });
});

/**
 * Brings the free-guide section on screen and waits until its form card, an island, is live.
 * Under a paused clock, time has to move for the island to start.
 */
async function openFreeGuide(page: Page, { pausedClock = false } = {}) {
  const section = page.locator("section#free-guide");
  await section.scrollIntoViewIfNeeded();
  const island = section.locator("astro-island");
  await expect
    .poll(
      async () => {
        if (pausedClock) await page.clock.runFor(100);
        return island.getAttribute("ssr");
      },
      { timeout: 30_000 },
    )
    .toBeNull();
  return section;
}

test.describe("free-guide form", () => {
  test("the browser's checks come first: every field required, then the site's address rule; nothing typed is lost", async ({
    page,
  }) => {
    const bodies: { data: { email: string } }[] = [];
    await page.route("**/api/leads", (route) => {
      bodies.push(route.request().postDataJSON() as (typeof bodies)[number]);
      return route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"t"}' });
    });
    await openHome(page);
    const section = await openFreeGuide(page);
    const name = section.getByRole("textbox", { name: "Full Name" });
    const email = section.getByRole("textbox", { name: "Business Email" });
    const company = section.getByRole("textbox", { name: "Company" });
    for (const field of [name, email, company]) {
      await expect(field).toHaveAttribute("required", "");
    }
    await expect(email).toHaveAttribute("type", "email");
    await expect(section.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );

    await section.getByRole("button", { name: freeGuide.submitLabel }).click();
    expect(await name.evaluate((node: HTMLInputElement) => node.validity.valueMissing)).toBe(true);
    await name.fill("Jordan Lee");
    await email.fill("jordan@");
    await company.fill("Acme");
    await section.getByRole("button", { name: freeGuide.submitLabel }).click();
    expect(await email.evaluate((node: HTMLInputElement) => node.validity.valid)).toBe(false);
    expect(bodies).toEqual([]);

    const addresses = [
      "jo@localhost",
      "jo@acme.com",
      "first.last+tag@mail.acme.co.uk",
      "o'neil@example.ie",
      "a%b@x.com",
      "x!y@x.com",
      "a..b@example.com",
      "a@b",
      "jo@acme",
      "jo@-acme.com",
      "jo@acme-.com",
      "jo@acme..com",
      "jo@acme.com.",
      "jo@acme_corp.com",
      "jo@",
      "@acme.com",
      "jo acme@acme.com",
      '"jo"@acme.com',
      "jo@[127.0.0.1]",
      `jo@${"a".repeat(63)}.com`,
      `jo@${"a".repeat(64)}.com`,
    ];
    // The schema never takes what the browser refuses, so the browser's verdict comes first. The
    // field's own verdict on each, in one call: it judges the value, however it was set.
    const browserTakes = await email.evaluate((node: HTMLInputElement, values) => {
      const verdicts = values.map((value) => {
        node.value = value;
        return node.validity.valid;
      });
      node.value = "";
      return verdicts;
    }, addresses);
    const refusedByBrowser = addresses.filter((_, index) => !browserTakes[index]);
    expect(refusedByBrowser.length).toBeGreaterThan(0);
    const takenBySchema = refusedByBrowser.filter(
      (address) =>
        leadSchemas["free-guide"].safeParse({ name: "Jo", email: address, company: "Acme" })
          .success,
    );
    expect(takenBySchema).toEqual([]);

    await section.getByRole("textbox", { name: "Full Name" }).fill("Jo Park");
    await email.fill("jo@localhost");
    await section.getByRole("textbox", { name: "Company" }).fill("Acme");
    await section.getByRole("button", { name: freeGuide.submitLabel }).click();
    await expect(section.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("jo@localhost");
    await expect(section.getByRole("textbox", { name: "Full Name" })).toHaveValue("Jo Park");
    expect(bodies).toEqual([]);

    await email.fill("jo@acme.com");
    await section.getByRole("button", { name: freeGuide.submitLabel }).click();
    await expect(section.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(bodies.map((body) => body.data.email)).toEqual(["jo@acme.com"]);
  });

  test("the form's code stays out of the page's first load", async ({ page }) => {
    // The form card's island, and the form libraries (their chunk group in astro.config.mjs).
    const formCode = /\/assets\/(free-guide-card|forms)\.[\w-]+\.js$/;
    const formChunks: string[] = [];
    page.on("request", (request) => {
      if (formCode.test(request.url())) formChunks.push(request.url());
    });
    const response = await page.goto("/");
    expect(await response!.text()).not.toMatch(/<link[^>]*modulepreload/);
    // The first screen is live, and still nothing of the form has been asked for.
    await live(page.locator("[data-hero-demo]"));
    expect(formChunks).toEqual([]);
    await openFreeGuide(page);
    expect(formChunks.length).toBeGreaterThan(0);
  });
});
