import type { Page } from "@playwright/test";

import { ADMIN_API, ADMIN_PATHS, adminLeadPath } from "~/lib/admin-api";

import {
  type Owner,
  appCode,
  createOwner,
  enrolOwner,
  openAdminPage,
  sendLead,
  signIn,
  uniqueWord,
} from "./admin-fixtures";
import {
  type AuditWidth,
  auditWidths,
  expect,
  prepareAudit,
  problemsInBothThemes,
  test,
} from "./fixtures";

/**
 * axe (WCAG 2.2 AA, every impact) and the heading outline on every view of the leads inbox —
 * the sign-in form with its messages, the enrolment code with its message, setting up an
 * authenticator app and the recovery codes, the code step in both its forms, the inbox with
 * leads of several forms and the chart's figures open, a lead with a status change and a note,
 * the confirmation of erasing its person, and the activity log — in both themes, at desktop and
 * phone width.
 */

let owner: Owner;
const word = uniqueWord();
let leadId = "";

test.beforeAll(async ({ playwright }, testInfo) => {
  owner = createOwner();
  const baseURL = testInfo.project.use.baseURL!;
  const request = await playwright.request.newContext({ baseURL });
  const company = `${word} Analytical`;
  leadId = await sendLead(request, "contact", {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada.${word}@example.com`,
    company,
    message: "We would like to onboard our sales team onto the CRM next quarter.",
  });
  await sendLead(request, "free-guide", {
    name: "Grace Hopper",
    email: `grace.${word}@example.com`,
    company,
  });
  await sendLead(request, "trainer-demo", {
    fullName: "Alan Turing",
    workEmail: `alan.${word}@example.com`,
    company,
  });
  await sendLead(request, "partner-contact", {
    name: "Katherine Johnson",
    email: `katherine.${word}@example.com`,
    company,
    message: "",
  });
  await enrolOwner(request, baseURL, owner);
  const headers = { origin: new URL(baseURL).origin };
  const changed = await request.patch(ADMIN_API.lead(leadId), {
    data: { status: "qualified" },
    headers,
  });
  expect(changed.status()).toBe(200);
  const noted = await request.post(ADMIN_API.notes(leadId), {
    data: { body: "Called; sends the team list by Friday." },
    headers,
  });
  expect(noted.status()).toBe(200);
  await request.dispose();
});

/**
 * Audits the page's current view in the dark theme it loads in, then in the light one with the
 * rules a colour decides (the rest cannot change with the theme), as the route sweep does; what
 * it finds is kept by view, for one assertion at the end.
 */
function auditor(page: Page) {
  const failures: Record<string, unknown> = {};
  return {
    failures,
    async audit(view: string) {
      const problems = await problemsInBothThemes(page);
      if (problems) failures[view] = problems;
    },
  };
}

for (const width of Object.keys(auditWidths) as AuditWidth[]) {
  test(`leads inbox, signing in and signed in, both themes, ${width}`, async ({
    page,
    baseURL,
  }) => {
    // Ten views audited, each after a sign-in step or in a page that hydrates first.
    test.setTimeout(180_000);
    await prepareAudit(page, "dark", width);
    const { audit, failures } = auditor(page);

    await openAdminPage(page, ADMIN_PATHS.inbox);
    const signInButton = page.getByRole("button", { name: "Sign in" });
    await signInButton.click();
    await expect(page.getByText("Enter your password")).toBeVisible();
    await audit("sign-in form with its messages");

    // A new owner's first sign-in: the enrolment code, setting up the app, the recovery codes.
    const newcomer = createOwner();
    await page.getByLabel("Email").fill(newcomer.email);
    await page.getByLabel("Password").fill(newcomer.password);
    await signInButton.click();
    await expect(page.getByRole("heading", { name: "Enter your enrolment code" })).toBeVisible();
    const proceed = page.getByRole("button", { name: "Continue" });
    await proceed.click();
    await expect(
      page.getByText("Enter the enrolment code you were given, e.g. abcd-efgh-jkmn-pqrs"),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Enrolment code" })).toBeFocused();
    await audit("enrolment code, with its message");
    await page.getByRole("textbox", { name: "Enrolment code" }).fill(newcomer.enrolmentCode);
    await proceed.click();
    await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
    const turnOn = page.getByRole("button", { name: "Turn on two-factor sign-in" });
    await turnOn.click();
    await expect(
      page.getByText("Enter the 6-digit code from your authenticator app"),
    ).toBeVisible();
    await audit("setting up the app, with its message");
    newcomer.secret = (await page.locator("code").innerText()).replaceAll(" ", "");
    await page.getByLabel("6-digit code").fill(await appCode(newcomer));
    await turnOn.click();
    await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
    await audit("recovery codes");
    await page.getByRole("button", { name: "I have saved these codes" }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();

    // The code step of an owner with an app, in both its forms.
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await signInButton.click();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await signInButton.click();
    await expect(
      page.getByText("Enter the 6-digit code from your authenticator app"),
    ).toBeVisible();
    await audit("code step, with its message");
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await expect(page.getByRole("textbox", { name: "Recovery code" })).toBeFocused();
    await audit("recovery code step");

    // Signed in through the API, as the form does: the inbox's own views.
    await signIn(page.request, baseURL!, owner);
    await openAdminPage(page, `${ADMIN_PATHS.inbox}?q=${word}`);
    await expect(page.getByRole("link", { name: "Ada Lovelace" }).first()).toBeAttached();
    await expect(page.getByRole("list", { name: "Forms" })).toBeVisible();
    await page.getByText("Show the figures").click();
    await expect(page.getByRole("region", { name: "Leads per day, by form" })).toBeVisible();
    await audit("inbox");

    await openAdminPage(page, adminLeadPath(leadId));
    await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
    await expect(page.getByText("Called; sends the team list by Friday.")).toBeVisible();
    await audit("lead page");

    await page.getByRole("button", { name: "Erase this person" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase this person?" });
    await expect(dialog.getByText("This lead, the only one from this address")).toBeVisible();
    await audit("erase confirmation");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Erase this person" })).toBeFocused();

    await openAdminPage(page, ADMIN_PATHS.activity);
    await expect(page.getByRole("link", { name: "Open the lead" }).first()).toBeAttached();
    await audit("activity page");

    expect(failures).toEqual({});
  });
}
