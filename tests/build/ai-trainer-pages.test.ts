// @vitest-environment jsdom
import { beforeAll, describe, expect, test } from "vitest";

import { requireBuild } from "./build-output";
import { builtPage, hrefs, text, texts } from "./built-page";

/**
 * What the AI trainer's landing and product pages say in their HTML: sections, links, plans and
 * questions. `ai-trainer.spec` keeps the popup, the forms, the floating link, the glides to a
 * section and the team sizes typed; `individual-plans.test`, `team-plans.test` and
 * `use-case-tabs.test` the widgets.
 */

beforeAll(requireBuild);

const LANDING = "/grevvy-ai-trainer-support";
const PRODUCT = "/grevvy-ai-trainer";

/** The panel of the tab named `name` in the tab list named `list`. */
function panel(page: Document, list: string, name: string) {
  const tab = [...page.querySelectorAll(`[role="tablist"][aria-label="${list}"] [role="tab"]`)].find(
    (element) => element.textContent!.trim() === name,
  );
  expect(tab, name).toBeDefined();
  return page.getElementById(tab!.getAttribute("aria-controls")!)!;
}

describe(LANDING, () => {
  const page = () => builtPage(LANDING);

  test("has every anchor, one h1 and the links to them", () => {
    expect(texts(page(), "h1")).toEqual(["Master Your Software Faster with AI"]);
    for (const id of ["features", "pricing", "how-it-works", "testimonials", "lead-capture"]) {
      expect(page().querySelectorAll(`#${id}`), id).toHaveLength(1);
    }
    expect(page().querySelectorAll("#features h3")).toHaveLength(6);
    expect(page().querySelectorAll("#how-it-works ol > li")).toHaveLength(5);
    expect(page().querySelectorAll("#testimonials figure")).toHaveLength(3);
    expect(text(page(), "#features")).toContain("never connects to your HubSpot account");
    for (const [name, target] of [
      ["Learn More", "#features"],
      ["Get Access Now", "#pricing"],
      ["See More Reviews", "#testimonials"],
      ["Start Your Free Trial", "#pricing"],
    ] as const) {
      expect(hrefs(page(), name), name).toEqual([target]);
    }
  });

  test("pricing questions are the browser's own disclosure list, all closed", () => {
    const items = [...page().querySelectorAll("#pricing details")];
    expect(items.length).toBeGreaterThan(1);
    // One name: opening a question closes the one open, with no script.
    expect(new Set(items.map((item) => item.getAttribute("name"))).size).toBe(1);
    expect(items[0]!.getAttribute("name")).toBeTruthy();
    for (const item of items) expect(item.hasAttribute("open")).toBe(false);
    const question = items.find(
      (item) =>
        item.querySelector(":scope > summary")?.textContent!.trim() ===
        "Does the trainer connect to our CRM account?",
    );
    expect(question).toBeDefined();
    expect(question!.textContent).toMatch(/never connects to your HubSpot account.*API key/);
  });
});

describe.each([LANDING, PRODUCT])("%s", (route) => {
  const page = () => builtPage(route);

  test("plans: the individual ones chosen, priced monthly, with the offer and the guarantee", () => {
    const pricing = page().querySelector("#pricing")!;
    const individual = panel(page(), "Plan type", "Individual Plans");
    expect(individual.getAttribute("data-state")).toBe("active");
    expect(
      page().getElementById(individual.getAttribute("aria-labelledby")!)!.getAttribute("aria-selected"),
    ).toBe("true");
    expect(pricing.textContent).toContain("Limited offer: 48 hours only.");
    expect(pricing.textContent).toContain("30-day money-back guarantee");
    const card = (name: string) =>
      [...individual.querySelectorAll("li")].find((item) =>
        texts(item, "h3").includes(name),
      )!.textContent;
    expect(card("Free")).toContain("$0");
    expect(card("Free")).toContain("50 conversations per month");
    expect(card("Basic")).toContain("$15/month");
    expect(card("Basic")).toContain("500 conversations per month");
    expect(card("Premium")).toContain("$40/month");
    expect(card("Premium")).toContain("1,000 conversations per month");
    for (const words of ["$0.02", "Additional Specialized Support", "Integration Discount Portal"]) {
      expect(individual.textContent).toContain(words);
    }
    const annual = [...individual.querySelectorAll('[role="switch"]')];
    expect(annual.map((element) => element.getAttribute("aria-label"))).toEqual(["Annual billing"]);
    expect(annual[0]!.getAttribute("aria-checked")).toBe("false");
  });

  test("plan buttons and the first step say what really happens: a request, no sign-up", () => {
    for (const [tab, labels] of [
      ["Individual Plans", ["Request Free Access", "Request Basic Access", "Request Premium Access"]],
      ["Team Plans", ["Request Team Basic Access", "Request Team Pro Access", "Contact Sales"]],
    ] as const) {
      const buttons = [...panel(page(), "Plan type", tab).querySelectorAll("button")].filter(
        (button) => /Access$|Sales$/.test(button.textContent!.trim()),
      );
      expect(buttons.map((button) => button.textContent!.trim())).toEqual(labels);
      for (const button of buttons) expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    }
    expect(text(page(), "main")).not.toMatch(
      /Start Free\b(?! Demo)|Choose (Basic|Premium|Team)|creating your free account/,
    );
  });
});

test(`${LANDING}: the first step is a request for access`, () => {
  const firstStep = builtPage(LANDING).querySelector("#how-it-works ol > li")!;
  expect(texts(firstStep, "h1, h2, h3, h4")).toEqual(["Request access"]);
  expect(firstStep.textContent).not.toMatch(/create your account|couple of minutes/i);
});

describe(PRODUCT, () => {
  const page = () => builtPage(PRODUCT);

  test("hero, explanation, use cases, features and closing call", () => {
    expect(page().querySelectorAll("h1")).toHaveLength(1);
    expect(hrefs(page(), "Try Now")).toEqual(["#pricing"]);
    expect(text(page(), "#what-it-is")).toContain("24/7");
    expect(text(page(), "#what-it-is")).toContain("never connects to your HubSpot account");

    const names = ["Onboarding", "Implementation", "Customization", "Automation"];
    expect(texts(page(), '#use-cases [role="tab"]')).toEqual(names);
    for (const name of names) {
      const shown = panel(page(), "Use cases", name);
      expect(shown.textContent).toContain("Suggested questions");
      const chat = shown.querySelector(`ol[aria-label="Sample ${name} conversation"]`)!;
      const messages = texts(chat, ":scope > li");
      expect(messages.length).toBeGreaterThanOrEqual(2);
      // The chat opens with one of the tab's suggested questions.
      expect(texts(shown, "h4 + ul > li")).toContain(messages[0]!.replace(/^You: /, ""));
    }

    expect(page().querySelectorAll("#features h3")).toHaveLength(6);
    expect(text(page(), "#get-started")).toContain("30-day money-back guarantee");
  });
});
