import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, test } from "vitest";

import { ADMIN_API, ADMIN_PATHS } from "~/lib/admin-api";

import {
  CLIENT_DIR,
  VIEWPORT_WIDTHS,
  filesFetchedOnSight,
  gzipSize,
  initialScripts,
  islandsWaitingOnOthers,
  kib,
  prerenderedPages,
  requireBuild,
  stylesheets,
} from "./build-output";

/**
 * Gzipped bytes a page may download before the visitor does anything, at a phone's width and at
 * a desktop's (see docs/decisions/004-page-weight.md for the figures).
 */
const BUDGETS = {
  /**
   * The page's own script: the header's controls, the theme switch, in-page scrolling, fades,
   * the page-view beacon. No React: it loads only as a widget nears.
   */
  publicJs: 15 * 1024,
  /** The AI trainer pages' Book a Call popup host and, on the product page, the hero's button. */
  aiTrainerJs: 83 * 1024,
  /**
   * The leads inbox's private pages: the sign-in form with its form library and schemas, and
   * its two-factor steps (what it shares with the public islands in files of its own).
   */
  adminJs: 134 * 1024,
  css: 20 * 1024,
  /** The site's stylesheet and the inbox's own. */
  adminCss: 24 * 1024,
};

/**
 * Rounds of requests an island hydrated on sight may need for its code: over HTTP/2 the files of
 * one round come together, but each round waits for the files of the one before (decision 018).
 */
const ROUNDS_FETCHED_ON_SIGHT = 4;

const adminRoutes = new Set<string>(Object.values(ADMIN_PATHS));

function jsBudget(route: string) {
  if (adminRoutes.has(route)) return BUDGETS.adminJs;
  return /^\/[\w-]+-ai-trainer(-support)?$/.test(route) ? BUDGETS.aiTrainerJs : BUDGETS.publicJs;
}

beforeAll(requireBuild);

describe("page weight budgets (gzip)", () => {
  const pages = prerenderedPages();

  test("every page is measured", () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  test.each(pages)("$route stays within its JavaScript and CSS budgets", ({ route, html }) => {
    const budget = jsBudget(route);
    for (const [viewport, width] of Object.entries(VIEWPORT_WIDTHS)) {
      const scripts = initialScripts(html, width);
      const js = scripts.reduce((total, script) => total + gzipSize(script), 0);
      expect(js, `${route} on a ${viewport} ships ${kib(js)} of JavaScript (budget ${kib(budget)})`).toBeLessThanOrEqual(budget);
    }
    const sheets = stylesheets(html);
    expect(sheets.length).toBeGreaterThan(0);
    const css = sheets.reduce((total, sheet) => total + gzipSize(sheet), 0);
    const cssBudget = adminRoutes.has(route) ? BUDGETS.adminCss : BUDGETS.css;
    expect(css, `${route} ships ${kib(css)} of CSS (budget ${kib(cssBudget)})`).toBeLessThanOrEqual(cssBudget);
  });

  test("only the AI trainer pages have an island that loads before the visitor acts or nears it", () => {
    const eager = pages
      .filter(({ route, html }) => !adminRoutes.has(route) && /<astro-island\b[^>]*client="(load|idle|media|only)"/.test(html))
      .map(({ route }) => route);
    expect(eager.length).toBeGreaterThan(0);
    expect(eager.filter((route) => jsBudget(route) !== BUDGETS.aiTrainerJs)).toEqual([]);
  });

  test("an island hydrated on sight fetches its code in few rounds", () => {
    const deep = pages
      .flatMap(({ route, html }) =>
        Object.values(VIEWPORT_WIDTHS).flatMap((width) =>
          filesFetchedOnSight(html, width).map((island) => ({ route, width, ...island })),
        ),
      )
      .filter(({ levels }) => levels > ROUNDS_FETCHED_ON_SIGHT)
      .map(
        ({ route, width, component, files, levels }) =>
          `${route} at ${width}px: ${component} fetches ${files.length} files in ${levels} rounds`,
      );
    expect(deep).toEqual([]);
  });

  // The modules the page script shares with islands stay in its one chunk (astro.config.mjs):
  // split as by default, they came in six files.
  test("a page with no island to load up front fetches its scripts' entries and one file they share", () => {
    const crowded = pages
      .filter(({ route, html }) => !adminRoutes.has(route) && !/<astro-island\b[^>]*client="(load|idle|media|only)"/.test(html))
      .flatMap(({ route, html }) => {
        const entries = html.match(/<script\b[^>]*\bsrc="\/assets\/[^"]+\.js"/g)?.length ?? 0;
        return Object.values(VIEWPORT_WIDTHS).map((width) => ({ route, width, entries, scripts: initialScripts(html, width) }));
      })
      .filter(({ entries, scripts }) => scripts.length > entries + 1)
      .map(({ route, width, scripts }) => `${route} at ${width}px: ${scripts.join(", ")}`);
    expect(crowded).toEqual([]);
  });

  // A script the parser finds is fetched at high priority beside the stylesheet, and Lighthouse's
  // simulation then counts the whole first parse before the first paint (decision 004).
  test("no public page has a script for the parser to fetch: the page's own comes once it is parsed", () => {
    const found = pages
      .filter(({ route }) => !adminRoutes.has(route))
      .flatMap(({ route, html }) =>
        [...html.replace(/<template\b[\s\S]*?<\/template>/g, "").matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(
          (match) => `${route}: ${match[1]}`,
        ),
      );
    expect(found).toEqual([]);
    expect(pages.filter(({ html }) => /<template data-page-scripts>\s*<script type="module" src="\/assets\/page-shell-script/.test(html)).length).toBe(
      pages.length - adminRoutes.size,
    );
  });

  // A button's island that imported the popup's file stayed inert for as long as the popup's
  // code was on its way.
  test("no island waits for another island's code to hydrate", () => {
    const waiting = pages.flatMap(({ route, html }) =>
      islandsWaitingOnOthers(html).map(({ component, others }) => `${route}: ${component} loads ${others.join(", ")}`),
    );
    expect(waiting).toEqual([]);
  });

  test("the inbox's pages are built, and no public page loads any of their code", () => {
    expect(pages.filter(({ route }) => adminRoutes.has(route))).toHaveLength(adminRoutes.size);
    const leaking = pages
      .filter(({ route }) => !adminRoutes.has(route))
      .flatMap(({ route, html }) =>
        Object.values(VIEWPORT_WIDTHS)
          .flatMap((width) => initialScripts(html, width))
          .filter((script) => readFileSync(path.join(CLIENT_DIR, script), "utf8").includes(ADMIN_API.session))
          .map((script) => `${route}: ${script}`),
      );
    expect(leaking).toEqual([]);
  });
});
