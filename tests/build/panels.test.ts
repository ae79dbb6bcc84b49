// @vitest-environment jsdom
import { aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { beforeAll, describe, expect, test } from "vitest";

import { site } from "~/config/site";
import { aiToolChoice } from "~/content/ai-tools";
import { useCaseTabs } from "~/content/ai-trainer";
import { cheatSheetChoice } from "~/content/cheat-sheets";
import { addOns, individualPlans, teamAddOns, teamPlans } from "~/content/ai-trainer-plans";
import { processSteps } from "~/content/app-development";
import { hubs, packageTypeLabels, packageTypes, supportLevels, supportPlans, tierTitles, tiers, onboardingPricesSeed } from "~/content/onboarding-prices";
import { onboardingSupportTiers } from "~/content/onboarding-support";
import { type PageId, pathsOf } from "~/content/page-paths";
import { promptTopics } from "~/content/prompt-guide";
import { questionsSeed } from "~/content/questions";
import { formatUsd } from "~/lib/format";
import { hubPrice, suitePrice } from "~/lib/onboarding-prices";
import { aiTrainerQuestions } from "~/lib/page-questions";

import { prerenderedPages, requireBuild } from "./build-output";

/**
 * Every tab panel, FAQ answer, process step and guide topic is in the prerendered page, not only
 * the one open at first: a visitor without scripts, a search engine and the browser's find in
 * page all read them. Only the text a visitor can be shown counts (scripts, such as the FAQPage
 * structured data, and templates are left out).
 */

interface Widget {
  name: string;
  pages: readonly PageId[];
  texts: readonly string[];
}

const faqTexts = (items: readonly { question: string; answer: string }[]) =>
  items.flatMap((item) => [item.question, item.answer]);

const hubTables: string[] = packageTypes.flatMap((packageType) => [
  `${site.crm} ${packageTypeLabels[packageType]} onboarding prices per hub and tier`,
  `${packageTypeLabels[packageType]} hub`,
  ...hubs.flatMap((hub) => tiers.map((tier) => formatUsd(hubPrice(onboardingPricesSeed.hubPrices, packageType, hub, tier)))),
  ...tiers.map((tier) => formatUsd(suitePrice(onboardingPricesSeed.hubPrices, packageType, tier))),
]);

const widgets: readonly Widget[] = [
  {
    name: "software onboarding support tiers",
    pages: ["software-onboarding", "software-onboarding-pricing"],
    texts: onboardingSupportTiers.flatMap((tier) => [tier.summary, ...tier.details]),
  },
  {
    name: "hub price tables",
    pages: ["software-onboarding-pricing", "software-reps", "crm-pricing"],
    texts: hubTables,
  },
  {
    name: "support plan tabs",
    pages: ["crm-pricing"],
    texts: tiers.flatMap((tier) => [
      `${tierTitles[tier]} support plans: Bronze, Silver and Gold per month`,
      ...supportLevels.flatMap((level) => [
        ...supportPlans[tier][level].services,
        formatUsd(supportPlans[tier][level].monthlyPrice),
      ]),
    ]),
  },
  {
    name: "AI trainer plan tabs",
    pages: ["ai-trainer", "ai-trainer-support"],
    texts: [
      ...individualPlans.flatMap((plan) => [
        plan.name,
        plan.description,
        ...plan.features,
        plan.support,
      ]),
      ...addOns.flatMap((addOn) => [addOn.name, addOn.description]),
      ...teamPlans.flatMap((plan) => [plan.name, plan.description, ...plan.features, plan.support]),
      ...teamAddOns.flatMap((addOn) => [addOn.name, addOn.description]),
    ],
  },
  {
    name: "AI trainer use case tabs",
    pages: ["ai-trainer"],
    texts: useCaseTabs.flatMap((tab) => [
      tab.title,
      ...tab.bullets,
      ...tab.questions,
      ...tab.conversation.map((message) => message.text),
    ]),
  },
  {
    name: "app development process steps",
    pages: ["app-development"],
    texts: processSteps.flatMap((step, index) => [
      `Step ${index + 1} of ${processSteps.length}`,
      step.title,
      step.duration,
      step.description,
      ...step.deliverables,
    ]),
  },
  {
    name: "prompt guide topics",
    pages: ["prompt-guide"],
    texts: promptTopics.flatMap((topic) => [topic.title, topic.summary, ...topic.prompts]),
  },
  { name: "AI trainer FAQ", pages: ["ai-trainer", "ai-trainer-support"], texts: faqTexts(aiTrainerQuestions(questionsSeed, aiTrainerPlansSeed)) },
  { name: "app development FAQ", pages: ["app-development"], texts: faqTexts(questionsSeed["app-development"]) },
  { name: "lead generation FAQ", pages: ["lead-generation"], texts: faqTexts(questionsSeed["lead-generation"]) },
  { name: "software advisory FAQ", pages: ["software-advisory"], texts: faqTexts(questionsSeed["software-advisory"]) },
  { name: "AI tools FAQ", pages: ["ai-tools"], texts: faqTexts(questionsSeed["ai-tools"]) },
];

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text a page can show: its body without scripts, styles and templates. */
function visibleText(html: string): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  for (const element of document.querySelectorAll("script, style, template")) element.remove();
  return normalize(document.body.textContent ?? "");
}

