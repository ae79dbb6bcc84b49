import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { type Locator, type Page, type Route, test as base, expect } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

import { THEME_SWITCHING_CLASS } from "~/lib/theme";

/** Console errors and page errors seen while a test ran; a test asserts they are empty. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * A desktop Chrome's user agent, for tests whose page views must be counted: the analytics take
 * the headless browser's own ("HeadlessChrome") for a bot's.
 */
export const COUNTED_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36";

/** Loads `url` and waits until the server took its page view (the beacon answered 202). */
export async function visitCounted(page: Page, url: string) {
  const counted = page.waitForResponse((response) => response.url().endsWith("/api/views"));
  await page.goto(url);
  expect((await counted).status()).toBe(202);
}

/**
 * Brings every finite animation and transition of the page to its end at once: the page shows
 * what it settles on without waiting for frames, which a busy headless browser may stop drawing.
 */
async function finishAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
}

/**
 * Switches the theme of the loaded page as the footer's switch does (lib/theme.ts: the class on
 * <html>, changed with transitions off), and ends any animation still running.
 */
export async function showTheme(page: Page, theme: "dark" | "light") {
  await page.evaluate(
    ([name, switching]) => {
      const root = document.documentElement;
      root.classList.add(switching);
      root.classList.toggle("dark", name === "dark");
      root.classList.toggle("light", name === "light");
      void root.offsetWidth;
      root.classList.remove(switching);
    },
    [theme, THEME_SWITCHING_CLASS] as const,
  );
  await finishAnimations(page);
}

export async function setTheme(page: Page, theme: "dark" | "light") {
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
}

/**
 * The element, once the island it belongs to is live: scrolled into view by a visitor who has done
 * something on the page (a key they let go of, for an element already in view), which wakes its
 * island, and hydrated by React (Astro then drops the island's `ssr` mark). An element outside
 * any island (the header's controls) is live once the page's own script has run, which a module
 * script does before DOMContentLoaded.
 */
export async function live(locator: Locator): Promise<Locator> {
  await locator.page().keyboard.press("Shift");
  await locator.scrollIntoViewIfNeeded();
  const island = locator.locator("xpath=ancestor-or-self::astro-island[1]");
  if ((await island.count()) === 0) {
    await locator.page().waitForLoadState("domcontentloaded");
    return locator;
  }
  await expect(island).not.toHaveAttribute("ssr");
  return locator;
}

/** What a form sent to the leads API: its name and its fields. */
export type SentLead = { form: string; data: Record<string, unknown> };

/**
 * Answers the page's lead posts as the API does, with `answer` (by default a stored lead's id),
 * and returns the list that keeps what each post sent.
 */
export async function answerLeads(
  page: Page,
  answer: Record<string, unknown> = { id: "test" },
): Promise<SentLead[]> {
  const sent: SentLead[] = [];
  await page.route("**/api/leads", async (route) => {
    sent.push(route.request().postDataJSON() as SentLead);
    await route.fulfill({
      status: 201,
      contentType: "application/json",
      body: JSON.stringify(answer),
    });
  });
  return sent;
}

/**
 * Wakes every island of the page without scrolling through it, and waits until all are live
 * (React has hydrated them and Astro dropped their `ssr` mark): a test can then use any widget
 * at once. A `client:near` island wakes when focus moves into it, which it listens for; one that
 * hydrates by itself (`client:idle`, `client:only`) needs nothing.
 */
export async function allIslandsLive(page: Page) {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("astro-island[ssr][client='near']")) {
      island.dispatchEvent(new FocusEvent("focusin"));
    }
  });
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

/**
 * Stops the page's clock (installed with `page.clock.install`) a moment from now, so that a
 * simulated wait only passes when the test says so (`page.clock.runFor`).
 */
export async function pauseClock(page: Page) {
  // On a busy machine the page clock can pass the chosen instant first: then try a later one.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250 * (attempt + 1));
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

const EXPERIMENTAL_BEST_PRACTICES = ["focus-order-semantics", "hidden-content"];

/**
 * The rules of `axeViolations` whose answer depends on the colours: all a switch of theme can
 * change.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "experimental"];

/** axe-core's browser build, put into each audited document once. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * axe's WCAG 2.x A and AA rules (2.0, 2.1, 2.2), the experimental ones included (such as
 * label-content-name-mismatch), or only `rules` of them; every violation, whatever its impact.
 */
export async function axeViolations(page: Page, within?: string, rules?: string[]) {
  // The colours a visitor sees once a change has settled, not a transition's first frame (a
  // busy card fading back in, a theme switched).
  await finishAnimations(page);
  // axe-core's own API in the page, put there once per document: the site has no frame from
  // another origin to merge results from, and @axe-core/playwright's set-up before every audit
  // costs more than the colour rules' run itself. Only violations are gathered, not every
  // passing node (about a quarter of an audit's time on the longer pages).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    resultTypes: ["violations"],
    runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: WCAG_TAGS },
    // Experimental rules outside WCAG (best practices under review).
    rules: rules
      ? {}
      : Object.fromEntries(EXPERIMENTAL_BEST_PRACTICES.map((rule) => [rule, { enabled: false }])),
  };
  // A widget's own states are audited within it: the page around it has its own audits.
  const context: ElementContext | null = within ? { include: [within] } : null;
  const results = await page.evaluate(
    ([scope, runOptions]) =>
      (window as unknown as { axe: { run(...args: unknown[]): Promise<AxeResults> } }).axe.run(
        scope ?? document,
        runOptions,
      ),
    [context, options] as const,
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
  }));
}

