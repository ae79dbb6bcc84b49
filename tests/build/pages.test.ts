// @vitest-environment jsdom
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, test } from "vitest";

import { site } from "~/config/site";
import { headerLinks } from "~/content/navigation";
import { type PageId, canonicalPath } from "~/content/page-paths";
import { canonicalUrl, siteHref } from "~/lib/domains";

import { listedPages } from "../support/listed-pages";

import { CLIENT_DIR, prerenderedPages, requireBuild } from "./build-output";

/**
 * What every prerendered page says in its HTML: title, description and canonical link (an
 * alias points at its page's first path), share tags, structured data, content readable without
 * scripts; the site map and robots.txt; and links that all lead somewhere.
 */

beforeAll(requireBuild);

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

let built: Map<string, Document>;
/** The prerendered pages by route, parsed once. */
const builtPages = () =>
  (built ??= new Map(prerenderedPages().map(({ route, html }) => [route, parse(html)])));
const document = (route: string) => {
  const found = builtPages().get(route);
  if (!found) throw new Error(`${route} is not built`);
  return found;
};

/** Every page of the built site map at each of its paths (aliases after the canonical one). */
const pages = listedPages();
const routes = pages.flatMap((page) =>
  page.paths.map((path) => ({ page, path, canonical: page.paths[0] })),
);

