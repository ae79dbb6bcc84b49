import type { Page } from "@playwright/test";

import { contactCopy } from "~/content/contact";
import { thankYouPath } from "~/content/lead-form-pages";
import { leadForms, thankYouNotice } from "~/content/lead-forms";
import { LEADS_ENDPOINT } from "~/lib/submit-lead";

import { expect as baseExpect, test } from "./fixtures";
import { exportedLeads } from "./stored-leads";

// On a throttled phone the page, its code and the answers take long to arrive.
const expect = baseExpect.configure({ timeout: 45_000 });

/** The contact form's answers, the e-mail made unique for the test. */
function contactAnswers(label: string) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: `one-send-${label}-${Date.now()}@example.com`,
    company: "Analytical Engines",
    message: "We would like help moving our sales team onto the CRM.",
  };
}

const contactForm = (page: Page) =>
  page.locator('form:has(input[type=hidden][name=form][value="contact"])');

/** The stored contact leads sent with this address. */
const storedWith = async (email: string) =>
  (await exportedLeads()).filter((lead) => lead.form === "contact" && lead.data.email === email);

/** Counts the posts to the leads API still without an answer (answered, failed or cut off). */
function watchLeadPosts(page: Page) {
  const open = new Set<unknown>();
  let sent = 0;
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith(LEADS_ENDPOINT)) return;
    sent += 1;
    open.add(request);
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return { sent: () => sent, open: () => open.size };
}

test.describe("one lead per send", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a double tap on a throttled phone while the page's scripts load stores one lead", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const posts = watchLeadPosts(page);

    await page.goto("/contact#contact-message", { waitUntil: "commit" });
    const form = contactForm(page);
    const send = form.locator("button[type=submit]");
    await expect(send).toBeVisible();
    const answers = contactAnswers("phone");
    for (const [name, value] of Object.entries(answers)) {
      await form.locator(`[name="${name}"]`).fill(value);
    }
    // Two taps 120 ms apart where the button is, as the audit made them: the first may already
    // have sent the page on its way to the thank-you page.
    const box = (await send.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(120);
    await page.touchscreen.tap(x, y);

    // The visitor is told, by the live form's Thank You panel or on the thank-you page (a post
    // made before the scripts ran), that the message arrived.
    const thanks = [contactCopy.thankYou.title, thankYouNotice(leadForms.contact).title];
    await expect(
      page.getByRole("heading", { name: new RegExp(`^(${thanks.join("|")})$`) }).first(),
    ).toBeVisible();
    // Nothing is held any more, and every post was answered.
    await expect(page.locator("[data-held]")).toHaveCount(0);
    await expect.poll(() => posts.sent() > 0 && posts.open() === 0).toBe(true);
    expect(await storedWith(answers.email)).toHaveLength(1);
    await context.close();
  });

  test("two quick posts of a form without JavaScript store one lead", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    // The same form filled the same way in two tabs of one browser, sent at once: two posts of
    // one lead from one client, each answered with the thank-you page.
    const answers = contactAnswers("no-script");
    const pages = await Promise.all([context.newPage(), context.newPage()]);
    for (const page of pages) {
      await page.goto("/contact");
      const form = contactForm(page);
      for (const [name, value] of Object.entries(answers)) {
        await form.locator(`[name="${name}"]`).fill(value);
      }
    }
    const posts = pages.map((page) =>
      page.waitForResponse(
        (response) => response.url().endsWith(LEADS_ENDPOINT) && response.status() === 303,
      ),
    );
    await Promise.all(
      pages.map((page) => contactForm(page).locator("button[type=submit]").click()),
    );
    await Promise.all(posts);
    for (const page of pages) await expect(page).toHaveURL(thankYouPath("contact"));
    expect(await storedWith(answers.email)).toHaveLength(1);
    await context.close();
  });
});