/** The themes and widths every page is audited in. */
export const auditThemes = ["dark", "light"] as const;
export const auditWidths = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};
export type AuditWidth = keyof typeof auditWidths;

/**
 * axe's violations (within `part`, or the whole page) in the dark theme, then those of the colour
 * rules once the theme is switched to light (the rest cannot change); none is an empty record.
 */
export async function violationsInBothThemes(page: Page, part?: string) {
  const found: Record<string, unknown> = {};
  for (const theme of auditThemes) {
    await showTheme(page, theme);
    const violations = await axeViolations(page, part, theme === "dark" ? undefined : COLOUR_RULES);
    if (violations.length > 0) found[theme] = violations;
  }
  return found;
}

export async function prepareAudit(
  page: Page,
  theme: (typeof auditThemes)[number],
  width: AuditWidth,
) {
  await setTheme(page, theme);
  await page.setViewportSize(auditWidths[width]);
  await page.emulateMedia({ reducedMotion: "reduce" });
}

/** Problems with the page's outline: not exactly one h1, or a level skipped on the way down. */
async function headingProblems(page: Page) {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter(
      (heading) => heading.getClientRects().length > 0,
    );
    const problems: string[] = [];
    const h1Count = headings.filter((heading) => heading.tagName === "H1").length;
    if (h1Count !== 1) problems.push(`${h1Count} h1 elements`);
    let previous = 0;
    for (const heading of headings) {
      const level = Number(heading.tagName[1]);
      if (level > previous + 1) {
        problems.push(`h${previous} → h${level} "${heading.textContent?.trim().slice(0, 40)}"`);
      }
      previous = level;
    }
    return problems;
  });
}

/** axe's violations and the outline's problems, or null when there are none. */
export async function accessibilityProblems(page: Page) {
  const violations = await axeViolations(page);
  const headings = await headingProblems(page);
  return violations.length === 0 && headings.length === 0 ? null : { violations, headings };
}

/**
 * The page's accessibility problems in the dark theme it shows (axe and the outline), then axe's
 * colour rules once switched to light (the rest cannot change with the theme); the page is dark
 * again after. null when there are none.
 */
export async function problemsInBothThemes(page: Page) {
  const found: { dark?: unknown; light?: unknown } = {};
  const dark = await accessibilityProblems(page);
  if (dark) found.dark = dark;
  await showTheme(page, "light");
  const light = await axeViolations(page, undefined, COLOUR_RULES);
  if (light.length > 0) found.light = light;
  await showTheme(page, "dark");
  return found.dark || found.light ? found : null;
}

/** The code file of the page's island of `component`, as the page names it. */
export async function islandCode(page: Page, path: string, component: string) {
  const html = await (await page.request.get(path)).text();
  const match = new RegExp(`component-url="([^"]+)" component-export="${component}"`).exec(html);
  if (!match) throw new Error(`${path} has no ${component} island`);
  return match[1]!;
}

/**
 * Holds every request to `url` until `release()`, then lets it through (or gives `answer`), so
 * that a test can act while the code or page asked for is still on its way. `urls` lists what was
 * asked for; `requested()` resolves at the first request.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let requested!: () => void;
  let release!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const urls: string[] = [];
  await page.route(url, async (route) => {
    urls.push(route.request().url());
    requested();
    await released;
    await answer(route);
  });
  return { requested: () => wasRequested, release, urls };
}

/**
 * Holds the browser's way to `url` until `release()`, answering with a stand-in page then, so
 * that a test can check what the page showed on leaving before the next one replaces it.
 */
export function holdNavigation(page: Page, url: string) {
  return holdRequests(page, `${url}**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Stand-in</h1>" }),
  );
}

const WATCHED_TEXT_COOKIE = "watched-text-seen";

/**
 * Records whether `text` ever appears on the page, for a message shown just before the browser
 * leaves it (e.g. a toast before the redirect to the booking page). Call before `goto`. The page
 * marks it in a cookie: while a page is leaving for another site, Chromium holds every message
 * to and from it (evaluate, bindings, console) until the next one commits, and Playwright drops
 * them once it has; the browser's cookie store answers throughout.
 */
export async function watchForText(page: Page, text: string) {
  await page.addInitScript(
    ({ watched, cookie }) => {
      const observer = new MutationObserver(() => {
        if (document.body?.innerText.includes(watched)) {
          document.cookie = `${cookie}=1; path=/`;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
    { watched: text, cookie: WATCHED_TEXT_COOKIE },
  );
  return {
    seen: async () =>
      (await page.context().cookies()).some((cookie) => cookie.name === WATCHED_TEXT_COOKIE),
  };
}

/** Whether the element's top edge shows below the fixed header, inside the viewport. */
export function showsBelowHeader(page: Page, selector: string) {
  return page.evaluate((target) => {
    const top = document.querySelector(target)!.getBoundingClientRect().top;
    return (
      top >= document.querySelector("header")!.getBoundingClientRect().bottom && top < innerHeight
    );
  }, selector);
}