describe("every route's prerendered page", () => {
  test.each(routes)("$path: title, description, canonical link and share tags", (route) => {
    const html = document(route.path);
    const meta = (selector: string) => html.querySelector(selector)?.getAttribute("content");
    expect(html.title).toBe(route.page.title);
    expect(meta('meta[name="description"]')).toMatch(/.{50,}/);
    expect(
      [...html.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
    ).toEqual([canonicalUrl(route.canonical)]);
    expect(meta('meta[property="og:image"]')).toBe(`https://${site.domains.main}/og-image.png`);
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  });

  test.each(routes)("$path is readable without scripts: one h1 and the footer", (route) => {
    const html = document(route.path);
    expect(html.querySelectorAll("h1")).toHaveLength(1);
    expect(html.querySelector("h1")!.textContent!.trim()).not.toBe("");
    expect(html.querySelector("footer")?.textContent).toContain("All rights reserved");
  });
});

test("the share image is a 1200×630 PNG", () => {
  const bytes = readFileSync(path.join(CLIENT_DIR, "og-image.png"));
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
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

test.each(routes)("$path carries valid JSON-LD of its types", (route) => {
  const blocks = [...document(route.path).querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
  );
  const id = (Object.keys(structuredDataTypes) as PageId[]).find(
    (key) => canonicalPath(key) === route.canonical,
  );
  expect(blocks.map((block) => block["@type"])).toEqual([
    "Organization",
    ...((id && structuredDataTypes[id]) ?? []),
  ]);
  for (const block of blocks) {
    expect(block["@context"]).toBe("https://schema.org");
    for (const offer of (block.offers ?? []) as { price: string; priceCurrency: string }[]) {
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.priceCurrency).toBe("USD");
    }
  }
});

test("sitemap.xml lists every canonical URL once, robots.txt points to it", () => {
  const xml = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(new Set(locations).size).toBe(locations.length);
  for (const location of locations) {
    expect(document(new URL(location!).pathname), location).toBeDefined();
  }
  for (const route of routes) {
    expect(locations, route.path).toContain(canonicalUrl(route.canonical));
  }
  const robots = readFileSync(path.join(CLIENT_DIR, "robots.txt"), "utf8");
  expect(robots).toContain(`Sitemap: https://${site.domains.main}/sitemap.xml`);
});

/**
 * Links between the prerendered pages, from the home page: every internal `<a href>` (to this
 * site or one of its own domains) leads to a built page or file, every `#anchor` to an element
 * of its page, and every page is reached.
 */
describe("links", () => {
  const ownHosts = new Set(
    [site.domains.main, site.domains.aiTrainer].flatMap((host) => [host, `www.${host}`]),
  );
  const origin = `https://${site.domains.main}`;

  /** The built page of a path (a prerendered route), or null. */
  const pageAt = (pathname: string) => {
    const route = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
    return builtPages().get(route) ?? null;
  };
  const isBuiltFile = (pathname: string) =>
    pathname !== "/" && existsSync(path.join(CLIENT_DIR, decodeURIComponent(pathname)));

  test("no internal link or anchor leads nowhere, and every page is reached from /", () => {
    const broken = new Set<string>();
    const reached = new Set<string>(["/"]);
    const queue = ["/"];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const link of document(from).querySelectorAll("a[href]")) {
        const url = new URL(link.getAttribute("href")!, `${origin}${from}`);
        if (!url.protocol.startsWith("http") || !ownHosts.has(url.hostname)) continue;
        const target = pageAt(url.pathname);
        if (!target) {
          if (!isBuiltFile(url.pathname)) broken.add(`${url.pathname} (linked from ${from})`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && !target.getElementById(anchor)) {
          broken.add(`${url.pathname}#${anchor} has no such id (linked from ${from})`);
        }
        const route = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : "/";
        if (!reached.has(route)) {
          reached.add(route);
          queue.push(route);
        }
      }
    }
    expect([...broken]).toEqual([]);
    const unreached = pages.filter((entry) => !entry.paths.some((path) => reached.has(path)));
    expect(unreached.map((entry) => entry.paths[0])).toEqual([]);
  });

  test("every link to another site opens in a new tab without the opener", () => {
    const wrong: string[] = [];
    let external = 0;
    for (const [route, page] of builtPages()) {
      for (const link of page.querySelectorAll("a[href^='http']")) {
        // Links to the site's other domain are part of the site: they open in the same tab.
        if (ownHosts.has(new URL(link.getAttribute("href")!).hostname)) continue;
        external += 1;
        if (link.getAttribute("target") !== "_blank" || link.getAttribute("rel") !== "noopener noreferrer") {
          wrong.push(`${route}: ${link.getAttribute("href")}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(external).toBeGreaterThan(0);
  });
});

test("the header's top links and its home link lead to their pages, the AI trainer's to its domain", () => {
  const header = document("/privacy").querySelector("header")!;
  const nav = header.querySelector('nav[aria-label="Main"]')!;
  const hrefOf = (title: string) =>
    [...nav.querySelectorAll("a")]
      .filter((link) => link.textContent?.trim() === title)
      .map((link) => link.getAttribute("href"));
  expect(hrefOf(headerLinks.aiTrainer.title)).toEqual([
    canonicalUrl(headerLinks.aiTrainer.href),
  ]);
  for (const link of Object.values(headerLinks)) {
    expect(hrefOf(link.title), link.title).toEqual([siteHref(link.href, "/privacy")]);
  }
  const home = header.querySelectorAll(`a[aria-label="${site.brand} home"]`);
  expect(new Set([...home].map((link) => link.getAttribute("href")))).toEqual(new Set(["/"]));
  expect(home.length).toBeGreaterThan(0);
});

test("the footer has its columns, social links, e-mail addresses, city line, booking and legal links", () => {
  const footer = document("/").querySelector("footer")!;
  const headings = [...footer.querySelectorAll("h2, h3, h4")].map((heading) => heading.textContent);
  expect(headings).toEqual(expect.arrayContaining(["Services", "Resources", "Contact"]));
  const hrefOf = (name: string | RegExp) =>
    [...footer.querySelectorAll("a")]
      .filter((link) =>
        typeof name === "string"
          ? link.textContent?.trim() === name || link.getAttribute("aria-label") === name
          : name.test(link.getAttribute("aria-label") ?? link.textContent ?? ""),
      )
      .map((link) => link.getAttribute("href"));
  for (const profile of site.social) {
    expect(hrefOf(new RegExp(`on ${profile.name}`)), profile.name).toEqual([profile.href]);
  }
  for (const address of Object.values(site.emails)) {
    expect(hrefOf(address), address).toEqual([`mailto:${address}`]);
  }
  expect(hrefOf(/Book a Call/)).toEqual([site.bookingUrl]);
  expect(hrefOf("Privacy Policy")).toEqual(["/privacy"]);
  expect(hrefOf("Terms of Service")).toEqual(["/terms"]);
  expect(footer.textContent).toContain(site.cityLine);
  expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${site.brand}`);
});
