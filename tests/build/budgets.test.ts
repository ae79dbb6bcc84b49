import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, test } from "vitest";

import { ADMIN_API, ADMIN_PATHS } from "~/lib/admin-api";

import {
  CLIENT_DIR,
  gzipSize,
  initialScripts,
  kib,
  prerenderedPages,
  requireBuild,
  stylesheets,
} from "./build-output";

/** Gzipped bytes a page may load before it is interactive. */
const BUDGETS = {
  homeJs: 140 * 1024,
  otherJs: 127 * 1024,
  /** The leads inbox's private pages: the sign-in form with its form library and schemas. */
  adminJs: 180 * 1024,
  css: 20 * 1024,
  /** The site's stylesheet and the inbox's own. */
  adminCss: 24 * 1024,
};

const adminRoutes = new Set<string>(Object.values(ADMIN_PATHS));

function jsBudget(route: string) {
  if (route === "/") return BUDGETS.homeJs;
  return adminRoutes.has(route) ? BUDGETS.adminJs : BUDGETS.otherJs;
}

beforeAll(requireBuild);

describe("page weight budgets (gzip)", () => {
  const pages = prerenderedPages();

  test("every page is measured", () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  test.each(pages)("$route stays within its JavaScript and CSS budgets", ({ route, html }) => {
    const scripts = initialScripts(html);
    // The client entry and its framework chunk are always part of it.
    expect(scripts.some((script) => script.includes("entry.client"))).toBe(true);
    expect(scripts.length).toBeGreaterThan(3);
    const js = scripts.reduce((total, script) => total + gzipSize(script), 0);
    const sheets = stylesheets(html);
    expect(sheets.length).toBeGreaterThan(0);
    const css = sheets.reduce((total, sheet) => total + gzipSize(sheet), 0);
    const budget = jsBudget(route);
    const cssBudget = adminRoutes.has(route) ? BUDGETS.adminCss : BUDGETS.css;
    expect(js, `${route} ships ${kib(js)} of JavaScript (budget ${kib(budget)})`).toBeLessThanOrEqual(budget);
    expect(css, `${route} ships ${kib(css)} of CSS (budget ${kib(cssBudget)})`).toBeLessThanOrEqual(cssBudget);
  });

  test("the inbox's pages are built, and no public page loads any of their code", () => {
    expect(pages.filter(({ route }) => adminRoutes.has(route))).toHaveLength(adminRoutes.size);
    const leaking = pages
      .filter(({ route }) => !adminRoutes.has(route))
      .flatMap(({ route, html }) =>
        initialScripts(html)
          .filter((script) => readFileSync(path.join(CLIENT_DIR, script), "utf8").includes(ADMIN_API.session))
          .map((script) => `${route}: ${script}`),
      );
    expect(leaking).toEqual([]);
  });
});