beforeAll(requireBuild);

describe("every panel's content is in the prerendered HTML", () => {
  const htmlByRoute = new Map(prerenderedPages().map(({ route, html }) => [route, html]));
  const textByRoute = new Map<string, string>();
  const textOf = (route: string) => {
    if (!textByRoute.has(route)) {
      const html = htmlByRoute.get(route);
      if (html === undefined) throw new Error(`${route} was not prerendered`);
      textByRoute.set(route, visibleText(html));
    }
    return textByRoute.get(route)!;
  };

  const cases = widgets.flatMap((widget) =>
    widget.pages.flatMap((page) => pathsOf(page).map((route) => ({ ...widget, route }))),
  );

  test.each(cases)("$route: $name", ({ route, texts }) => {
    const text = textOf(route);
    const missing = texts.map(normalize).filter((expected) => !text.includes(expected));
    expect(missing).toEqual([]);
  });
});

/**
 * Without scripts every tab set is readable and no tab is dead: no panel is `hidden` (CSS hides
 * the others only when scripts run), and each tab is a link to its panel on the same page,
 * unless its list is hidden without scripts.
 */
describe("tabs without scripts", () => {
  const pages = prerenderedPages().map(({ route, html }) => ({
    route,
    document: new DOMParser().parseFromString(html, "text/html"),
  }));
  const withTabs = pages.filter(({ document }) => document.querySelector('[role="tablist"]'));

  test("some pages have tab sets", () => {
    expect(withTabs.map(({ route }) => route)).toEqual(
      expect.arrayContaining(["/hubspot-crm-pricing", "/services/software-onboarding"]),
    );
  });

  test.each(withTabs)("$route: every panel shows and every tab leads to its panel", ({ document }) => {
    const problems: string[] = [];
    for (const panel of document.querySelectorAll('[role="tabpanel"]')) {
      if (panel.hasAttribute("hidden")) problems.push(`panel ${panel.id} is hidden`);
    }
    for (const tab of document.querySelectorAll<HTMLElement>('[role="tab"]')) {
      if (tab.closest('[role="tablist"]')!.classList.contains("noscript:hidden")) continue;
      const href = tab.getAttribute("href") ?? "";
      const panel = href.startsWith("#")
        ? document.getElementById(decodeURIComponent(href.slice(1)))
        : null;
      if (tab.tagName !== "A" || panel?.getAttribute("role") !== "tabpanel") {
        problems.push(`tab "${tab.textContent}" leads to no panel (${tab.tagName} ${href})`);
      } else if (tab.getAttribute("aria-controls") !== panel.id) {
        problems.push(`tab "${tab.textContent}" controls another panel`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("catalog links carry the choice to the form", () => {
  const documentOf = (route: string) => {
    const page = prerenderedPages().find((candidate) => candidate.route === route);
    if (!page) throw new Error(`${route} was not prerendered`);
    return new DOMParser().parseFromString(page.html, "text/html");
  };

  test.each([
    { route: "/resources/ai-tools", label: "Try Now", choice: aiToolChoice },
    { route: "/resources/cheat-sheets", label: "View Cheat Sheet", choice: cheatSheetChoice },
    { route: "/resources/software-trials", label: "View Cheat Sheet", choice: cheatSheetChoice },
  ])(
    "$route: $label links name their item and lead to its place in the form's card",
    ({ route, label, choice }) => {
      const document = documentOf(route);
      const { items, query } = choice;
      const hrefs = items.map((item) =>
        document.querySelector(`a[aria-label="${label}: ${item.title}"]`)?.getAttribute("href"),
      );
      expect(hrefs).toEqual(items.map((item) => `?${query}=${item.id}#${query}-${item.id}`));
      // Each place is in the card holding the form, above its heading: it names its item (shown
      // without scripts once it is the target) and clears it by leading back to the card.
      const card = document.getElementById("lead-form")!;
      expect(card.querySelector("form")).not.toBeNull();
      expect(card.querySelector("h3")?.textContent).toBe("Request Access");
      const places = items.map((item) => document.getElementById(`${query}-${item.id}`));
      for (const [index, place] of places.entries()) {
        expect(card.contains(place)).toBe(true);
        expect(place!.compareDocumentPosition(card.querySelector("h3")!)).toBe(
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
        expect(place!.textContent).toBe(`${choice.label}: ${items[index]!.title}Clear the ${choice.label.toLowerCase()}`);
        expect(place!.querySelector("a")?.getAttribute("href")).toBe("?#lead-form");
      }
    },
  );

  test("Request Access on the sales-rep page ticks a resource the form lists, or names its own", () => {
    const document = documentOf("/software-reps");
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#request-form"]')];
    const queries = links.map((link) => [
      link.textContent?.replace("Request Access to ", ""),
      new URL(link.href, "https://site.test").search,
    ]);
    expect(queries).toEqual([
      ["Email Templates", "?resources=prospect-email-templates&resources=upsell-cross-sell-templates"],
      ["Email Sequences", "?resources=email-sequences"],
      ["Service Offering One-Pagers", "?resources=onboarding-one-pager"],
      ["Case Study One-Pagers", "?resource=case-study-one-pagers"],
      ["AI Links for Clients", "?resources=gpt-sales-prompts"],
    ]);
  });
});

describe("widgets that need scripts say so without them", () => {
  test.each([
    { route: "/software-reps", widgets: ["cost calculator", "onboarding advisor"], tables: "#pricing-reference" },
    { route: "/pricing/website-design", widgets: ["estimator"], tables: "#services" },
  ])("$route: $widgets", ({ route, widgets, tables }) => {
    const page = prerenderedPages().find((candidate) => candidate.route === route)!;
    const document = new DOMParser().parseFromString(page.html, "text/html");
    const notes = [...document.querySelectorAll("[data-scripts-needed]")];
    expect(notes.map((note) => note.textContent)).toEqual(
      widgets.map((widget) => expect.stringContaining(`The ${widget} needs JavaScript`)),
    );
    for (const note of notes) {
      // Displayed by CSS only when scripts are off, so nothing moves when the widget wakes.
      expect(note.classList).toContain("hidden");
      expect(note.classList).toContain("noscript:block");
      const hrefs = [...note.querySelectorAll("a")].map((link) => link.getAttribute("href"));
      expect(hrefs).toEqual([tables, "/contact"]);
      expect(document.getElementById(tables.slice(1))).not.toBeNull();
    }
  });
});
