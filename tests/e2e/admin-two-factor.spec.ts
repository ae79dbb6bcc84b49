import { generate } from "otplib";

import { ADMIN_PATHS, CODE_REFUSED, RECOVERY_CODE_COUNT, adminLeadPath } from "~/lib/admin-api";

import { createOwner, openAdminPage } from "./admin-fixtures";
import { expect, test } from "./fixtures";

/**
 * Two-factor sign-in in the browser: a new owner enters the enrolment code `add-user` printed,
 * sets up an authenticator app from the key the page then shows (the app's codes made with
 * otplib, as an app makes them), saves the recovery codes, then signs in again with a code, and
 * with a recovery code on a lead's page. One wrong code: the server locks an address out after
 * five failures.
 */

test("an owner sets up the app at first sign-in, then signs in with its codes or a recovery code", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = createOwner();
  const signInButton = page.getByRole("button", { name: "Sign in" });
  const enterPassword = async () => {
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await signInButton.click();
  };

  await openAdminPage(page, ADMIN_PATHS.inbox);
  await enterPassword();
  // The password alone shows no key: the enrolment code comes first.
  await expect(
    page.getByRole("heading", { level: 1, name: "Enter your enrolment code" }),
  ).toBeFocused();
  await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByText("type this key")).toHaveCount(0);
  const enrolmentCode = page.getByRole("textbox", { name: "Enrolment code" });
  await expect(enrolmentCode).toHaveAccessibleDescription(/four groups of four/i);
  // Typed as people type it off a screen: capitals and spaces instead of dashes.
  await enrolmentCode.fill(owner.enrolmentCode.toUpperCase().replaceAll("-", " "));
  await enrolmentCode.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: "Set up two-factor sign-in" }),
  ).toBeFocused();
  await expect(
    page.getByRole("img", { name: "QR code that adds the Grevvy inbox to an authenticator app" }),
  ).toBeVisible();
  const key = (await page.locator("code").innerText()).replaceAll(" ", "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const code = page.getByLabel("6-digit code");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  const now = () => Math.floor(Date.now() / 1000);
  await code.fill(await generate({ secret: key, epoch: now() }));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Save your recovery codes" }),
  ).toBeFocused();
  const codes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allInnerTexts();
  expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
  await expect(page.getByRole("link", { name: "Download codes" })).toHaveAttribute(
    "download",
    "grevvy-inbox-recovery-codes.txt",
  );
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads inbox" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(`Signed in as ${owner.email}`);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await enterPassword();
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeFocused();
  await code.fill("000000");
  await signInButton.click();
  await expect(page.getByRole("alert")).toHaveText(CODE_REFUSED);
  await expect(code).toHaveValue("");
  await expect(code).toBeFocused();
  // The code set-up took is used: the app's next one (a step ahead is accepted) signs in.
  await code.fill(await generate({ secret: key, epoch: now() + 30 }));
  await signInButton.click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads inbox" })).toBeVisible();

  // Without the phone, on a lead's page: a recovery code, once.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await openAdminPage(page, adminLeadPath("no-such-lead"));
  await enterPassword();
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  const recoveryCode = page.getByRole("textbox", { name: "Recovery code" });
  await expect(recoveryCode).toBeFocused();
  await recoveryCode.fill(codes[0]!);
  await signInButton.click();
  await expect(page.getByRole("heading", { level: 1, name: "Lead not found" })).toBeVisible();
});
