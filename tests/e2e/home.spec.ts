import type { Page } from "@playwright/test";

import { freeGuide } from "~/content/home";
import { DEMO_THEME_STORAGE_KEY } from "~/content/home-hero";
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

test.describe("hero", () => {
  // The demo's widgets (industries, nodes, tabs, the ROI calculator, the counters) are jsdom
  // tests: hero-demo.test, roi-calculator.test, live-results.test.
  test("keeps the demo dark in the light theme, stores its theme key, and counts once on screen", async ({
    page,
  }) => {
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

    // The counters start when the browser's IntersectionObserver reports them on screen.
    await page.getByRole("tab", { name: "Live Results" }).click();
    await expect(page.locator("[data-counting]")).toBeAttached();
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
