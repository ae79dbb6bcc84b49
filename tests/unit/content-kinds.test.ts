import { describe, expect, it } from "vitest";

import { aiTrainerOfferSeed, aiTrainerPlansSeed } from "~/content/ai-trainer-prices";
import { onboardingPricesSeed, supportPlans } from "~/content/onboarding-prices";
import { presentationPricesSeed } from "~/content/presentation-prices";
import { websitePricesSeed } from "~/content/website-prices";
import { offerRunning } from "~/lib/ai-trainer-offer";
import { aiTrainerOfferLabel, aiTrainerPlanLabel } from "~/lib/ai-trainer-plan-schema";
import { contentKindGroups } from "~/lib/content-api";
import { checkContent, contentChanges, contentKindIds, contentKinds } from "~/lib/content-kinds";
import {
  type OnboardingPrices,
  type SupportPlans,
  onboardingPriceLabel,
  supportPlanLabel,
} from "~/lib/onboarding-price-schema";
import { type PresentationPrices, presentationPriceLabel } from "~/lib/presentation-price-schema";
import { type WebsitePrices, websitePriceLabel } from "~/lib/website-price-schema";

const seed = () => structuredClone(onboardingPricesSeed);

/** The problems `checkContent` finds in the price list after `change`, as label: message. */
function problemsAfter(change: (prices: OnboardingPrices) => void) {
  const prices = seed();
  change(prices);
  const checked = checkContent("onboarding-prices", prices);
  return checked.success ? [] : checked.problems.map(({ message }) => message);
}

describe("the content kinds", () => {
  it("start from today's content, which each kind's schema accepts", () => {
    for (const kind of contentKindIds) {
      expect(checkContent(kind, contentKinds[kind].seed), kind).toEqual({
        success: true,
        data: contentKinds[kind].seed,
      });
    }
  });

  it("each show once in the editor's navigation", () => {
    const listed = contentKindGroups.flatMap(({ kinds }) => kinds);
    expect([...listed].sort()).toEqual([...contentKindIds].sort());
  });
});

describe("the onboarding price list's schema", () => {
  it("names each price field by hub, package type and tier", () => {
    expect(onboardingPriceLabel(["hubPrices", "professional", "Marketing Hub", "advanced"])).toBe(
      "Marketing Hub · Professional · Advanced price",
    );
    expect(onboardingPriceLabel(["freeStarterHubPrices", "intelligent"])).toBe(
      "Free and Starter · Intelligent price",
    );
    expect(onboardingPriceLabel(["calculatorAddOnPrices", "enterprise", "techAudit"])).toBe(
      "Calculator · Tech-Stack Audit · Enterprise price",
    );
    expect(onboardingPriceLabel(["integrationTable", 2, "advanced"])).toBe(
      "Integrations · row 3 · Advanced price",
    );
    expect(onboardingPriceLabel(["presetPackages", 0, "hubs", 1, "tier"])).toBe("Preset 1 · hubs");
  });

  it("refuses negative, fractional and missing prices, naming the field", () => {
    expect(
      problemsAfter((prices) => {
        prices.hubPrices.professional["Marketing Hub"].advanced = -1;
        prices.hubPrices.enterprise["Sales Hub"].basic = 2500.5;
        Reflect.deleteProperty(prices.freeStarterHubPrices, "basic");
        Reflect.set(prices, "customIntegrationPrice", "4500");
      }),
    ).toEqual([
      "Marketing Hub · Professional · Advanced price: cannot be negative",
      "Sales Hub · Enterprise · Basic price: give a whole number of dollars",
      "Free and Starter · Basic price: give a number",
      "Calculator · Custom integration price: give a number",
    ]);
  });

  it("refuses an empty name, a preset without hubs or with a hub twice, and unknown fields", () => {
    expect(
      problemsAfter((prices) => {
        prices.addOnTable[0]!.name = "";
        prices.presetPackages[0]!.hubs = [];
        prices.presetPackages[1]!.hubs.push({ hub: "Sales Hub", tier: "advanced" });
        Reflect.set(prices.presetPackages[2]!.hubs[0]!, "tier", "premium");
        Reflect.set(prices, "extra", 1);
      }),
    ).toEqual([
      "Add-ons · row 1 · name: write it",
      "Preset 1 · hubs: keep at least 1",
      "Preset 2 · hubs: each hub once",
      "Preset 3 · hubs: choose one of the options",
      "Onboarding prices: has no field extra",
    ]);
  });

  it("keeps a price that is not offered at a tier as null, and no add-on list empty", () => {
    expect(problemsAfter((prices) => (prices.integrationTable[0]!.intelligent = null))).toEqual([]);
    expect(problemsAfter((prices) => (prices.integrationTable = []))).toEqual([
      "Integrations rows: keep at least 1",
    ]);
  });
});

