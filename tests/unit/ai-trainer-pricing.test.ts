import { describe, expect, it } from "vitest";

import { MONEY_BACK_DAYS } from "~/content/ai-trainer-hero";
import { aiTrainerOfferSeed, aiTrainerPlansSeed as seed } from "~/content/ai-trainer-prices";
import {
  TEAM_SIZE_MAX,
  addOns,
  individualPlanIds,
  individualPlans,
  savingsExamples,
  teamPlanIds,
  teamPlans,
} from "~/content/ai-trainer-plans";
import {
  annualPrice,
  annualSavings,
  bandLabel,
  billableUsers,
  describePlanChoice,
  overageCost,
  planPrice,
  teamConversations,
  teamMonthlyPrice,
  teamPlan,
  teamPriceBand,
  teamPricePerUser,
  teamSavingsPercent,
  readTeamSize,
} from "~/lib/ai-trainer-pricing";
import { isIndividualPlanId, isTeamPlanId } from "~/lib/plan-choice";

describe("individual plans", () => {
  it("lists Free, Basic and Premium with their prices and conversations", () => {
    expect(
      individualPlans.map(({ id, name }) => [
        name,
        seed.individual[id].monthlyPrice,
        seed.individual[id].conversations,
      ]),
    ).toEqual([
      ["Free", 0, 50],
      ["Basic", 15, 500],
      ["Premium", 40, 1000],
    ]);
  });

  it("prices monthly billing at the list price", () => {
    expect(planPrice(seed, "free", "monthly")).toBe(0);
    expect(planPrice(seed, "basic", "monthly")).toBe(15);
    expect(planPrice(seed, "premium", "monthly")).toBe(40);
  });

  it("takes 10% off annual billing", () => {
    expect(seed.annualDiscountPercent).toBe(10);
    expect(annualPrice(seed, "free")).toBe(0);
    expect(annualPrice(seed, "basic")).toBe(162);
    expect(annualPrice(seed, "premium")).toBe(432);
    expect(planPrice(seed, "free", "annual")).toBe(0);
    expect(planPrice(seed, "basic", "annual")).toBe(13.5);
    expect(planPrice(seed, "premium", "annual")).toBe(36);
  });

  it("shows what annual billing saves in a year", () => {
    expect(annualSavings(seed, "basic")).toBe(18);
    expect(annualSavings(seed, "premium")).toBe(48);
    expect(annualSavings(seed, "free")).toBe(0);
  });

  it("rejects an unknown plan", () => {
    expect(() => teamPlan("team-gold" as never)).toThrow();
  });
});

describe("overage", () => {
  it("charges $0.02 per conversation beyond the allowance on every plan", () => {
    expect(seed.overagePerConversation).toBe(0.02);
    expect(overageCost(seed, "free", 50)).toBe(0);
    expect(overageCost(seed, "free", 51)).toBe(0.02);
    expect(overageCost(seed, "free", 150)).toBe(2);
    expect(overageCost(seed, "basic", 500)).toBe(0);
    expect(overageCost(seed, "basic", 501)).toBe(0.02);
    expect(overageCost(seed, "basic", 750)).toBe(5);
    expect(overageCost(seed, "premium", 1000)).toBe(0);
    expect(overageCost(seed, "premium", 1001)).toBe(0.02);
    expect(overageCost(seed, "premium", 1500)).toBe(10);
  });

  it("charges nothing below the allowance", () => {
    expect(overageCost(seed, "basic", 0)).toBe(0);
    expect(overageCost(seed, "premium", 10)).toBe(0);
  });
});

describe("add-ons", () => {
  it("offers specialized support to Basic and the discount portal to Basic and Premium, $5 each", () => {
    expect(
      addOns.map(({ id, name, plans }) => [name, seed.addOns[id].monthlyPrice, [...plans]]),
    ).toEqual([
      ["Additional Specialized Support", 5, ["basic"]],
      ["Integration Discount Portal", 5, ["basic", "premium"]],
    ]);
  });

  it("prices team add-ons at $5 per month per team each", () => {
    expect(seed.teamAddOnMonthlyPrice).toBe(5);
    expect(teamMonthlyPrice(seed, "team-basic", 5, 1)).toBe(65);
    expect(teamMonthlyPrice(seed, "team-basic", 5, 2)).toBe(70);
  });
});

