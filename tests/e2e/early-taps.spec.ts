import type { Locator, Page } from "@playwright/test";

import { testimonials } from "~/content/home";

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
    kind: "carousel",
    path: "/",
    component: "TestimonialCarousel",
    control: (page) => page.getByRole("button", { name: "View testimonial 3" }),
    answered: (_page, control) => expect(control).toHaveAttribute("aria-current", "true"),
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
        page.getByRole("button", { name: `View testimonial ${testimonials.length}` }),
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
    kind: "advisor",
    path: "/software-reps",
    component: "OnboardingAdvisor",
    control: (page) => page.locator("#onboarding-advisor button[data-value]").first(),
    answered: (page) =>
      expect(page.locator("#onboarding-advisor").getByText("Question 2 of 5")).toBeVisible(),
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

  test("a question opens natively, with no script at all", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services/app-development");
    const question = page.locator("#faq details").nth(1);
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open");
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
    await context.close();
  });

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
    const services = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("data-held");
    script.release();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(services).not.toHaveAttribute("data-held");
  });

  test("the theme switch answers the last of two taps made before the page's script runs", async ({
    page,
  }) => {
    const script = await holdPageScript(page, "/privacy");
    await page.goto("/privacy", { waitUntil: "commit" });
    const services = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Services" });
    // Named by the theme it switches to: "light" now, "dark" once answered.
    const themeSwitch = page
      .getByRole("contentinfo")
      .getByRole("button", { name: /^Switch to (light|dark) theme$/ });
    await services.click();
    await themeSwitch.click();
    await expect(services).not.toHaveAttribute("data-held");
    await expect(themeSwitch).toHaveAttribute("data-held");
    await expect(page.locator("html")).toHaveClass(/dark/);
    script.release();
    await expect(page.locator("html")).toHaveClass(/light/);
    await expect(themeSwitch).not.toHaveAttribute("data-held");
    await expect(services).toHaveAttribute("aria-expanded", "false");
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

  test("a second tap answers once: the carousel moves to the dot last tapped", async ({ page }) => {
    const code = await openWithIslandHeld(page, "/", "TestimonialCarousel");
    const third = page.getByRole("button", { name: "View testimonial 3" });
    const fifth = page.getByRole("button", { name: "View testimonial 5" });
    await third.scrollIntoViewIfNeeded();
    await third.click();
    await fifth.click();
    await expect(third).not.toHaveAttribute("data-held");
    await expect(fifth).toHaveAttribute("data-held");
    code.release();
    await expect(fifth).toHaveAttribute("aria-current", "true");
    await expect(third).not.toHaveAttribute("aria-current", "true");
  });

  test("an empty form's submit before its island is live: the browser flags a field at once", async ({
    page,
  }) => {
    const path = "/grevvy-ai-trainer-support";
    const code = await openWithIslandHeld(page, path, "DemoForm");
    const form = page.locator("#trainer-demo-form");
    const submit = form.getByRole("button", { name: "Request Demo" });
    await submit.scrollIntoViewIfNeeded();
    await expect(islandOf(submit)).toHaveAttribute("ssr");
    await submit.click();
    // The browser's own check: it moves to the first field left empty and sends nothing.
    await expect(form.locator("[name=fullName]")).toBeFocused();
    await expect(submit).not.toHaveAttribute("data-held");
    code.release();
    await expect(islandOf(submit)).not.toHaveAttribute("ssr");
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(submit).not.toHaveAttribute("data-held");
  });

  // A send held while the form's code loads: the browser flags the first empty field at once,
  // and the form's own messages follow once it is live; the page is never left.
  const heldSends = [
    {
      kind: "a first-screen form (client:interaction)",
      path: "/sales-resources",
      component: "RequestResources",
      form: "#request-resources form",
      firstField: "firstName",
      messages: ["First name is required"],
    },
    {
      kind: "a form below the first screen (client:near)",
      path: "/software-reps",
      component: "PartnerContactForm",
      form: "#contact-form",
      firstField: "name",
      messages: ["Name must be at least 2 characters.", "Company name is required."],
    },
  ];
  for (const held of heldSends) {
    test(`${held.kind} sent while its code loads: the browser flags a field at once, the form's messages follow`, async ({
      page,
    }) => {
      const code = await openWithIslandHeld(page, held.path, held.component);
      const form = page.locator(held.form);
      const submit = form.locator("button[type=submit]");
      const firstField = form.locator(`[name=${held.firstField}]`);
      await submit.scrollIntoViewIfNeeded();
      await expect(islandOf(submit)).toHaveAttribute("ssr");
      await submit.click();
      await expect(submit).toHaveAttribute("data-held");
      await expect(firstField).toBeFocused();
      await expect(form.locator('p[id$="-error"]')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${held.path}$`));
      code.release();
      for (const message of held.messages) await expect(form.getByText(message)).toBeVisible();
      await expect(submit).not.toHaveAttribute("data-held");
      await expect(firstField).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${held.path}$`));
    });
  }

  test("a jump to a widget's section wakes its island before the glide brings it near", async ({
    page,
  }) => {
    const code = await openWithIslandHeld(page, "/resources/ai-tools", "ToolAccessForm");
    const section = page.locator("#lead-form");
    await expect(section).not.toBeInViewport();
    // What every in-page link and call to action does as its glide starts (app/lib/scroll.ts).
    await section.evaluate((element: HTMLElement) => {
      element.tabIndex = -1;
      element.focus({ preventScroll: true });
    });
    await code.requested();
    await expect(section).not.toBeInViewport();
    code.release();
    await expect(islandOf(section.locator("form"))).not.toHaveAttribute("ssr");
  });

  test("typing into a form field before its island is live is never held", async ({ page }) => {
    const code = await openWithIslandHeld(page, "/services/revops-consulting", "DiscoveryForm");
    const first = page
      .locator("#consultation form")
      .getByRole("textbox", { name: "First Name", exact: true });
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await page.keyboard.type("Morgan");
    await expect(first).not.toHaveAttribute("data-held");
    await expect(first).toHaveValue("Morgan");
    code.release();
    await expect(islandOf(first)).not.toHaveAttribute("ssr");
    await expect(first).toHaveValue("Morgan");
  });
});
