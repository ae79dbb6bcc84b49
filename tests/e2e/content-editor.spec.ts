import type { APIRequestContext } from "@playwright/test";

import { onboardingPricesSeed } from "~/content/onboarding-prices";
import { pageLinks } from "~/content/page-paths";
import { ADMIN_PATHS } from "~/lib/admin-api";
import { CONTENT_API, type ContentItemAnswer } from "~/lib/content-api";
import { type ContentKindId, contentKindIds } from "~/lib/content-kinds";

import { type Owner, createOwner, enrolOwner, openAdminPage, signIn } from "./admin-fixtures";
import {
  type AuditWidth,
  auditWidths,
  expect,
  prepareAudit,
  problemsInBothThemes,
  test,
} from "./fixtures";
import { e2eServers } from "./servers";

/**
 * The content editor with the keyboard alone (an invalid price refused at its field, a draft,
 * publish, history and restore), and axe on each kind's editor at desktop and phone width: all rules
 * in the dark theme, the colour rules in light.
 */

const KIND = "onboarding-prices";
const PRICE = "Marketing Hub · Professional · Advanced price";
let owner: Owner;

/** Today's prices live and no draft, whatever an earlier run left in the database. */
async function startFromTodaysPrices(request: APIRequestContext, baseURL: string) {
  const headers = { origin: new URL(baseURL).origin };
  const item = (await (await request.get(CONTENT_API.item(KIND))).json()) as ContentItemAnswer;
  await request.delete(CONTENT_API.draft(KIND), { headers, data: {} });
  if (JSON.stringify(item.live.data) === JSON.stringify(onboardingPricesSeed)) return;
  await request.put(CONTENT_API.draft(KIND), { headers, data: { data: onboardingPricesSeed } });
  const published = await request.post(CONTENT_API.publish(KIND), {
    headers,
    data: { basedOn: item.live.version },
  });
  expect(published.status()).toBe(200);
}

// A publish changes what every page shows: on a server of its own, no other test sees it.
const server = e2eServers.publishing;
test.use({ baseURL: server.baseURL });

test.beforeAll(async ({ playwright }) => {
  owner = createOwner(server);
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  await enrolOwner(request, server.baseURL, owner);
  await request.dispose();
});

test.describe.configure({ mode: "serial" });

/** Whether the pricing page visitors get (no preview) shows the new price. */
async function pricingPageShowsNewPrice(request: APIRequestContext) {
  return (await (await request.get(pageLinks["software-onboarding-pricing"])).text()).includes(
    "$3,200",
  );
}

/** A publish is live within 5 s (issue #52). */
const LIVE_WITHIN = { timeout: 5000 };

test("an owner edits, publishes and restores a price with the keyboard alone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page.request, baseURL!, owner);
  await startFromTodaysPrices(page.request, baseURL!);
  await openAdminPage(page, ADMIN_PATHS.content);
  const heading = page.getByRole("heading", { level: 1, name: "Content" });
  await expect(heading).toBeFocused();

  // The kinds' links, Save draft, Publish, then the hub prices' first row: Basic, Advanced.
  for (let step = 0; step < contentKindIds.length + 4; step += 1) await page.keyboard.press("Tab");
  const price = page.getByRole("spinbutton", { name: PRICE });
  await expect(price).toBeFocused();
  await expect(price).toHaveValue("3000");

  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("-5");
  await page.keyboard.press("Enter");
  await expect(price).toHaveAccessibleDescription(`${PRICE}: cannot be negative`);
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("status").first()).toContainText("Not saved");

  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("3200");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Draft saved. Visitors still see the live version.")).toBeVisible();
  // The draft on the real page, for the owner alone: visitors still get the live one.
  const preview = page.getByRole("link", { name: "Preview the draft" });
  const previewPath = `${pageLinks["software-onboarding-pricing"]}?preview=onboarding-prices`;
  await expect(preview).toHaveAttribute("href", previewPath);
  expect(await (await page.request.get(previewPath)).text()).toContain("$3,200");
  expect(await pricingPageShowsNewPrice(page.request)).toBe(false);
  await expect(price).not.toHaveAttribute("aria-invalid");

  // Back past Basic and Discard draft to Publish.
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("Shift+Tab");
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Published as version \d+\.$/)).toBeVisible();
  await expect.poll(() => pricingPageShowsNewPrice(page.request), LIVE_WITHIN).toBe(true);

  const history = page.getByRole("region", { name: "History" });
  const latest = history.getByRole("listitem").first();
  await expect(latest.getByRole("heading", { name: /^Version \d+ \(live\)$/ })).toBeVisible();
  await expect(latest.getByRole("row", { name: `${PRICE} 3000 3200` })).toBeVisible();
  await expect(latest).toContainText(`Published by ${owner.email}`);

  // The version before: today's price. Its restore button, reached by the keyboard.
  const previous = history.getByRole("listitem").nth(1);
  const restore = previous.getByRole("button", { name: /^Restore version \d+$/ });
  for (let step = 0; step < 200; step += 1) {
    if (await restore.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(restore).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Version \d+ restored as version \d+\.$/)).toBeVisible();
  await expect(price).toHaveValue("3000");
  await expect.poll(() => pricingPageShowsNewPrice(page.request), LIVE_WITHIN).toBe(false);
  await expect(history.getByRole("listitem").first()).toContainText(/restored from version \d+/);
  await expect(
    history
      .getByRole("listitem")
      .first()
      .getByRole("row", { name: `${PRICE} 3200 3000` }),
  ).toBeVisible();
});

