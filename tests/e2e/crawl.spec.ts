import { site } from "~/config/site";
import { canonicalUrl } from "~/lib/domains";

import { expect, test } from "./fixtures";
import { listedPages } from "../support/listed-pages";

/** Every page of the built site, its aliases after its canonical path. */
const pages = listedPages();

const ownHosts = new Set(
  [site.domains.main, site.domains.aiTrainer].flatMap((host) => [host, `www.${host}`]),
);

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
  const queue = pages.map((entry) => canonicalUrl(entry.paths[0]));
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
