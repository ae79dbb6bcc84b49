import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, expect, test } from "vitest";

import { ADMIN_PATHS } from "~/lib/admin-api";

import { listedPages } from "../support/listed-pages";
import { CLIENT_DIR, pageFile, requireBuild } from "./build-output";

/**
 * The inbox's pages as built: kept out of search engines and reached from no public page. The
 * headers the server adds to them are proved in `admin-auth.test` (integration).
 */

beforeAll(requireBuild);

const html = (route: string) => readFileSync(pageFile(route), "utf8");

test("every inbox page asks not to be indexed and says it needs JavaScript", () => {
  const routes = Object.values(ADMIN_PATHS);
  const indexable = routes.filter(
    (route) => !html(route).includes('<meta name="robots" content="noindex, nofollow">'),
  );
  expect(indexable).toEqual([]);
  const silent = routes.filter(
    (route) => !html(route).includes("The leads inbox needs JavaScript"),
  );
  expect(silent).toEqual([]);
  expect(html(ADMIN_PATHS.inbox)).toContain("<title>Leads inbox | Grevvy</title>");
});

test("robots.txt keeps crawlers out of the inbox, and the site map lists none of it", () => {
  const robots = readFileSync(path.join(CLIENT_DIR, "robots.txt"), "utf8");
  expect(robots.split("\n")).toContain("Disallow: /admin");
  const sitemap = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
});

test("no public page links to the inbox", () => {
  const pages = listedPages();
  expect(pages.length).toBeGreaterThan(0);
  const linking = pages
    .map((page) => page.paths[0]!)
    .filter((route) => /href="[^"]*\/admin/.test(html(route)));
  expect(linking).toEqual([]);
});