describe("team plans", () => {
  it("lists Team Basic, Team Pro and Team Enterprise", () => {
    expect(teamPlans.map((plan) => plan.name)).toEqual([
      "Team Basic",
      "Team Pro",
      "Team Enterprise",
    ]);
    expect(seed.team["team-basic"].conversationsPerUser).toBe(500);
    expect(seed.team["team-pro"].conversationsPerUser).toBe(1000);
    expect(teamPlan("team-pro").comparedTo).toBe("premium");
  });

  it.each([
    [5, 12],
    [10, 12],
    [11, 10],
    [20, 10],
    [21, 8],
    [100, 8],
  ])("Team Basic with %i users costs $%i per user", (users, price) => {
    expect(teamPricePerUser(seed, "team-basic", users)).toBe(price);
    expect(teamMonthlyPrice(seed, "team-basic", users)).toBe(users * price);
  });

  it.each([
    [1, 35],
    [5, 35],
    [10, 35],
    [11, 30],
    [20, 30],
    [21, 25],
    [100, 25],
  ])("Team Pro with %i users costs $%i per user", (users, price) => {
    expect(teamPricePerUser(seed, "team-pro", users)).toBe(price);
    expect(teamMonthlyPrice(seed, "team-pro", users)).toBe(users * price);
  });

  it.each([1001, 5000, TEAM_SIZE_MAX, 250_000])(
    "prices %i users at the last band's rate: no team is too large to price",
    (users) => {
      expect(teamPricePerUser(seed, "team-basic", users)).toBe(8);
      expect(teamMonthlyPrice(seed, "team-basic", users)).toBe(users * 8);
      expect(teamPricePerUser(seed, "team-pro", users)).toBe(25);
      expect(teamMonthlyPrice(seed, "team-pro", users)).toBe(users * 25);
      expect(teamConversations(seed, "team-basic", users)).toBe(users * 500);
    },
  );

  it("reads a typed team size as whole users from 1 up to the largest team the page prices", () => {
    expect(TEAM_SIZE_MAX).toBe(10_000);
    expect(readTeamSize("1")).toEqual({ users: 1 });
    expect(readTeamSize("1001")).toEqual({ users: 1001 });
    expect(readTeamSize(String(TEAM_SIZE_MAX))).toEqual({ users: TEAM_SIZE_MAX });
  });

  it.each([
    ["", "missing"],
    ["  ", "missing"],
    ["abc", "missing"],
    ["0", "too-small"],
    ["-4", "too-small"],
    ["0.5", "too-small"],
    ["12.9", "not-whole"],
    [String(TEAM_SIZE_MAX + 1), "too-large"],
    ["20000", "too-large"],
    ["1e9", "too-large"],
  ])("prices no team for %j (%s)", (input, problem) => {
    expect(readTeamSize(input)).toEqual({ problem });
  });

  it("bills Team Basic for at least 5 users", () => {
    expect(seed.team["team-basic"].minUsers).toBe(5);
    expect(billableUsers(seed, "team-basic", 1)).toBe(5);
    expect(billableUsers(seed, "team-basic", 4)).toBe(5);
    expect(billableUsers(seed, "team-basic", 0)).toBe(5);
    expect(billableUsers(seed, "team-basic", Number.NaN)).toBe(5);
    expect(teamMonthlyPrice(seed, "team-basic", 3)).toBe(60);
    expect(teamPricePerUser(seed, "team-basic", 3)).toBe(12);
  });

  it("counts whole users only", () => {
    expect(billableUsers(seed, "team-pro", 10.7)).toBe(10);
    expect(teamPricePerUser(seed, "team-pro", 10.7)).toBe(35);
  });

  it("finds the band with its label", () => {
    expect(bandLabel(teamPriceBand(seed, "team-basic", 5)!)).toBe("5-10 users");
    expect(bandLabel(teamPriceBand(seed, "team-basic", 11)!)).toBe("11-20 users");
    expect(bandLabel(teamPriceBand(seed, "team-basic", 21)!)).toBe("21+ users");
    expect(bandLabel(teamPriceBand(seed, "team-pro", 1)!)).toBe("1-10 users");
  });

  it("prices Team Enterprise on request", () => {
    expect(teamPriceBand(seed, "team-enterprise", 50)).toBeNull();
    expect(teamPricePerUser(seed, "team-enterprise", 50)).toBeNull();
    expect(teamMonthlyPrice(seed, "team-enterprise", 50)).toBeNull();
    expect(teamConversations(seed, "team-enterprise", 50)).toBeNull();
    expect(teamSavingsPercent(seed, "team-enterprise", 50)).toBeNull();
  });

  it("gives the team its conversations", () => {
    expect(teamConversations(seed, "team-basic", 10)).toBe(5000);
    expect(teamConversations(seed, "team-basic", 2)).toBe(2500);
    expect(teamConversations(seed, "team-pro", 3)).toBe(3000);
  });

  it("shows the savings examples of 20%, 25% and 37.5%", () => {
    expect(savingsExamples.map(({ plan, users }) => teamSavingsPercent(seed, plan, users))).toEqual(
      [20, 25, 37.5],
    );
  });
});

describe("offer badges", () => {
  it("runs a 48-hour offer and a 30-day money-back guarantee", () => {
    expect(aiTrainerOfferSeed).toEqual({ hours: 48, endsAt: null });
    expect(MONEY_BACK_DAYS).toBe(30);
  });
});

describe("the plan a Book a Call request carries", () => {
  it("has an id for every plan on the page, individual or team", () => {
    expect(individualPlanIds).toEqual(individualPlans.map((plan) => plan.id));
    expect(teamPlanIds).toEqual(teamPlans.map((plan) => plan.id));
    expect(individualPlanIds.every(isIndividualPlanId)).toBe(true);
    expect(teamPlanIds.every(isTeamPlanId)).toBe(true);
    expect(isTeamPlanId("basic") || isIndividualPlanId("team-pro") || isTeamPlanId("")).toBe(false);
  });

  it("is said in words, as the popup names it", () => {
    const paid = individualPlans.find((plan) => seed.individual[plan.id].monthlyPrice > 0)!;
    const free = individualPlans.find((plan) => seed.individual[plan.id].monthlyPrice === 0)!;
    const team = teamPlans[1]!;
    expect(describePlanChoice(seed, { plan: paid.id, billing: "annual" })).toBe(
      `${paid.name}, billed annually`,
    );
    expect(describePlanChoice(seed, { plan: paid.id, billing: "monthly" })).toBe(
      `${paid.name}, billed monthly`,
    );
    expect(describePlanChoice(seed, { plan: free.id, billing: "annual" })).toBe(free.name);
    expect(describePlanChoice(seed, { plan: team.id, teamSize: 1 })).toBe(
      `${team.name} for 1 user`,
    );
    expect(describePlanChoice(seed, { plan: team.id, teamSize: TEAM_SIZE_MAX })).toBe(
      `${team.name} for ${TEAM_SIZE_MAX.toLocaleString("en-US")} users`,
    );
  });
});
