import { site } from "~/config/site";
import { canonicalUrl } from "~/lib/domains";

import { allIslandsLive, expect, test } from "./fixtures";
import { listedPages } from "../support/listed-pages";

/**
 * A crawl of the served site from `/`: every internal `<a href>` of every page reached must
 * answer 200 (no redirect), and every `#anchor` must name an element on its target page.
 * Links to the site's own domains count as internal; other sites are not followed.
 */

const ownHosts = new Set(
  [site.domains.main, site.domains.aiTrainer].flatMap((host) => [host, `www.${host}`]),
);

interface Link {
  /** Path and query, without the fragment. */
  target: string;
  anchor: string;
  from: string;
}

test("no internal link or anchor leads nowhere", async ({ page, request, baseURL }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  await page.emulateMedia({ reducedMotion: "reduce" });

  const status = new Map<string, number>();
  const idsByPage = new Map<string, Set<string>>();
  const links: Link[] = [];
  const queue: string[] = [];

  async function statusOf(target: string) {
    if (!status.has(target)) {
      const response = await request.get(target, { maxRedirects: 0 });
      status.set(target, response.status());
      const isPage = (response.headers()["content-type"] ?? "").includes("text/html");
      if (response.status() === 200 && isPage) queue.push(target);
    }
    return status.get(target)!;
  }

  await statusOf("/");
  while (queue.length > 0) {
    const from = queue.shift()!;
    if (idsByPage.has(from)) continue;
    await page.goto(from);
    // Widgets render their links as they come into view.
    await allIslandsLive(page);
    const found = await page.evaluate(() => ({
      ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
      hrefs: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!),
    }));
    idsByPage.set(from, new Set(found.ids));
    for (const href of found.hrefs) {
      const url = new URL(href, `${origin}${from}`);
      const internal = url.origin === origin || ownHosts.has(url.hostname);
      if (!internal || !url.protocol.startsWith("http")) continue;
      const target = `${url.pathname}${url.search}`;
      links.push({ target, anchor: decodeURIComponent(url.hash.slice(1)), from });
      await statusOf(target);
    }
  }

  const broken = new Set<string>();
  for (const link of links) {
    const answer = status.get(link.target);
    if (answer !== 200) {
      broken.add(`${link.target} answers ${answer} (linked from ${link.from})`);
    } else if (link.anchor && idsByPage.has(link.target)) {
      if (!idsByPage.get(link.target)!.has(link.anchor)) {
        broken.add(`${link.target}#${link.anchor} has no such id (linked from ${link.from})`);
      }
    }
  }
  expect([...broken]).toEqual([]);
  // Every page is reachable from the home page (by one of its paths), so the crawl covered it.
  const unreached = listedPages().filter(
    (entry) => !entry.paths.some((path) => idsByPage.has(path)),
  );
  expect(unreached.map((entry) => entry.paths[0])).toEqual([]);
});

/**
 * The pages as served on the two real domains (the server tells them apart by the Host header):
 * starting from every page's canonical URL, every link of the served HTML to either domain is
 * requested on the domain it names, and must answer 200 straight away. A link to a page of the
 * other domain must therefore name that domain; a relative one would be answered with a 301.
 */
test("no link of a page on either domain is answered with a redirect", async ({ request }) => {
  test.setTimeout(300_000);
  const checked = new Map<string, { status: number; location?: string }>();
  const redirects = new Set<string>();
  const queue = listedPages().map((entry) => canonicalUrl(entry.paths[0]));
  const hrefs = (html: string) =>
    [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
      match[1]!.replaceAll("&amp;", "&"),
    );

  async function fetchOnce(url: URL) {
    const key = `${url.host}${url.pathname}${url.search}`;
    if (!checked.has(key)) {
      const response = await request.get(`${url.pathname}${url.search}`, {
        headers: { host: url.host },
        maxRedirects: 0,
      });
      const answer = { status: response.status(), location: response.headers().location };
      checked.set(key, answer);
      const isPage = (response.headers()["content-type"] ?? "").includes("text/html");
      if (answer.status === 200 && isPage) {
        for (const href of hrefs(await response.text())) {
          const target = new URL(href, url);
          if (!target.protocol.startsWith("http") || !ownHosts.has(target.hostname)) continue;
          const result = await fetchOnce(target);
          if (result.status >= 300 && result.status < 400) {
            redirects.add(
              `${href} on ${url.href} answers ${result.status} → ${result.location ?? "?"}`,
            );
          }
        }
      }
    }
    return checked.get(key)!;
  }

  for (const start of queue) {
    const answer = await fetchOnce(new URL(start));
    expect(answer.status, `${start} (canonical)`).toBe(200);
  }
  expect([...redirects]).toEqual([]);
  // Both domains were crawled.
  const hosts = new Set([...checked.keys()].map((key) => key.slice(0, key.indexOf("/"))));
  expect(hosts).toEqual(new Set([site.domains.main, site.domains.aiTrainer]));
});
