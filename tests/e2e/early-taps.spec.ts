import type { Locator, Page } from "@playwright/test";

import { testimonialsSeed } from "~/content/testimonials";

import { expect as baseExpect, holdRequests, islandCode, test } from "./fixtures";

// With the CPU four times slower, a widget, and the form it fills, take longer to wake.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * A tap on a widget before its island is live (its code held on the way, the phone's CPU four
 * times slower) shows as pressed at once and is answered, once, when the island wakes.
 */

/** Holds the page's own script (the header's controls, the theme switch) on its way. */
async function holdPageScript(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const pageScript = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
  return holdRequests(page, `**${pageScript}`);
}

/** Opens `path` with the code of its island `component` held on the way; release it to wake it. */
async function openWithIslandHeld(page: Page, path: string, component: string) {
  const code = await holdRequests(page, `**${await islandCode(page, path, component)}`);
  await page.goto(path);
  return code;
}

const islandOf = (locator: Locator) => locator.locator("xpath=ancestor::astro-island[1]");

interface EarlyTap {
  kind: string;
  path: string;
  component: string;
  control: (page: Page) => Locator;
  /** The widget's answer to the tap. */
  answered: (page: Page, control: Locator) => Promise<void>;
  press?: "tap" | "Enter" | "Space";
}

const cases: EarlyTap[] = [
  {
    kind: "tab",
    path: "/services/software-onboarding",
    component: "SupportTierTabs",
    control: (page) => page.getByRole("tab", { name: "Gold" }),
    answered: (_page, control) => expect(control).toHaveAttribute("aria-selected", "true"),
  },
  {
    kind: "tab, from the keyboard",
    path: "/hubspot-crm-pricing",
    component: "HubPriceTables",
    control: (page) => page.getByRole("tab", { name: "Enterprise" }).first(),
    answered: (_page, control) => expect(control).toHaveAttribute("aria-selected", "true"),
    press: "Enter",
  },
  {
    // Tapped at its centre, on the arrow's icon: the press lands on an SVG element.
    kind: "carousel arrow",
    path: "/",
    component: "TestimonialCarousel",
    control: (page) => page.getByRole("button", { name: "Previous testimonial" }),
    // Back from the first to the last: the carousel's own rotation would go forward instead.
    answered: (page) =>
      expect(
        page.getByRole("button", { name: `View testimonial ${testimonialsSeed.home.length}` }),
      ).toHaveAttribute("aria-current", "true"),
  },
  {
    kind: "calculator",
    path: "/software-reps",
    component: "OnboardingCalculator",
    control: (page) => page.getByRole("button", { name: "Apply Marketing Growth" }),
    answered: (page) => expect(page.getByTestId("quote-total")).toHaveText("$4,500"),
  },
  {
    kind: "plan button",
    path: "/services/revops-consulting",
    component: "RevopsPackages",
    control: (page) => page.getByRole("link", { name: "Select Ignite" }),
    answered: async (page) => {
      await expect(page).toHaveURL(/#consultation$/);
      await expect(
        page.locator("#consultation form").getByRole("combobox", { name: "Package" }),
      ).toHaveValue("ignite");
    },
  },
];

test.describe("a tap while a widget wakes", () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  });

  for (const early of cases) {
    test(`${early.kind} is answered once its island is live`, async ({ page, consoleErrors }) => {
      const code = await openWithIslandHeld(page, early.path, early.component);
      const control = early.control(page);
      // The visitor jumps to the widget and taps at once.
      await control.scrollIntoViewIfNeeded();
      await expect(islandOf(control)).toHaveAttribute("ssr");
      if (early.press && early.press !== "tap") {
        await control.focus();
        await page.keyboard.press(early.press);
      } else {
        await control.click();
      }
      await expect(control).toHaveAttribute("data-held");
      await expect(islandOf(control)).toHaveAttribute("ssr");
      code.release();
      await early.answered(page, control);
      await expect(control).not.toHaveAttribute("data-held");
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the phone menu opens on a tap made before the page's script runs", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const script = await holdPageScript(page, "/privacy");
    await page.goto("/privacy", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    script.release();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("a header dropdown opens on a tap made before the page's script runs", async ({ page }) => {
    const script = await holdPageScript(page, "/privacy");
    await page.goto("/privacy", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    const item = nav.getByRole("link", { name: /^Website Services/ });
    await expect(item).toBeVisible();
    script.release();
    await nav.getByRole("button", { name: "Resources" }).click();
    await expect(item).toBeHidden();
    await expect(nav.getByRole("link", { name: /Cheat Sheets/ })).toBeVisible();
  });

  test("the theme switch answers a tap made before the page's script runs", async ({ page }) => {
    const script = await holdPageScript(page, "/privacy");
    await page.goto("/privacy", { waitUntil: "commit" });
    // Named by the theme it switches to.
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: "Switch to light theme" })
      .click();
    await expect(page.locator("html")).toHaveClass(/light/);
    script.release();
    await expect(page.locator("html")).toHaveClass(/light/);
  });

  test("a slider tapped before its island is live keeps the count, and it is priced", async ({
    page,
  }) => {
    const path = "/pricing/website-design";
    const code = await openWithIslandHeld(page, path, "PageEstimator");
    const slider = page.getByRole("slider", { name: "How many pages does your site have?" });
    await slider.scrollIntoViewIfNeeded();
    await expect(islandOf(slider)).toHaveAttribute("ssr");
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    const tapped = await slider.inputValue();
    expect(Number(tapped)).toBeGreaterThan(1);
    await expect(slider).not.toHaveAttribute("data-held");
    code.release();
    await expect(islandOf(slider)).not.toHaveAttribute("ssr");
    await expect(page.getByRole("spinbutton", { name: "Pages" })).toHaveValue(tapped);
    await expect(page.getByTestId("page-estimate")).toContainText("$");
  });

  // The browser flags the first empty field at once, and the form's own messages follow once it
  // is live; the page is never left.
  test("a form sent while its code loads is sent once it is live", async ({ page }) => {
    const path = "/software-reps";
    const code = await openWithIslandHeld(page, path, "PartnerContactForm");
    const form = page.locator("#contact-form");
    const submit = form.locator("button[type=submit]");
    const firstField = form.locator("[name=name]");
    await submit.scrollIntoViewIfNeeded();
    await expect(islandOf(submit)).toHaveAttribute("ssr");
    await submit.click();
    await expect(submit).toHaveAttribute("data-held");
    await expect(firstField).toBeFocused();
    await expect(form.locator('p[id$="-error"]')).toHaveCount(0);
    code.release();
    await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(form.getByText("Company name is required.")).toBeVisible();
    await expect(submit).not.toHaveAttribute("data-held");
    await expect(firstField).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
});
