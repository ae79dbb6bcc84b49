import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { leadListsSeed } from "~/content/lead-lists";
import { integrationTable, presetPackages, supportPlans } from "~/content/onboarding-prices";
import { presentationPricesSeed } from "~/content/presentation-prices";
import { websitePricesSeed } from "~/content/website-prices";

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
 * hold the price list, the support plans, the AI trainer's plan figures, the website prices, the
 * presentation prices or the lead lists as a constant.
 */

/** Words found only in the seed price list, support plans and lead lists. */
const SEED_MARKERS = [
  presetPackages[0]!.description,
  integrationTable.at(-1)!.name,
  supportPlans.intelligent.gold.services.at(-1)!,
  leadListsSeed.standard.description,
];

/**
 * The AI trainer's figures, the website and the presentation prices are numbers: their seed
 * written as a minified object literal.
 */
const FIGURE_MARKERS = [
  /\bmonthlyPrice:\d/,
  /\bpricePerUser:\d/,
  /\bconversationsPerUser:\d/,
  /\bpricePerPage:\d/,
  /\bmaxEstimatePages:\d/,
  /\bpricePerSlide:\d/,
  /\bminimumBelowSlides:\d/,
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
        const held = [
          ...SEED_MARKERS.filter((marker) => code.includes(marker)),
          ...FIGURE_MARKERS.filter((marker) => marker.test(code)).map(String),
        ];
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

  it("reaches the page estimator as its props", () => {
    const page = prerenderedPages().find(({ route }) => route === "/pricing/website-design")!;
    const island = /<astro-island\b[^>]*component-export="PageEstimator"[^>]*>/.exec(page.html)![0];
    const props = /\sprops="([^"]*)"/.exec(island)![1]!.replaceAll("&quot;", '"');
    const { pricePerPage } = websitePricesSeed.services.redesign.tiers[0]!;
    expect(props).toContain(`"pricePerPage":[0,${pricePerPage}]`);
  });

  it("reaches the presentation quote form as its props", () => {
    const page = prerenderedPages().find(
      ({ route }) => route === "/services/custom-presentations",
    )!;
    const island = /<astro-island\b[^>]*component-export="PresentationQuoteForm"[^>]*>/.exec(
      page.html,
    )![0];
    const props = /\sprops="([^"]*)"/.exec(island)![1]!.replaceAll("&quot;", '"');
    expect(props).toContain(`"pricePerSlide":[0,${presentationPricesSeed.pricePerSlide}]`);
  });

  it("reaches the AI trainer's plans island as its props on both trainer pages", () => {
    for (const route of ["/grevvy-ai-trainer", "/grevvy-ai-trainer-support"]) {
      const page = prerenderedPages().find((candidate) => candidate.route === route)!;
      const island = /<astro-island\b[^>]*component-export="TrainerPlans"[^>]*>/.exec(page.html)![0];
      const props = /\sprops="([^"]*)"/.exec(island)![1]!.replaceAll("&quot;", '"');
      const { pricePerUser } = aiTrainerPlansSeed.team["team-pro"].bands![0]!;
      expect(props, route).toContain(`"pricePerUser":[0,${pricePerUser}]`);
    }
  });
});