describe("the support plans' schema", () => {
  /** The problems `checkContent` finds in the support plans after `change`. */
  function planProblemsAfter(change: (plans: SupportPlans) => void) {
    // Through JSON, as the editor sends it: the seed's plans share their lists of services.
    const plans = JSON.parse(JSON.stringify(supportPlans)) as SupportPlans;
    change(plans);
    const checked = checkContent("support-plans", plans);
    return checked.success ? [] : checked.problems.map(({ message }) => message);
  }

  it("names each field by tier and level", () => {
    expect(supportPlanLabel(["advanced", "silver", "monthlyPrice"])).toBe(
      "Advanced · Silver · monthly price",
    );
    expect(supportPlanLabel(["intelligent", "gold", "services", 1])).toBe(
      "Intelligent · Gold · service 2",
    );
    expect(supportPlanLabel(["basic", "bronze"])).toBe("Basic · Bronze");
  });

  it("refuses a negative price, a plan without hours or services, and an empty service", () => {
    expect(
      planProblemsAfter((plans) => {
        plans.advanced.silver.monthlyPrice = -1;
        plans.basic.gold.hoursPerMonth = 0;
        Reflect.deleteProperty(plans.intelligent.bronze, "responseHours");
        plans.basic.bronze.services = [];
        plans.advanced.gold.services[1] = " ";
      }),
    ).toEqual([
      "Basic · Bronze · services: keep at least 1",
      "Basic · Gold · hours per month: give at least 1",
      "Advanced · Silver · monthly price: cannot be negative",
      "Advanced · Gold · service 2: write it",
      "Intelligent · Bronze · response time in hours: give a number",
    ]);
  });
});

describe("contentChanges", () => {
  it("lists each changed value with its label, before and after", () => {
    const after = seed();
    after.hubPrices.professional["Marketing Hub"].advanced = 3200;
    after.presetPackages[0]!.name = "Sales Starter";
    expect(contentChanges("onboarding-prices", onboardingPricesSeed, after)).toEqual([
      {
        field: "hubPrices.professional.Marketing Hub.advanced",
        label: "Marketing Hub · Professional · Advanced price",
        before: 3000,
        after: 3200,
      },
      {
        field: "presetPackages.0.name",
        label: "Preset 1 · name",
        before: "Sales Team Starter",
        after: "Sales Starter",
      },
    ]);
  });

  it("shows an added or removed row's values against nothing", () => {
    const after = seed();
    after.addOnTable.push({ name: "Data Migration", advanced: 2000, intelligent: null });
    expect(contentChanges("onboarding-prices", onboardingPricesSeed, after)).toEqual([
      {
        field: "addOnTable.2.name",
        label: "Add-ons · row 3 · name",
        before: null,
        after: "Data Migration",
      },
      {
        field: "addOnTable.2.advanced",
        label: "Add-ons · row 3 · Advanced price",
        before: null,
        after: 2000,
      },
    ]);
  });
});

