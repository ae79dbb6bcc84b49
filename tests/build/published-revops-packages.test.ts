import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { revopsPackagesSeed } from "~/content/revops-packages";

import {
  CLIENT_DIR,
  VIEWPORT_WIDTHS,
  filesFetchedOnSight,
  initialScripts,
  prerenderedPages,
  requireBuild,
} from "./build-output";

/**
 * The RevOps packages are owner-edited (decision 025): the package cards and the discovery form
 * get them as props from the page, so no script a public page loads holds them as a constant.
 */

/** Copy found only in the seed's packages. */
const SEED_MARKERS = [
  revopsPackagesSeed.ignite.description,
  revopsPackagesSeed.accelerate.incentive,
  revopsPackagesSeed.dominate.features.at(-1)!,
];

beforeAll(requireBuild);

describe("the RevOps packages in the build", () => {
  it("are in no script a public page loads, ahead of time or as a widget nears", () => {
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
        const held = SEED_MARKERS.filter((marker) => code.includes(marker));
        if (held.length > 0) carriers.push(`${route}: ${script} holds ${held.join(", ")}`);
      }
    }
    expect(carriers).toEqual([]);
  });

  it("reach the package cards and the discovery form as their props", () => {
    const page = prerenderedPages().find(({ route }) => route === "/services/revops-consulting")!;
    for (const component of ["RevopsPackages", "DiscoveryForm"]) {
      const island = new RegExp(`<astro-island\\b[^>]*component-export="${component}"[^>]*>`).exec(
        page.html,
      )![0];
      const props = /\sprops="([^"]*)"/.exec(island)![1]!.replaceAll("&quot;", '"');
      expect(props, component).toContain(`"incentive":[0,"${revopsPackagesSeed.ignite.incentive}"]`);
    }
  });
});
