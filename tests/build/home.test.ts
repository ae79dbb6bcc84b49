// @vitest-environment jsdom
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, test } from "vitest";

import { site } from "~/config/site";
import { freeGuide } from "~/content/home";
import { thankYouPath } from "~/content/lead-form-pages";
import { leadForms } from "~/content/lead-forms";
import { canonicalPath } from "~/content/page-paths";
import { serviceCards } from "~/content/services";
import { canonicalUrl } from "~/lib/domains";

import { CLIENT_DIR, requireBuild } from "./build-output";
import { builtPage, hrefs, links } from "./built-page";

/**
 * What the home page says in its prerendered HTML: the hero, the services grid, the AI trainer
 * promo and the free guide it offers (following the promo's link on a local host is the
 * header's test in shell.spec.ts: one script keeps every such link there). home.spec.ts keeps
 * what needs a browser (the demo's dark scope, the carousel's real pointer, the form).
 */

beforeAll(requireBuild);

const home = () => builtPage("/");

describe("the home page as built", () => {
  test("hero: the tagline, both calls to action and 20 particles", () => {
    expect(home().querySelector("h1")!.textContent).toBe(
      "Grow Revenue with Instant Software Adoption by AI",
    );
    const explore = links(home(), "Explore Services");
    expect(explore.map((link) => link.getAttribute("href"))).toEqual([canonicalPath("services")]);
    const [booking, ...others] = links(home(), "Book Consultation (opens in a new tab)");
    expect(others).toEqual([]);
    expect(booking!.getAttribute("href")).toBe(site.bookingUrl);
    expect(booking!.getAttribute("target")).toBe("_blank");
    expect(booking!.getAttribute("rel")).toBe("noopener noreferrer");
    expect(home().querySelectorAll('[data-particles="hero"] [data-particle]')).toHaveLength(20);
  });

  test("never shows the older product name", () => {
    const body = home().body.cloneNode(true) as HTMLElement;
    for (const hidden of body.querySelectorAll("script, template, style")) hidden.remove();
    expect(body.textContent).not.toMatch(/hubai/i);
  });

  test("the services grid lists the six services with links and three features each", () => {
    const grid = home().querySelector("section#services")!;
    expect(grid.querySelectorAll("li > div")).toHaveLength(6);
    expect(serviceCards).toHaveLength(6);
    for (const service of serviceCards) {
      expect(
        links(grid, service.title).map((link) => link.getAttribute("href")),
        service.title,
      ).toEqual([service.link]);
      for (const feature of service.features) expect(grid.textContent).toContain(feature);
    }
  });

  test("the AI trainer promo names the AI trainer's domain", () => {
    expect(links(home(), "Start Free Demo").map((link) => link.getAttribute("href"))).toEqual(
      [canonicalUrl(canonicalPath("ai-trainer"))],
    );
  });

  test("the free guide's thank-you page offers the download it promises", () => {
    const { download } = leadForms["free-guide"];
    expect(hrefs(builtPage(thankYouPath("free-guide")), download!.label)).toEqual([
      download!.href,
    ]);
    expect(existsSync(path.join(CLIENT_DIR, download!.href))).toBe(true);
  });

  test("the free guide is a real page of the build", () => {
    const guide = path.join(CLIENT_DIR, freeGuide.downloadHref);
    expect(existsSync(guide)).toBe(true);
    expect(readFileSync(guide, "utf8")).toContain(
      "The AI Adoption Quick-Start Guide for Revenue Teams",
    );
  });
});
