import { canonicalPath } from "~/content/page-paths";
import {
  repResources,
  resourceRequest,
  salesResourceDescriptions,
} from "~/content/sales-resources";
import { salesResourceOptions } from "~/lib/lead-options";
import { hrefWithChoices } from "~/lib/preselected-choices";
import { HONEYPOT_FIELD } from "~/lib/submit-lead";

import {
  answerLeads,
  axeViolations,
  expect,
  holdRequests,
  live,
  pauseClock,
  test,
} from "./fixtures";

test.use({ contextOptions: { reducedMotion: "reduce" } });

/** The sales-rep page's resources that the request form lists, and those it does not. */
const listed = repResources.filter((resource) => resource.requests.length > 0);
const unlisted = repResources.filter((resource) => resource.requests.length === 0);

test.describe("sales resources page", () => {
  test("lists the seven resources and requests them", async ({ page, consoleErrors }) => {
    await page.clock.install();
    const sent = await answerLeads(page, { id: "t", confirmation: true });
    await page.goto("/sales-resources");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Request Resources" }).click();
    await expect(page).toHaveURL(/#request-form$/);
    await expect(page.getByRole("link", { name: "Back to Rep Toolkit" })).toHaveAttribute(
      "href",
      "/software-reps",
    );

    const available = page.getByRole("heading", { name: "Available Resources" }).locator("..");
    await expect(available.getByRole("heading", { level: 3 })).toHaveText(
      salesResourceOptions.map((option) => option.label),
    );
    for (const description of Object.values(salesResourceDescriptions)) {
      await expect(available.getByText(description)).toBeVisible();
    }

    const form = await live(page.locator("form#resource-request-form"));
    await expect(page.getByRole("heading", { name: "Request Resources" })).toBeVisible();
    await expect(form).toContainText(
      "Resources are sent by e-mail. We never share your information with third parties.",
    );
    for (const option of salesResourceOptions) {
      const box = form.getByRole("checkbox", { name: option.label, exact: true });
      await expect(box).toHaveAttribute("value", option.id);
    }

    const submit = form.getByRole("button", { name: "Submit Request" });
    await submit.click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Please enter a valid email",
      "Please select at least one resource",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    expect(sent).toEqual([]);

    await form.getByLabel("First Name").fill("Sam");
    await form.getByLabel("Last Name").fill("Lee");
    await form.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
    await form.getByRole("checkbox", { name: "onboarding checklist", exact: true }).check();
    await form.getByRole("checkbox", { name: "GPT Sales Master Prompts", exact: true }).check();
    // Time stands still until the test moves it, however slowly the machine runs.
    await pauseClock(page);
    await submit.click();
    const busy = form.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(busy).toBeDisabled();
    await page.clock.runFor(500);
    // In the notification, and in the form.
    const confirmation = "Resources request submitted! Check your email soon.";
    await expect(
      page.getByRole("region", { name: /^Notifications/ }).getByText(confirmation, { exact: true }),
    ).toBeVisible();
    await expect(form.getByText(confirmation, { exact: true })).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("");
    await expect(form.getByRole("checkbox", { checked: true })).toHaveCount(0);
    // axe waits on timers of its own.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    expect(sent).toEqual([
      {
        form: "resource-request",
        page: "/sales-resources",
        [HONEYPOT_FIELD]: "",
        submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        data: {
          firstName: "Sam",
          lastName: "Lee",
          email: "sam@example.com",
          resources: ["onboarding-checklist", "gpt-sales-prompts"],
        },
      },
    ]);
    expect(consoleErrors).toEqual([]);
  });

  test("Request Access on /software-reps ticks its resource in the form, which keeps it once live", async ({
    page,
    consoleErrors,
  }) => {
    const sent = await answerLeads(page, { id: "t" });
    const labelOf = (id: string) => salesResourceOptions.find((option) => option.id === id)!.label;
    // Each card's link and the resources it names are HTML facts (panels.test); the way from a
    // link to ticked boxes is one for all: here, a card that names two.
    const resource = listed.find((candidate) => candidate.requests.length > 1)!;
    await page.goto("/software-reps");
    await page
      .getByRole("link", { name: `Request Access to ${resource.title}`, exact: true })
      .click();
    await expect(page).toHaveURL(/\/sales-resources\?.*#request-form$/);
    const form = page.locator("form#resource-request-form");
    const ticked = form.getByRole("checkbox", { checked: true });
    // Ticked in the page as it arrives, before the form's own code has loaded.
    await expect(ticked).not.toHaveCount(0);
    for (const state of ["prerendered", "live"]) {
      if (state === "live") await live(form);
      await expect(ticked, state).toHaveCount(resource.requests.length);
      for (const id of resource.requests) {
        await expect(form.getByRole("checkbox", { name: labelOf(id), exact: true })).toBeChecked();
      }
    }

    await form.getByLabel("First Name").fill("Sam");
    await form.getByLabel("Last Name").fill("Lee");
    await form.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.data.resources).toEqual(resource.requests);
    expect(consoleErrors).toEqual([]);
  });

  test("Request Access on /software-reps names a resource the form does not list, and ticks none", async ({
    page,
    consoleErrors,
  }) => {
    expect(unlisted.map((resource) => resource.title)).toEqual(["Case Study One-Pagers"]);
    for (const resource of unlisted) {
      await page.goto("/software-reps");
      await page
        .getByRole("link", { name: `Request Access to ${resource.title}`, exact: true })
        .click();
      await expect(page).toHaveURL(/\/sales-resources\?.*#request-form$/);
      const form = await live(page.locator("form#resource-request-form"));
      await expect(page.locator("#request-form").getByRole("status")).toHaveText(
        `${resource.title} ${resourceRequest.unlistedNote} ${resourceRequest.unlistedLink}.`,
      );
      await expect(form.getByRole("checkbox", { checked: true })).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("the choices a link names reach a form that was live before the page's script arrived", async ({
    page,
    consoleErrors,
  }) => {
    const sent = await answerLeads(page, { id: "t" });
    const pageScript = await holdRequests(page, /\/assets\/page-shell-script\.[^/]+\.js$/);
    const { requests } = repResources[0]!;
    await page.goto(
      hrefWithChoices(canonicalPath("sales-resources"), "resources", requests, "#request-form"),
      // The page's load waits for its script, held here.
      { waitUntil: "domcontentloaded" },
    );
    await pageScript.requested();
    const form = page.locator("form#resource-request-form");
    await live(form);
    const ticked = form.getByRole("checkbox", { checked: true });
    await expect(ticked).toHaveCount(0);

    pageScript.release();
    await expect(ticked).toHaveCount(requests.length);
    await form.getByLabel("First Name").fill("Sam");
    await form.getByLabel("Last Name").fill("Lee");
    await form.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
    await form.getByRole("button", { name: "Submit Request" }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.data.resources).toEqual(requests);
    expect(consoleErrors).toEqual([]);
  });
});
