import { readFileSync } from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { aiTrainerPlanCopySeed } from "~/content/ai-trainer-plan-copy";
import { aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { leadListsSeed } from "~/content/lead-lists";
import { integrationTable, presetPackages, supportPlans } from "~/content/onboarding-prices";
import { presentationPricesSeed } from "~/content/presentation-prices";
import { questionsSeed } from "~/content/questions";
import { revopsPackagesSeed } from "~/content/revops-packages";
import { testimonialsSeed } from "~/content/testimonials";
import { websitePricesSeed } from "~/content/website-prices";
import { websiteServicesSeed } from "~/content/website-services";
import { questionPageIds } from "~/lib/questions-schema";

import {
  CLIENT_DIR,
  VIEWPORT_WIDTHS,
  filesFetchedOnSight,
  initialScripts,
  prerenderedPages,
  requireBuild,
} from "./build-output";

/**
 * Owner-edited content reaches islands as props from its page (decision 020), and FAQ answers
 * are rendered on the server (decision 031): a page rendered with another published version
 * carries that version's, so no script a public page loads may hold any kind's seed as a
 * constant, nor the Markdown renderer.
 */

const { migration, redesign } = websiteServicesSeed.services;

/** Words found only in the seed of a kind. */
const SEED_MARKERS = [
  presetPackages[0]!.description,
  integrationTable.at(-1)!.name,
  supportPlans.intelligent.gold.services.at(-1)!,
  leadListsSeed.standard.description,
  revopsPackagesSeed.ignite.description,
  revopsPackagesSeed.accelerate.incentive,
  revopsPackagesSeed.dominate.features.at(-1)!,
  // The website services' copy (the estimator's bundle once held every service's).
  migration.name,
  migration.includes[0]!,
  redesign.summary,
  redesign.includes[0]!,
  // A few words of each page's first answer.
  ...questionPageIds.map((page) => questionsSeed[page][0]!.answer.slice(0, 40)),
  // The home carousel's last quote: the carousel, an island, gets the quotes as props.
  testimonialsSeed.home.at(-1)!.content,
  // The AI trainer plans' copy: a support line and an add-on's description.
  aiTrainerPlanCopySeed.individual.free.support,
  aiTrainerPlanCopySeed.teamAddOns["integration-discounts"].description,
  // Option names of react-markdown that its minified code keeps.
  "skipHtml",
  "unwrapDisallowed",
  "allowedElements",
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
      const scripts = new Set(
        Object.values(VIEWPORT_WIDTHS).flatMap((width) => [
          ...initialScripts(html, width),
          ...filesFetchedOnSight(html, width).flatMap(({ files }) => files),
        ]),
      );
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
      expect(props, route).toContain(aiTrainerPlanCopySeed.individual.free.support);
    }
  });

  it("reaches the RevOps package cards and the discovery form as their props", () => {
    const page = prerenderedPages().find(({ route }) => route === "/services/revops-consulting")!;
    for (const component of ["RevopsPackages", "DiscoveryForm"]) {
      const island = new RegExp(`<astro-island\\b[^>]*component-export="${component}"[^>]*>`).exec(
        page.html,
      )![0];
      const props = /\sprops="([^"]*)"/.exec(island)![1]!.replaceAll("&quot;", '"');
      expect(props, component).toContain(`"incentive":[0,"${revopsPackagesSeed.ignite.incentive}"]`);
    }
  });

  it("reaches the page estimator as its props: the website services' names alone", () => {
    const page = prerenderedPages().find(({ route }) => route === "/pricing/website-design")!;
    const island = /<astro-island\b[^>]*component-export="PageEstimator"[^>]*>/.exec(page.html)![0];
    const props = /\sprops="([^"]*)"/.exec(island)![1]!.replaceAll("&quot;", '"');
    expect(props).toContain(
      `"names":[0,{"migration":[0,"${migration.name}"],"redesign":[0,"${redesign.name}"]}]`,
    );
    expect(props).not.toContain(redesign.summary);
  });
});
