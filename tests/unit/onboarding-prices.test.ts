import { describe, expect, it } from "vitest";

import {
  freeStarterHubPrices,
  hubPrices,
  supportPlans,
  onboardingPricesSeed,
} from "~/content/onboarding-prices";
import { hubPrice, suitePrice } from "~/lib/onboarding-prices";

describe("onboarding hub prices", () => {
  it("matches every cell of the price table", () => {
    expect(hubPrices.professional["Marketing Hub"]).toEqual({
      basic: 1500,
      advanced: 3000,
      intelligent: 6000,
    });
    for (const hub of ["Sales Hub", "Service Hub", "Operations Hub", "Content Hub"] as const) {
      expect(hubPrices.professional[hub]).toEqual({
        basic: 1000,
        advanced: 2000,
        intelligent: 4000,
      });
    }
    expect(hubPrices.enterprise["Marketing Hub"]).toEqual({
      basic: 4500,
      advanced: 9000,
      intelligent: 18000,
    });
    for (const hub of ["Sales Hub", "Service Hub"] as const) {
      expect(hubPrices.enterprise[hub]).toEqual({
        basic: 2500,
        advanced: 5000,
        intelligent: 10000,
      });
    }
    for (const hub of ["Operations Hub", "Content Hub"] as const) {
      expect(hubPrices.enterprise[hub]).toEqual({ basic: 2000, advanced: 4000, intelligent: 8000 });
    }
    expect(hubPrice(onboardingPricesSeed.hubPrices, "enterprise", "Sales Hub", "advanced")).toBe(
      5000,
    );
  });

  it("prices Free and Starter levels per hub", () => {
    expect(freeStarterHubPrices).toEqual({ basic: 150, advanced: 300, intelligent: 600 });
  });

  it("prices suites at 10% off the five hubs (professional basic is $4,950)", () => {
    expect(suitePrice(onboardingPricesSeed.hubPrices, "professional", "basic")).toBe(4950);
    expect(suitePrice(onboardingPricesSeed.hubPrices, "professional", "advanced")).toBe(9900);
    expect(suitePrice(onboardingPricesSeed.hubPrices, "professional", "intelligent")).toBe(19800);
    expect(suitePrice(onboardingPricesSeed.hubPrices, "enterprise", "basic")).toBe(12150);
    expect(suitePrice(onboardingPricesSeed.hubPrices, "enterprise", "advanced")).toBe(24300);
    expect(suitePrice(onboardingPricesSeed.hubPrices, "enterprise", "intelligent")).toBe(48600);
  });
});

describe("support plans", () => {
  it("matches hours, response time and monthly price of every plan", () => {
    const table = Object.fromEntries(
      Object.entries(supportPlans).map(([tier, levels]) => [
        tier,
        Object.fromEntries(
          Object.entries(levels).map(([level, plan]) => [
            level,
            [plan.hoursPerMonth, plan.responseHours, plan.monthlyPrice],
          ]),
        ),
      ]),
    );
    expect(table).toEqual({
      basic: { bronze: [2, 48, 100], silver: [4, 24, 250], gold: [8, 12, 500] },
      advanced: { bronze: [5, 24, 500], silver: [10, 12, 1000], gold: [20, 6, 2000] },
      intelligent: { bronze: [10, 12, 1000], silver: [20, 8, 2000], gold: [40, 4, 4000] },
    });
  });
});
