import { readFile } from "node:fs/promises";

import type { APIRequestContext, Page } from "@playwright/test";

import {
  ACTIVITY_RETENTION_DAYS,
  ADMIN_API,
  ADMIN_PATHS,
  LOGIN_REFUSED,
  PAGE_SIZE,
  adminLeadPath,
} from "~/lib/admin-api";

import {
  type Owner,
  appCode,
  createOwner,
  enrolOwner,
  openAdminPage as open,
  sendLead,
  signIn,
  uniqueWord,
} from "./admin-fixtures";
import { expect, test } from "./fixtures";

/**
 * The leads inbox against the production server: an owner account made with the real command,
 * leads sent through the public API. Each test works on leads of its own, found by a word no
 * other lead carries. One wrong password in the whole suite: the server locks an address out
 * after five.
 */

let owner: Owner;

// Each test walks through several pages, and two workers share the machine with the server.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ playwright }, testInfo) => {
  owner = createOwner();
  const baseURL = testInfo.project.use.baseURL!;
  const request = await playwright.request.newContext({ baseURL });
  await enrolOwner(request, baseURL, owner);
  await request.dispose();
});

const person = (first: string, last: string, word: string, company = `${word} Works`) => ({
  firstName: first,
  lastName: last,
  email: `${first.toLowerCase()}.${word}@example.com`,
  company,
  message: `We would like to talk about onboarding our team (${word}).`,
});

const sendContact = (request: APIRequestContext, data: ReturnType<typeof person>) =>
  sendLead(request, "contact", data);

/** The names in the inbox's table, top to bottom. */
function leadNames(page: Page) {
  return page
    .getByRole("region", { name: "Leads", exact: true })
    .locator("tbody tr td:nth-child(2) a");
}

