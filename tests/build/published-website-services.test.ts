import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { websiteServicesSeed } from "~/content/website-services";

import {
  CLIENT_DIR,
  VIEWPORT_WIDTHS,
  filesFetchedOnSight,
  initialScripts,
  prerenderedPages,
  requireBuild,
} from "./build-output";

/**
 * The website services' copy is owner-edited: no script a public page loads holds it (the
 * estimator's bundle held every service's name, summary and lines), and the estimator gets the
 * services' names as its props from the page.
 */

const { migration, redesign } = websiteServicesSeed.services;
/** Text found only in the services' copy. */
const COPY_MARKERS = [migration.name, migration.includes[0]!, redesign.summary, redesign.includes[0]!];

beforeAll(requireBuild);

describe("the website services' copy in the build", () => {
  it("is in no script a public page loads, ahead of time or as a widget nears", () => {
    const carriers: string[] = [];
    for (const { route, html } of prerenderedPages()) {
      if (route.startsWith("/admin")) continue;
      const width = VIEWPORT_WIDTHS.desktop;
      const scripts = new Set([
        ...initialScripts(html, width),
        ...filesFetchedOnSight(html, width).flatMap(({ files }) => files),
      ]);
      for (const script of scripts) {
        const code = readFileSync(path.join(CLIENT_DIR, script), "utf8");
        const held = COPY_MARKERS.filter((marker) => code.includes(marker));
        if (held.length > 0) carriers.push(`${route}: ${script} holds ${held.join(", ")}`);
      }
    }
    expect(carriers).toEqual([]);
  });

  it("reaches the page estimator as its props: the services' names alone", () => {
    const page = prerenderedPages().find(({ route }) => route === "/pricing/website-design")!;
    const island = /<astro-island\b[^>]*component-export="PageEstimator"[^>]*>/.exec(page.html)![0];
    const props = /\sprops="([^"]*)"/.exec(island)![1]!.replaceAll("&quot;", '"');
    expect(props).toContain(
      `"names":[0,{"migration":[0,"${migration.name}"],"redesign":[0,"${redesign.name}"]}]`,
    );
    expect(props).not.toContain(redesign.summary);
  });
});
