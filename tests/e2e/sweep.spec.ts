import type { Page } from "@playwright/test";

import { TEAM_SIZE_MAX } from "~/content/ai-trainer-plans";
import { DEMO_THEME_STORAGE_KEY } from "~/content/home-hero";
import { FORM_PROBLEMS_PATH, thankYouPath } from "~/content/lead-form-pages";
import { canonicalUrl } from "~/lib/domains";
import { THEME_STORAGE_KEY } from "~/lib/theme";

import { allIslandsLive, expect, problemsInBothThemes, test } from "./fixtures";
import { listedPages } from "../support/listed-pages";

/** Every page of the built site, its aliases after its canonical path. */
const pages = listedPages();

/**
 * Every route loaded once at desktop width and once on the narrowest screen the site is made
 * for, its islands live. Per load: the status, the title and the canonical link, no console
 * error, axe (WCAG 2.x A and AA with the experimental rules, every impact) and the outline (one
 * h1, no skipped level) in the dark theme, axe again once the theme is switched to light as the
 * footer's switch does (the rules a colour decides: the rest cannot change), no sideways
 * scrolling, and no cookie or web storage but the theme. The HTML facts (descriptions, aliases'
 * canonical links, JSON-LD, the site map, links) are build tests (tests/build/pages.test.ts).
 */

interface Route {
  path: string;
  status: number;
  title: string | RegExp;
  /** The canonical link's address; none on pages that are never indexed. */
  canonical: string | null;
}

const NOT_FOUND_PATH = "/no-such-page";
const routes: Route[] = [
  ...pages.map((page) => ({
    path: page.paths[0],
    status: 200,
    title: page.title,
    canonical: canonicalUrl(page.paths[0]),
  })),
  { path: NOT_FOUND_PATH, status: 404, title: "Page not found | Grevvy", canonical: null },
  // The answers to a form posted without scripts: a thank-you page with a download, one with
  // the next step, and the page that lists a refused post's problems.
  ...[thankYouPath("free-guide"), thankYouPath("partner-contact")].map((path) => ({
    path,
    status: 200,
    // Each form's own thanks.
    title: /^\S.* \| Grevvy$/,
    canonical: null,
  })),
  {
    path: FORM_PROBLEMS_PATH,
    status: 200,
    title: "Please check the form | Grevvy",
    canonical: null,
  },
];

/** The narrowest screen the site is made for: no page may scroll sideways on it. */
const NARROWEST = 320;
const widths = {
  desktop: { width: 1280, height: 800 },
  narrowest: { width: NARROWEST, height: 640 },
};

/**
 * Routes per test: one browser page visits them in turn. A route takes about 4 s alone on an
 * idle host (load, islands woken, two audits), up to a minute on a two-core host under heavy
 * load; a test allows 90 s a route.
 */
const GROUP_SIZE = 5;
const groups = Array.from({ length: Math.ceil(routes.length / GROUP_SIZE) }, (_, index) =>
  routes.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Where the narrowest page grows wider than the screen once every hidden part a visitor can
 * show is shown: every tab's panel, the team plans at the largest size they price, each tab
 * whose panel is made only while chosen (the home demo's), every question and topic open.
 */
async function widerThanNarrowest(page: Page): Promise<string[]> {
  const found: string[] = [];
  const check = async (state: string) => {
    const width = await pageWidth(page);
    if (width > NARROWEST) found.push(`${width} px ${state}`);
  };

  // Panels not chosen are hidden by CSS (their state), every one of them in the page.
  await page.evaluate(() => {
    const hidden = "[role='tabpanel'][data-state='inactive']";
    for (const panel of document.querySelectorAll<HTMLElement>(hidden)) {
      panel.dataset.state = "active";
    }
  });
  await check("with every tab's panel shown");

  const teamSize = page.getByRole("spinbutton", { name: "Team size (users)" });
  if ((await teamSize.count()) > 0) {
    await teamSize.fill(String(TEAM_SIZE_MAX));
    await expect(teamSize).toHaveValue(String(TEAM_SIZE_MAX));
    await check(`with ${TEAM_SIZE_MAX} users`);
  }

  const tabsWithoutPanel = await page
    .getByRole("tab")
    .filter({ visible: true })
    .evaluateAll((tabs) =>
      tabs
        .filter((tab) => {
          const panel = tab.getAttribute("aria-controls");
          return !panel || !document.getElementById(panel);
        })
        .map((tab) => tab.textContent!.trim()),
    );
  for (const name of tabsWithoutPanel) {
    const tab = page.getByRole("tab", { name, exact: true }).filter({ visible: true });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await check(`with ${name} chosen`);
  }

  // One after the other: those of one group close each other.
  const widest = await page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll("details")].map((details) => {
        details.open = true;
        return document.documentElement.scrollWidth;
      }),
    ),
  );
  if (widest > NARROWEST) found.push(`${widest} px with the questions open`);
  return found;
}

