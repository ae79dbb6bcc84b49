import { describe, expect, it } from "vitest";

import { formatUsd } from "~/lib/format";
import {
  ANNUAL_REVENUE_SLIDER,
  EFFICIENCY_GAIN,
  REVENUE_GROWTH,
  TEAM_SIZE_SLIDER,
  calculateRoi,
  clampToSlider,
  roiPerTeamMember,
} from "~/lib/roi";

describe("ROI calculator sliders", () => {
  it("annual revenue runs from 50,000 to 1,000,000 in steps of 10,000, default 100,000", () => {
    expect(ANNUAL_REVENUE_SLIDER).toEqual({
      min: 50_000,
      max: 1_000_000,
      step: 10_000,
      defaultValue: 100_000,
    });
  });

  it("team size runs from 5 to 100 in steps of 5, default 10", () => {
    expect(TEAM_SIZE_SLIDER).toEqual({ min: 5, max: 100, step: 5, defaultValue: 10 });
  });

  it("snaps values onto the range and its steps", () => {
    expect(clampToSlider(0, ANNUAL_REVENUE_SLIDER)).toBe(50_000);
    expect(clampToSlider(5_000_000, ANNUAL_REVENUE_SLIDER)).toBe(1_000_000);
    expect(clampToSlider(123_456, ANNUAL_REVENUE_SLIDER)).toBe(120_000);
    expect(clampToSlider(126_000, ANNUAL_REVENUE_SLIDER)).toBe(130_000);
    expect(clampToSlider(Number.NaN, ANNUAL_REVENUE_SLIDER)).toBe(100_000);
    expect(clampToSlider(2, TEAM_SIZE_SLIDER)).toBe(5);
    expect(clampToSlider(101, TEAM_SIZE_SLIDER)).toBe(100);
    expect(clampToSlider(13, TEAM_SIZE_SLIDER)).toBe(15);
  });
});

describe("calculateRoi", () => {
  it("uses 30% capped at 50,000 and 25% capped at 40,000", () => {
    expect(EFFICIENCY_GAIN).toEqual({ rate: 0.3, cap: 50_000 });
    expect(REVENUE_GROWTH).toEqual({ rate: 0.25, cap: 40_000 });
  });

  it("at the default revenue: 30,000 + 25,000 = 55,000", () => {
    expect(calculateRoi(100_000)).toEqual({
      efficiencyGain: 30_000,
      revenueGrowth: 25_000,
      total: 55_000,
    });
  });

  it("at the slider minimum: 15,000 + 12,500 = 27,500", () => {
    expect(calculateRoi(ANNUAL_REVENUE_SLIDER.min)).toEqual({
      efficiencyGain: 15_000,
      revenueGrowth: 12_500,
      total: 27_500,
    });
  });

  it("caps revenue growth at 40,000 from 160,000 of revenue", () => {
    expect(calculateRoi(150_000).revenueGrowth).toBe(37_500);
    expect(calculateRoi(160_000).revenueGrowth).toBe(40_000);
    expect(calculateRoi(170_000).revenueGrowth).toBe(40_000);
    expect(calculateRoi(160_000)).toEqual({
      efficiencyGain: 48_000,
      revenueGrowth: 40_000,
      total: 88_000,
    });
  });

  it("caps efficiency gain at 50,000 from about 166,667 of revenue", () => {
    expect(calculateRoi(160_000).efficiencyGain).toBe(48_000);
    expect(calculateRoi(170_000).efficiencyGain).toBe(50_000);
    expect(calculateRoi(170_000).total).toBe(90_000);
  });

  it("at the slider maximum both caps apply: 50,000 + 40,000 = 90,000", () => {
    expect(calculateRoi(ANNUAL_REVENUE_SLIDER.max)).toEqual({
      efficiencyGain: 50_000,
      revenueGrowth: 40_000,
      total: 90_000,
    });
  });

  it("total is always the sum of the two parts", () => {
    for (
      let revenue = ANNUAL_REVENUE_SLIDER.min;
      revenue <= ANNUAL_REVENUE_SLIDER.max;
      revenue += ANNUAL_REVENUE_SLIDER.step
    ) {
      const roi = calculateRoi(revenue);
      expect(roi.total).toBe(roi.efficiencyGain + roi.revenueGrowth);
      expect(roi.efficiencyGain).toBeLessThanOrEqual(50_000);
      expect(roi.revenueGrowth).toBeLessThanOrEqual(40_000);
    }
  });

  it("amounts show a dollar sign and grouped digits", () => {
    const roi = calculateRoi(100_000);
    expect(formatUsd(roi.efficiencyGain)).toBe("$30,000");
    expect(formatUsd(roi.revenueGrowth)).toBe("$25,000");
    expect(formatUsd(roi.total)).toBe("$55,000");
    expect(formatUsd(calculateRoi(50_000).total)).toBe("$27,500");
    expect(formatUsd(ANNUAL_REVENUE_SLIDER.max)).toBe("$1,000,000");
  });

  it("spreads the total over the team", () => {
    expect(roiPerTeamMember(55_000, 10)).toBe(5_500);
    expect(roiPerTeamMember(90_000, 100)).toBe(900);
    expect(roiPerTeamMember(55_000, 0)).toBe(0);
  });
});
