import { type PageId, canonicalPath } from "~/content/page-paths";
import { canonicalUrl } from "~/lib/domains";

import { listedPages } from "../support/listed-pages";

import { allIslandsLive, expect, test } from "./fixtures";

const pages = listedPages();
const routes = pages.flatMap((page) =>
  page.paths.map((path) => ({ path, canonical: page.paths[0], title: page.title })),
);

test.describe("every route", () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its h1, title and canonical link`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await allIslandsLive(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        canonicalUrl(route.canonical),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      // Hydration mismatches of any island and runtime errors are reported on the console.
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("prerendered HTML", () => {
  test.use({ javaScriptEnabled: false });

  for (const page of pages) {
    test(`${page.paths[0]} is readable without JavaScript`, async ({ page: browserPage }) => {
      await browserPage.goto(page.paths[0]);
      await expect(browserPage.locator("h1")).toBeVisible();
      await expect(browserPage).toHaveTitle(page.title);
      await expect(browserPage.locator("footer")).toContainText("All rights reserved");
    });
  }
});

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

test("sitemap.xml lists every canonical URL once, robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(pages.map((page) => canonicalUrl(page.paths[0])));
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://grevvy.com/sitemap.xml");
});

test("pages carry share tags with a real 1200×630 image and Organization JSON-LD", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toBe("https://grevvy.com/og-image.png");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const png = await request.get("/og-image.png");
  expect(png.status()).toBe(200);
  const bytes = await png.body();
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
  expect(types).toContain("Organization");
});

const structuredDataTypes: Partial<Record<PageId, string[]>> = {
  "ai-trainer": ["Product", "FAQPage"],
  "ai-trainer-support": ["Product", "FAQPage"],
  "software-onboarding": ["Service"],
  "software-onboarding-pricing": ["Service"],
  "website-services": ["Service"],
  "website-design-pricing": ["Service"],
  "custom-presentations": ["Service"],
  "lead-generation": ["Service", "FAQPage"],
  "app-development": ["Service", "FAQPage"],
  "revops-consulting": ["Service"],
  "software-advisory": ["FAQPage"],
  "ai-tools": ["FAQPage"],
  "crm-pricing": ["Service"],
};

const typesAt = new Map(
  Object.entries(structuredDataTypes).map(([id, types]) => [canonicalPath(id as PageId), types]),
);

test("every page's prerendered HTML carries valid JSON-LD of its types", async ({ request }) => {
  for (const page of pages) {
    for (const path of page.paths) {
      const html = await (await request.get(path)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
      expect(
        blocks.map((block) => block["@type"]),
        path,
      ).toEqual(["Organization", ...(typesAt.get(page.paths[0]) ?? [])]);
      for (const block of blocks) {
        expect(block["@context"], path).toBe("https://schema.org");
        for (const offer of (block.offers ?? []) as { price: string; priceCurrency: string }[]) {
          expect(offer.price, path).toMatch(/^\d+\.\d{2}$/);
          expect(offer.priceCurrency, path).toBe("USD");
        }
      }
    }
  }
});
