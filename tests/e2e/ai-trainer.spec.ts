import { site } from "~/config/site";
import {
  TEAM_SIZE_MAX,
  TEAM_TOTAL_WITHOUT_SIZE,
  teamSizeNote,
  teamSizeProblems,
} from "~/content/ai-trainer-plans";
import { formatNumber } from "~/lib/format";
import type { Locator, Page } from "@playwright/test";

import { answerLeads, expect, holdRequests, islandCode, live, pauseClock, test } from "./fixtures";
import { storedLeadWith } from "./stored-leads";

const LANDING = "/grevvy-ai-trainer-support";
const PRODUCT = "/grevvy-ai-trainer";
const WAIT_MS = 1500;
const SUCCESS = {
  title: "Thanks! We'll be in touch within 24 hours.",
  description: "Your request has reached our team. Look out for an email from us.",
};

test.use({ contextOptions: { reducedMotion: "reduce" } });

async function open(page: Page, path: string) {
  await page.clock.install();
  const sent = await answerLeads(page);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return sent;
}

/**
 * Waits until the island of `component`, one that hydrates when the browser is idle and shows
 * nothing until then (the floating link), is live.
 */
async function idleIslandLive(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-export="${component}"]`)).not.toHaveAttribute(
    "ssr",
  );
}

/** Console errors, minus the hot-reload notices a dev server prints when other files change. */
function appErrors(errors: string[]) {
  return errors.filter((error) => !/\[vite\]/.test(error));
}

/** Submits, sees the busy label, skips the wait and expects the success notification. */
async function submitAndConfirm(page: Page, scope: Locator, submit: string) {
  await pauseClock(page);
  await scope.getByRole("button", { name: submit }).click();
  const busy = scope.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await page.clock.fastForward(WAIT_MS);
  await expect(page.getByText(SUCCESS.title, { exact: true })).toBeVisible();
  await expect(page.getByText(SUCCESS.description, { exact: true })).toBeVisible();
}

/** Fields the browser refuses to submit empty. */
async function missingFields(form: Locator) {
  return form.evaluate((element) =>
    [...(element as HTMLFormElement).elements]
      .filter((field) => (field as HTMLInputElement).validity?.valueMissing)
      .map((field) => (field as HTMLInputElement).name),
  );
}

test.describe("AI trainer landing page", () => {
  test("shows the floating Request Demo link only past 50 px of scroll", async ({ page }) => {
    await open(page, LANDING);
    await idleIslandLive(page, "FloatingDemoLink");
    const link = page.getByRole("link", { name: /^Request Demo/ });
    await expect(link).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.clock.runFor(100);
    await expect(link).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", site.bookingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(link).toHaveCount(0);
  });

  test("hides the floating Request Demo link while the footer is on screen", async ({ page }) => {
    await open(page, LANDING);
    await idleIslandLive(page, "FloatingDemoLink");
    const link = page.getByRole("link", { name: /^Request Demo/ });
    const footer = page.locator("#site-footer");
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(link).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(footer).toBeInViewport();
      await expect(link).toHaveCount(0);
      // Nothing covers the footer's bottom row.
      await footer.getByRole("button", { name: /^Switch to (light|dark) theme$/ }).click({
        trial: true,
      });
      await footer.getByRole("link", { name: "Terms of Service" }).click({ trial: true });

      // Back above the footer, the link returns.
      await footer.evaluate((element) =>
        window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight - 100),
      );
      await expect(footer).not.toBeInViewport();
      await expect(link).toBeVisible();
    }
  });

  // Every band and its edges: team-plans.test (jsdom). Here the island live in the page, one size
  // of each kind, and the note's call for larger teams.
  test("team plans price the team size by band, and say where the page stops", async ({ page }) => {
    await open(page, LANDING);
    const pricing = page.locator("#pricing");
    await (await live(pricing.getByRole("tab", { name: "Team Plans" }))).click();
    await expect(pricing.getByRole("tab", { name: "Team Plans" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const size = pricing.getByRole("spinbutton", { name: "Team size (users)" });
    const basic = pricing.getByTestId("team-total-team-basic");
    const pro = pricing.getByTestId("team-total-team-pro");

    await size.fill("11");
    await expect(basic).toContainText("11-20 users: $10 per user");
    await expect(basic).toContainText("$110/month");
    await expect(pro).toContainText("11-20 users: $30 per user");
    await expect(pro).toContainText("$330/month");
    await size.fill("1001");
    await expect(size).toHaveValue("1001");
    await expect(basic).toContainText("21+ users: $8 per user");
    await expect(basic).toContainText("$8,008/month");
    await expect(pro).toContainText("$25,025/month");

    // Above the largest team priced online the field says why and no price shows.
    await size.fill(String(TEAM_SIZE_MAX * 2));
    await expect(size).toHaveValue(String(TEAM_SIZE_MAX * 2));
    await expect(size).toHaveAttribute("aria-invalid", "true");
    await expect(
      pricing.getByText(teamSizeProblems["too-large"](formatNumber(TEAM_SIZE_MAX))),
    ).toBeVisible();
    await expect(basic).toContainText(TEAM_TOTAL_WITHOUT_SIZE);
    await expect(basic).not.toContainText("/month");

    await expect(pricing).toContainText("Team Enterprise");
    await expect(pricing).toContainText("24/7 support");
    await expect(pricing).toContainText("$5/month per team");
    for (const saving of ["Save 20%", "Save 25%", "Save 37.5%"]) {
      await expect(pricing).toContainText(saving);
    }

    // The largest size priced here is stated beside the field, with a call for larger teams.
    await expect(pricing.getByText(teamSizeNote.limit(formatNumber(TEAM_SIZE_MAX)))).toBeVisible();
    await pricing.getByRole("button", { name: teamSizeNote.action, exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Book a Call" })).toBeVisible();
  });

  test("the page's links glide to their sections; the demo request form validates, sends and resets", async ({
    page,
    consoleErrors,
  }) => {
    const sent = await open(page, LANDING);
    for (const [name, target] of [
      ["Learn More", "features"],
      ["Get Access Now", "pricing"],
      ["See More Reviews", "testimonials"],
      ["Start Your Free Trial", "pricing"],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${target}$`));
      await expect(page.locator(`#${target}`)).toBeInViewport();
    }

    const section = page.locator("#lead-capture");
    const form = section.locator("form");
    await live(form);
    await expect(form.getByLabel("Full Name")).toBeVisible();

    await form.getByRole("button", { name: "Request Demo" }).click();
    expect(await missingFields(form)).toEqual(["fullName", "workEmail"]);
    expect(sent).toEqual([]);

    await form.getByLabel("Full Name").fill("Dana Reyes");
    await form.getByLabel("Work Email").fill("dana@example.com");
    await form.getByLabel("Company", { exact: true }).fill("Reyes Logistics");
    await form.getByLabel("Company Size").selectOption("11-50");
    await submitAndConfirm(page, form, "Request Demo");
    expect(sent).toEqual([
      expect.objectContaining({
        form: "trainer-demo",
        data: {
          fullName: "Dana Reyes",
          workEmail: "dana@example.com",
          company: "Reyes Logistics",
          companySize: "11-50",
        },
      }),
    ]);
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Company Size")).toHaveValue("");
    expect(appErrors(consoleErrors)).toEqual([]);
  });

  test("the popup's code loads as a plan's button comes into view, before any tap", async ({
    page,
  }) => {
    const popupCode: string[] = [];
    page.on("request", (request) => {
      if (/\/lead-popup-dialog\.[\w-]+\.js$/.test(request.url())) popupCode.push(request.url());
    });
    // The plans' own island is held: the prerendered buttons are enough.
    const plans = await holdRequests(page, `**${await islandCode(page, PRODUCT, "TrainerPlans")}`);
    await open(page, PRODUCT);
    await idleIslandLive(page, "LeadPopup");
    expect(popupCode).toEqual([]);

    await page.getByRole("button", { name: "Request Premium Access" }).scrollIntoViewIfNeeded();
    await expect.poll(() => popupCode.length).toBe(1);
    await expect(page.locator('astro-island[component-export="TrainerPlans"]')).toHaveAttribute(
      "ssr",
    );
    plans.release();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a plan opens the Book a Call popup with the plan named", async ({ page }) => {
    const sent = await open(page, LANDING);
    const choose = await live(page.getByRole("button", { name: "Request Premium Access" }));
    await choose.click();
    const dialog = page.getByRole("dialog", { name: "Book a Call" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Message")).toHaveValue("I'm interested in the Premium plan.");
    await expect(dialog.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    await expect(dialog.getByLabel("Work Email")).toHaveAttribute("type", "email");

    await dialog.getByRole("button", { name: "Book a Call" }).click();
    expect(await missingFields(dialog.locator("form"))).toEqual(["fullName", "workEmail"]);

    await dialog.getByLabel("Full Name").fill("Sam Lee");
    await dialog.getByLabel("Work Email").fill("sam@example.com");
    await dialog.getByLabel("Phone Number").fill("+1 512 555 0100");
    await submitAndConfirm(page, dialog, "Book a Call");
    // The dialog hands focus back on a timer: let time run again.
    await page.clock.resume();
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();
    expect(sent).toEqual([
      expect.objectContaining({
        form: "trainer-call",
        data: {
          fullName: "Sam Lee",
          workEmail: "sam@example.com",
          phone: "+1 512 555 0100",
          message: "I'm interested in the Premium plan.",
          plan: "premium",
          billing: "monthly",
        },
      }),
    ]);
  });
});

test("a team plan's Book a Call carries the plan and the team size typed", async ({ page }) => {
  await page.goto(LANDING);
  const pricing = page.locator("#pricing");
  await live(pricing.getByRole("tablist"));
  await pricing.getByRole("tab", { name: "Team Plans" }).click();
  await pricing.getByLabel("Team size (users)").fill("12");
  await pricing.getByRole("button", { name: "Request Team Pro Access" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Call" });
  await expect(dialog).toContainText("Team Pro for 12 users");
  // The plan is none of the visitor's fields: only what they type is.
  await expect(dialog.getByRole("textbox")).toHaveCount(4);

  const email = `team.${Date.now()}@example.com`;
  await dialog.getByLabel("Full Name").fill("Sam Lee");
  await dialog.getByLabel("Work Email").fill(email);
  await dialog.getByRole("button", { name: "Book a Call" }).click();
  await expect(page.getByText(SUCCESS.title, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await storedLeadWith(email))?.data)
    .toEqual({
      fullName: "Sam Lee",
      workEmail: email,
      phone: "",
      message: "I'm interested in the Team Pro plan.",
      plan: "team-pro",
      teamSize: 12,
    });

  // A plan chosen, the popup closed unsent, then opened with no plan: the request carries none.
  await pricing.getByRole("button", { name: "Request Team Basic Access" }).click();
  await dialog.getByLabel("Full Name").fill("Kim Ode");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await pricing.getByRole("button", { name: teamSizeNote.action, exact: true }).click();
  await expect(dialog).not.toContainText("Team Basic");
  await expect(dialog.getByLabel("Full Name")).toHaveValue("Kim Ode");
  const other = `call.${Date.now()}@example.com`;
  await dialog.getByLabel("Work Email").fill(other);
  await dialog.getByRole("button", { name: "Book a Call" }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await storedLeadWith(other))?.data)
    .toEqual({ fullName: "Kim Ode", workEmail: other, phone: "", message: "" });
});

test.describe("AI trainer product page", () => {
  test("Schedule a Demo opens the popup; the close icon and Escape return focus", async ({
    page,
  }) => {
    await open(page, PRODUCT);
    const hero = page.locator("section").first();
    const schedule = await live(hero.getByRole("link", { name: "Schedule a Demo" }));
    const dialog = page.getByRole("dialog", { name: "Book a Call" });

    await schedule.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(schedule).toBeFocused();

    await schedule.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(schedule).toBeFocused();
  });

  test("the Book a Call popup keeps what was typed when closed either way, until it is sent", async ({
    page,
  }) => {
    const sent = await open(page, PRODUCT);
    const hero = page.locator("section").first();
    const schedule = await live(hero.getByRole("link", { name: "Schedule a Demo" }));
    const dialog = page.getByRole("dialog", { name: "Book a Call" });
    const typed = {
      "Full Name": "Sam Lee",
      "Work Email": "sam@example.com",
      "Phone Number": "+1 512 555 0100",
      Message: "A walkthrough for our sales team.",
    };
    const expectValues = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) {
        await expect(dialog.getByRole("textbox", { name: label, exact: true })).toHaveValue(value);
      }
    };

    await schedule.click();
    for (const [label, value] of Object.entries(typed)) {
      await dialog.getByRole("textbox", { name: label, exact: true }).fill(value);
    }
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await schedule.click();
    await expectValues(typed);

    const edited = { ...typed, Message: "A walkthrough for our support team." };
    await dialog.getByLabel("Message").fill(edited.Message);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await schedule.click();
    await expectValues(edited);

    await submitAndConfirm(page, dialog, "Book a Call");
    await page.clock.resume();
    await expect(dialog).toBeHidden();
    expect(sent).toEqual([
      expect.objectContaining({
        form: "trainer-call",
        data: {
          fullName: edited["Full Name"],
          workEmail: edited["Work Email"],
          phone: edited["Phone Number"],
          message: edited.Message,
        },
      }),
    ]);
    // Sent: the next request starts empty.
    await schedule.click();
    await expectValues({ "Full Name": "", "Work Email": "", "Phone Number": "", Message: "" });
  });

  test("the closing call leads to the plans or opens the popup", async ({ page }) => {
    await open(page, PRODUCT);
    const closing = page.locator("#get-started");
    const schedule = await live(closing.getByRole("link", { name: "Schedule a Demo" }));
    const dialog = page.getByRole("dialog", { name: "Book a Call" });
    await schedule.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Message")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(schedule).toBeFocused();

    const choose = closing.getByRole("link", { name: "Choose Your Plan" });
    await expect(choose).toHaveAttribute("href", /#pricing$/);
    await choose.click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("Schedule a Demo pressed before the popup's island is live opens it once it is", async ({
    page,
    consoleErrors,
  }) => {
    const popup = await holdRequests(page, `**${await islandCode(page, PRODUCT, "LeadPopup")}`);
    await open(page, PRODUCT);
    const schedule = await live(page.getByRole("link", { name: "Schedule a Demo" }).first());
    await schedule.click();
    await expect(page.locator('astro-island[component-export="LeadPopup"]')).toHaveAttribute("ssr");
    popup.release();
    const dialog = page.getByRole("dialog", { name: "Book a Call" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(schedule).toBeFocused();
    expect(appErrors(consoleErrors)).toEqual([]);
  });
});