describe("the AI trainer plans' schema", () => {
  const plans = () => structuredClone(aiTrainerPlansSeed);
  const problemsOf = (kind: "ai-trainer-plans" | "ai-trainer-offer", item: unknown) => {
    const checked = checkContent(kind, item);
    return checked.success ? [] : checked.problems.map(({ message }) => message);
  };

  it("names each field by its plan", () => {
    expect(aiTrainerPlanLabel(["individual", "basic", "monthlyPrice"])).toBe(
      "Basic · monthly price",
    );
    expect(aiTrainerPlanLabel(["team", "team-pro", "bands", 1, "pricePerUser"])).toBe(
      "Team Pro · band 2 · price per user",
    );
    expect(aiTrainerPlanLabel(["addOns", "integration-discounts", "monthlyPrice"])).toBe(
      "Integration Discount Portal · monthly price",
    );
    expect(aiTrainerPlanLabel(["overagePerConversation"])).toBe("Overage per conversation");
    expect(aiTrainerOfferLabel(["endsAt"])).toBe("Limited offer · ends at");
  });

  it("refuses negative prices, fractions of a cent and bands that leave sizes unpriced", () => {
    const changed = plans();
    changed.individual.premium.monthlyPrice = -1;
    changed.overagePerConversation = 0.015;
    changed.team["team-basic"].bands![0]!.minUsers = 6;
    changed.team["team-basic"].bands![2]!.maxUsers = 50;
    changed.team["team-pro"].bands![0]!.maxUsers = null;
    expect(problemsOf("ai-trainer-plans", changed)).toEqual([
      "Premium · monthly price: cannot be negative",
      "Overage per conversation: give whole cents",
      "Team Basic · band 1 · from users: starts at the plan's minimum, 5 users, or fewer",
      "Team Basic · band 3 · to users: the last band has no upper limit: leave it empty",
      "Team Pro · band 1 · to users: give the largest team of this band",
    ]);
  });

  it("refuses a plan the savings examples need without prices", () => {
    const changed = plans();
    changed.team["team-pro"].bands = null;
    expect(problemsOf("ai-trainer-plans", changed)).toEqual([
      "Team Pro · price bands: the savings example of 11 users needs its prices",
      "Team Pro · price bands: the savings example of 21 users needs its prices",
    ]);
  });

  it("takes an offer end as an ISO date and time, or none", () => {
    expect(problemsOf("ai-trainer-offer", { hours: 48, endsAt: "2026-12-31T23:59:00Z" })).toEqual(
      [],
    );
    expect(problemsOf("ai-trainer-offer", { hours: 0, endsAt: "31/12/2026" })).toEqual([
      "Limited offer · hours after free access: give at least 1",
      "Limited offer · ends at: give a date and time such as 2026-12-31T23:59:00Z",
    ]);
  });

  it("runs the offer until its end", () => {
    const endsAt = "2026-12-31T23:59:00Z";
    expect(offerRunning({ hours: 48, endsAt }, Date.parse(endsAt) - 1)).toBe(true);
    expect(offerRunning({ hours: 48, endsAt }, Date.parse(endsAt))).toBe(false);
    expect(offerRunning(aiTrainerOfferSeed)).toBe(true);
  });
});

