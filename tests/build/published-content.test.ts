import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { integrationTable, presetPackages, supportPlans } from "~/content/onboarding-prices";

import {
  CLIENT_DIR,
  VIEWPORT_WIDTHS,
  filesFetchedOnSight,
  initialScripts,
  prerenderedPages,
  requireBuild,
} from "./build-output";

/**
 * Owner-edited figures reach islands as props from their page (decision 020): a page rendered
 * with another published version carries that version's, so no script a public page loads may
 * hold the price list or the support plans as a constant.
 */

/** Words found only in the seed price list and support plans. */
const SEED_MARKERS = [
  presetPackages[0]!.description,
  integrationTable.at(-1)!.name,
  supportPlans.intelligent.gold.services.at(-1)!,
];

beforeAll(requireBuild);

describe("the published content in the build", () => {
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
        const held = SEED_MARKERS.filter((marker) => code.includes(marker));
        if (held.length > 0) carriers.push(`${route}: ${script} holds ${held.join(", ")}`);
      }
    }
    expect(carriers).toEqual([]);
  });

  it("reaches the calculator as its props, which the page renders", () => {
    const reps = prerenderedPages().find(({ route }) => route === "/software-reps")!;
    const calculator = /<astro-island\b[^>]*component-export="OnboardingCalculator"[^>]*>/.exec(
      reps.html,
    )![0];
    const props = /\sprops="([^"]*)"/.exec(calculator)![1]!;
    expect(props).toContain(presetPackages[0]!.name);
  });
});
