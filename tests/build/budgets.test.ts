import { beforeAll, describe, expect, test } from "vitest";

import {
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
  otherJs: 126 * 1024,
  css: 20 * 1024,
};

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
    const css = stylesheets(html).reduce((total, sheet) => total + gzipSize(sheet), 0);
    const jsBudget = route === "/" ? BUDGETS.homeJs : BUDGETS.otherJs;
    expect(js, `${route} ships ${kib(js)} of JavaScript (budget ${kib(jsBudget)})`).toBeLessThanOrEqual(jsBudget);
    expect(css, `${route} ships ${kib(css)} of CSS (budget ${kib(BUDGETS.css)})`).toBeLessThanOrEqual(BUDGETS.css);
  });
});