const NEGATIVE = "cannot be negative";
const EMPTY = "write it";

/**
 * Each kind's editor with a refused field: a price of -1 where the kind has one, else an emptied
 * text; the field that shows it and its problem.
 */
const auditedKinds: {
  kind: ContentKindId;
  field: string;
  problem: string;
  text?: true;
}[] = [
  { kind: "onboarding-prices", field: PRICE, problem: NEGATIVE },
  { kind: "support-plans", field: "Advanced · Silver · monthly price", problem: NEGATIVE },
  { kind: "ai-trainer-plans", field: "Team Pro · band 2 · price per user", problem: NEGATIVE },
  {
    kind: "ai-trainer-offer",
    field: "Limited offer · hours after free access",
    problem: "give at least 1",
  },
  {
    kind: "website-prices",
    field: "Website Redesign · tier 2 · price per page",
    problem: NEGATIVE,
  },
  {
    kind: "presentation-prices",
    field: "Presentation design · price per slide",
    problem: NEGATIVE,
  },
  { kind: "onboarding-packages", field: "Advanced · description", problem: EMPTY, text: true },
  { kind: "lead-lists", field: "Standard list · price", problem: NEGATIVE },
  {
    kind: "website-services",
    field: "Website Page Migration · includes · line 2",
    problem: EMPTY,
    text: true,
  },
  {
    kind: "presentation-service",
    field: "Presentation design · includes · line 2",
    problem: EMPTY,
    text: true,
  },
  { kind: "questions", field: "AI tools · question 1 · question", problem: EMPTY, text: true },
  {
    kind: "testimonials",
    field: "AI trainer landing page · testimonial 1 · name",
    problem: EMPTY,
    text: true,
  },
  { kind: "ai-trainer-plan-copy", field: "Basic · description", problem: EMPTY, text: true },
  { kind: "revops-packages", field: "Accelerate · monthly price", problem: NEGATIVE },
  { kind: "page-meta", field: "Contact · title", problem: EMPTY, text: true },
];

test("every kind has its editor audited", () => {
  expect(auditedKinds.map(({ kind }) => kind).sort()).toEqual([...contentKindIds].sort());
});

for (const width of Object.keys(auditWidths) as AuditWidth[]) {
  test(`content editor, both themes, ${width}`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await prepareAudit(page, "dark", width);
    await signIn(page.request, baseURL!, owner);
    const failures: Record<string, unknown> = {};
    for (const { kind, field, problem, text } of auditedKinds) {
      await openAdminPage(page, `${ADMIN_PATHS.content}?kind=${kind}`);
      const control = page.getByRole(text ? "textbox" : "spinbutton", { name: field, exact: true });
      await control.fill(text ? "" : "-1");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(control).toHaveAccessibleDescription(`${field}: ${problem}`);
      await expect(page.getByText("Loading the history…")).toHaveCount(0);
      // Audited from the top, as loaded: at the field's scroll the sticky header covers part of
      // a link above it, which axe would count as a target too small for that position alone.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const problems = await problemsInBothThemes(page);
      if (problems) failures[kind] = problems;
    }
    expect(failures).toEqual({});
  });
}