/** What is wrong with one route at the page's width, or nothing. */
async function problemsOf(page: Page, route: Route, consoleErrors: string[]) {
  const problems: Record<string, unknown> = {};
  const errorsBefore = consoleErrors.length;
  const response = await page.goto(route.path);
  if (response?.status() !== route.status) problems.status = response?.status();
  const title = await page.title();
  const titleMatches =
    typeof route.title === "string" ? title === route.title : route.title.test(title);
  if (!titleMatches) problems.title = title;
  const canonical = page.locator('link[rel="canonical"]');
  const canonicals = await canonical.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  );
  if (canonicals.join() !== (route.canonical ?? "")) problems.canonical = canonicals;

  await allIslandsLive(page);
  Object.assign(problems, await problemsInBothThemes(page));

  const screen = page.viewportSize()!.width;
  const width = await pageWidth(page);
  if (width > screen) problems.overflow = `${width} px wide as it loads`;
  else if (screen === NARROWEST) {
    const wider = await widerThanNarrowest(page);
    if (wider.length > 0) problems.overflow = wider;
  }

  // Nothing kept in the browser but the theme chosen (decision 021): no cookie, no other storage.
  const cookies = await page.context().cookies();
  if (cookies.length > 0) problems.cookies = cookies.map(({ name }) => name);
  const stored = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    indexedDB: (await indexedDB.databases()).map(({ name }) => name),
  }));
  const themes: string[] = [THEME_STORAGE_KEY, DEMO_THEME_STORAGE_KEY];
  stored.local = stored.local.filter((key) => !themes.includes(key));
  if (Object.values(stored).some((keys) => keys.length > 0)) problems.storage = stored;

  // Hydration mismatches and runtime errors are reported on the console; the 404 page's own
  // answer is one too.
  const errors = consoleErrors
    .slice(errorsBefore)
    .filter((error) => !(route.status === 404 && error.includes("404")));
  if (errors.length > 0) problems.console = errors;
  return problems;
}

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport, contextOptions: { reducedMotion: "reduce" } });

    for (const group of groups) {
      test(group.map((route) => route.path).join(", "), async ({ page, consoleErrors }) => {
        test.setTimeout(90_000 * group.length);
        const failures: Record<string, unknown> = {};
        for (const route of group) {
          try {
            const problems = await problemsOf(page, route, consoleErrors);
            if (Object.keys(problems).length > 0) failures[route.path] = problems;
          } catch (error) {
            failures[route.path] = { error: String(error) };
          }
        }
        expect(failures, `${name}: problems per route`).toEqual({});
      });
    }
  });
}

test("an unknown path answers 404 with the 404 page and logs the path", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/no/such/page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect.poll(() => consoleErrors.join("\n")).toContain("/no/such/page");
  expect(consoleErrors.filter((error) => !error.includes("404"))).toEqual([]);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("every alias answers 200 with its page", async ({ request }) => {
  const answers = await Promise.all(
    pages
      .flatMap((page) => page.paths.slice(1))
      .map(async (path) => [path, (await request.get(path, { maxRedirects: 0 })).status()]),
  );
  expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  expect(answers.length).toBeGreaterThan(0);
});