/** The value a lead page gives for a label. */
function fact(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

test("the sign-in form checks its fields, shows a refusal and lets the owner in, until they sign out", async ({
  page,
}) => {
  await open(page, ADMIN_PATHS.inbox);
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");
  await expect(email).toHaveAttribute("autocomplete", "username");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await expect(password).toHaveAttribute("type", "password");
  await expect(
    page.getByText("npm run leads -- add-user you@example.com --password-stdin"),
  ).toBeVisible();

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter your e-mail address")).toBeVisible();
  await expect(page.getByText("Enter your password")).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill(owner.email);
  await password.fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(LOGIN_REFUSED);
  await expect(password).toHaveValue("");

  await password.fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The second step: a code of the owner's app.
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeFocused();
  await page.getByLabel("6-digit code").fill(await appCode(owner));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads inbox" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(`Signed in as ${owner.email}`);
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();

  // The session holds across a reload, and ends with Sign out.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Leads inbox" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toHaveCount(0);
  const status = await page.evaluate(
    (path) => fetch(path).then((response) => response.status),
    ADMIN_API.leads,
  );
  expect(status).toBe(401);
});

test("new leads appear newest first; the search, the status filter and paging narrow them, kept in the address; Export CSV downloads what they show", async ({
  page,
  request,
  baseURL,
}) => {
  const word = uniqueWord();
  await sendContact(request, person("Ada", "Lovelace", word, `${word} Analytical`));
  await sendContact(request, person("Grace", "Hopper", word, `${word} Cobol`));
  await sendContact(request, person("Alan", "Turing", word, `${word} Bletchley`));
  // A page and one more, found by a word of their own.
  const pagingWord = uniqueWord();
  const paged: ReturnType<typeof person>[] = [];
  const ids: string[] = [];
  for (let index = 0; index <= PAGE_SIZE; index += 1) {
    paged.push(person(`Lead${index}`, "Paging", pagingWord));
    ids.push(await sendContact(request, paged[index]!));
  }
  await signIn(page.request, baseURL!, owner);
  const won = await page.request.patch(ADMIN_API.lead(ids[0]!), {
    data: { status: "won" },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(won.status()).toBe(200);

  await open(page, ADMIN_PATHS.inbox);
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.pressSequentially(word);
  await expect(leadNames(page)).toHaveText(["Alan Turing", "Grace Hopper", "Ada Lovelace"]);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("3 leads match");
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));

  await search.pressSequentially(" Cob");
  await expect(leadNames(page)).toHaveText(["Grace Hopper"]);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("1 lead matches");

  await search.pressSequentially("x");
  await expect(page.getByText("No leads match these filters")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("No leads match");

  // The search lives in the URL: a reload keeps it.
  await search.press("Backspace");
  await expect(leadNames(page)).toHaveText(["Grace Hopper"]);
  await page.reload();
  await expect(search).toHaveValue(`${word} Cob`);
  await expect(leadNames(page)).toHaveText(["Grace Hopper"]);

  // The status filter counts under the search; older leads are a page away.
  await search.fill(pagingWord);
  await expect(page).toHaveURL(new RegExp(`\\?q=${pagingWord}$`));
  await expect(leadNames(page)).toHaveCount(PAGE_SIZE);
  await expect(leadNames(page).first()).toHaveText(`Lead${PAGE_SIZE} Paging`);
  const statuses = page.getByRole("list", { name: "Status" });
  await expect(statuses.getByRole("button", { name: "All" })).toHaveAccessibleName(
    `All ${PAGE_SIZE + 1}`,
  );
  await expect(statuses.getByRole("button", { name: "New" })).toHaveAccessibleName(
    `New ${PAGE_SIZE}`,
  );
  await expect(statuses.getByRole("button", { name: "Won" })).toHaveAccessibleName("Won 1");

  await page.getByRole("button", { name: "Older" }).click();
  await expect(leadNames(page)).toHaveText(["Lead0 Paging"]);
  await expect(page.getByRole("button", { name: "Older" })).toBeDisabled();
  await page.getByRole("button", { name: "Newer" }).click();
  await expect(leadNames(page)).toHaveCount(PAGE_SIZE);

  await statuses.getByRole("button", { name: "Won" }).click();
  await expect(statuses.getByRole("button", { name: "Won" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(leadNames(page)).toHaveText(["Lead0 Paging"]);
  await expect(page).toHaveURL(new RegExp(`\\?q=${pagingWord}&status=won$`));

  // The export holds the leads the search and the status show: that one.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile((await download.path())!, "utf8")).trim().split("\n");
  expect(lines[0]).toMatch(/^id,created_at,form,status,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(paged[0]!.email);
});

test("a lead's page labels its fields; its status and notes persist in its history and show on the Activity page with an export, the lead linked", async ({
  page,
  request,
  baseURL,
}) => {
  const word = uniqueWord();
  const lead = person("Katherine", "Johnson", word);
  const id = await sendContact(request, lead);
  await signIn(page.request, baseURL!, owner);

  await open(page, `${ADMIN_PATHS.inbox}?q=${word}`);
  await leadNames(page).filter({ hasText: "Katherine Johnson" }).click();
  // The lead page is a page load of its own, with its island's code: a busy machine takes a while.
  await expect(page.getByRole("heading", { level: 1, name: "Katherine Johnson" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(fact(page, "First Name")).toHaveText(lead.firstName);
  await expect(fact(page, "Last Name")).toHaveText(lead.lastName);
  await expect(fact(page, "Email")).toHaveText(lead.email);
  await expect(fact(page, "Company")).toHaveText(lead.company);
  await expect(fact(page, "Message")).toHaveText(lead.message);
  await expect(fact(page, "Page")).toHaveText("/contact");

  const status = page.getByRole("combobox", { name: "Status" });
  await expect(status).toHaveValue("new");
  await status.selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Status saved: Contacted")).toBeVisible();

  const note = "Called on Tuesday.\nSends the team list by Friday.";
  await page.getByLabel("Internal note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added")).toBeVisible();
  await expect(page.getByLabel("Internal note")).toHaveValue("");

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
  const history = page.getByRole("region", { name: "Notes and history" }).getByRole("listitem");
  await expect(history.nth(0)).toContainText("Called on Tuesday. Sends the team list by Friday.");
  await expect(history.nth(0)).toContainText(owner.email);
  await expect(history.nth(1)).toContainText("Status changed from New to Contacted");
  await expect(history.nth(1)).toContainText(owner.email);
  await expect(history.last()).toContainText("Lead received");

  // Back to the inbox with the search it was opened from; the row shows the new status.
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(word);
  const row = page.getByRole("region", { name: "Leads", exact: true }).locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Contacted");

  // An export under the search and a status, for the Activity page.
  await page
    .getByRole("list", { name: "Status" })
    .getByRole("button", { name: "Contacted" })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&status=contacted$`));
  await expect(leadNames(page)).toHaveText(["Katherine Johnson"]);
  await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);

  const pages = page.getByRole("navigation", { name: "Inbox" });
  await expect(pages.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(pages.getByRole("link", { name: "Activity" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText(`kept for ${ACTIVITY_RETENTION_DAYS} days`)).toBeVisible();

  const rows = page.getByRole("region", { name: "Activity" }).locator("tbody tr");
  // Other tests act at the same time: the entries of this one are told by the owner and the lead.
  const exported = rows
    .filter({ hasText: owner.email })
    .filter({ hasText: "Exported 1 lead as CSV (status: Contacted, a search)" });
  await expect(exported.first()).toBeVisible();
  const changed = rows
    .filter({ has: page.locator(`a[href="${adminLeadPath(id)}"]`) })
    .filter({ hasText: "Changed a lead's status" });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText("Changed a lead's status from New to Contacted");
  await expect(changed).toContainText(owner.email);
  await expect(changed.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT.+Z$/);
  await expect(changed.locator("td").last()).not.toHaveText("—");
  // Newest first: the export came after the change.
  const texts = await rows.allInnerTexts();
  const exportIndex = texts.findIndex((text) => text.includes("(status: Contacted, a search)"));
  const changeIndex = texts.findIndex((text) => text.includes("from New to Contacted"));
  expect(exportIndex).toBeLessThan(changeIndex);

  await changed.getByRole("link", { name: "Open the lead" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Katherine Johnson" })).toBeVisible({
    timeout: 30_000,
  });
});

test("erasing a person from a lead's page deletes every lead of the address, and only those", async ({
  page,
  request,
  baseURL,
}) => {
  const word = uniqueWord();
  const ada = person("Ada", "Lovelace", word);
  const first = await sendContact(request, ada);
  await sendContact(request, {
    ...ada,
    email: ada.email.toUpperCase(),
    message: "Writing again about onboarding our team.",
  });
  // A neighbour whose address contains Ada's.
  await sendContact(request, { ...person("Joan", "Clarke", word), email: `jo${ada.email}` });

  await signIn(page.request, baseURL!, owner);
  await open(page, adminLeadPath(first));
  await page.getByRole("button", { name: "Erase this person" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this person?" });
  await expect(dialog).toContainText(ada.email);
  await expect(dialog.getByText("2 leads from this address, this one included")).toBeVisible();
  await expect(dialog.getByText("Their notes and status history")).toBeVisible();

  await dialog.getByRole("button", { name: "Erase", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_PATHS.inbox}$`));
  // Said once the inbox, a new page load, has hydrated and its toast layer arrived: as long as
  // openAdminPage allows a page to hydrate on a busy machine.
  await expect(page.getByText("2 leads erased")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Leads are kept until erased; spam after 30 days.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(word);
  await expect(leadNames(page)).toHaveText(["Joan Clarke"]);

  const gone = await page.request.get(ADMIN_API.lead(first));
  expect(gone.status()).toBe(404);
});