describe("the website prices' schema", () => {
  const problemsAfter = (change: (prices: WebsitePrices) => void) => {
    const prices = structuredClone(websitePricesSeed);
    change(prices);
    const checked = checkContent("website-prices", prices);
    return checked.success ? [] : checked.problems.map(({ message }) => message);
  };

  it("names each field by its service", () => {
    expect(websitePriceLabel(["services", "redesign", "tiers", 1, "pricePerPage"])).toBe(
      "Website Redesign · tier 2 · price per page",
    );
    expect(websitePriceLabel(["services", "migration", "tiers", 0, "maxPages"])).toBe(
      "Website Page Migration · tier 1 · to pages",
    );
    expect(websitePriceLabel(["services", "migration", "examplePages", 2])).toBe(
      "Website Page Migration · example 3 · pages",
    );
    expect(websitePriceLabel(["maxEstimatePages"])).toBe(
      "Estimator · quote individually above pages",
    );
  });

  it("refuses negative and fractional prices, and a service without tiers", () => {
    expect(
      problemsAfter((prices) => {
        prices.services.migration.tiers[2]!.pricePerPage = -1;
        prices.services.redesign.tiers[0]!.pricePerPage = 799.5;
      }),
    ).toEqual([
      "Website Page Migration · tier 3 · price per page: cannot be negative",
      "Website Redesign · tier 1 · price per page: give a whole number of dollars",
    ]);
    expect(problemsAfter((prices) => (prices.services.redesign.tiers = []))).toEqual([
      "Website Redesign · tiers: keep at least 1",
    ]);
  });

  it("refuses tiers that leave a page count unpriced, each problem naming its tier", () => {
    expect(
      problemsAfter((prices) => {
        prices.services.migration.tiers[0]!.minPages = 2;
        prices.services.migration.tiers[2]!.minPages = 22;
        prices.services.redesign.tiers[1]!.maxPages = 10;
        prices.services.redesign.tiers[3]!.maxPages = 50;
      }),
    ).toEqual([
      "Website Page Migration · tier 1 · from pages: starts at 1 page or fewer",
      "Website Page Migration · tier 3 · from pages: starts at 21, after tier 2",
      "Website Redesign · tier 2 · to pages: give at least 12, the tier's first",
      "Website Redesign · tier 3 · from pages: starts at 11, after tier 2",
      "Website Redesign · tier 4 · to pages: the last tier ends at the estimate's limit, 60 pages",
    ]);
  });

  it("refuses an example beyond the estimate's limit or given twice", () => {
    expect(
      problemsAfter((prices) => {
        prices.services.migration.examplePages[3] = 61;
        prices.services.redesign.examplePages[1] = 11;
      }),
    ).toEqual([
      "Website Redesign · examples: each page count once",
      "Website Page Migration · example 4 · pages: give at most 60, the estimate's limit",
    ]);
  });

  it("takes a new tier that extends the estimate", () => {
    expect(
      problemsAfter((prices) => {
        for (const service of Object.values(prices.services)) {
          service.tiers.push({ minPages: 61, maxPages: 80, pricePerPage: 100 });
        }
        prices.maxEstimatePages = 80;
      }),
    ).toEqual([]);
  });
});

describe("the presentation prices' schema", () => {
  const problemsAfter = (change: (prices: PresentationPrices) => void) => {
    const prices = structuredClone(presentationPricesSeed);
    change(prices);
    const checked = checkContent("presentation-prices", prices);
    return checked.success ? [] : checked.problems.map(({ message }) => message);
  };

  it("names each field", () => {
    expect(presentationPriceLabel(["pricePerSlide"])).toBe("Presentation design · price per slide");
    expect(presentationPriceLabel(["minimumBelowSlides"])).toBe(
      "Presentation design · minimum charge below slides",
    );
    expect(presentationPriceLabel(["exampleSlides", 1])).toBe(
      "Presentation design · example 2 · slides",
    );
  });

  it("refuses negative prices, a minimum that names no deck, and examples the form refuses", () => {
    expect(
      problemsAfter((prices) => {
        prices.pricePerSlide = -1;
        prices.minimumCharge = 499.99;
        prices.minimumBelowSlides = 1;
        prices.exampleSlides = [5, 501];
      }),
    ).toEqual([
      "Presentation design · price per slide: cannot be negative",
      "Presentation design · minimum charge: give a whole number of dollars",
      "Presentation design · minimum charge below slides: give at least 2",
      "Presentation design · example 2 · slides: give at most 500",
    ]);
    expect(problemsAfter((prices) => (prices.exampleSlides = [15, 15]))).toEqual([
      "Presentation design · examples: each slide count once",
    ]);
    expect(problemsAfter((prices) => (prices.exampleSlides = []))).toEqual([
      "Presentation design · examples: keep at least 1",
    ]);
  });
});
