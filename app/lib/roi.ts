/**
 * The hero demo's ROI calculator: a rough, deliberately conservative estimate of what AI
 * adoption is worth in a year, from annual revenue alone.
 */

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

export const ANNUAL_REVENUE_SLIDER: SliderBounds = {
  min: 50_000,
  max: 1_000_000,
  step: 10_000,
  defaultValue: 100_000,
};

export const TEAM_SIZE_SLIDER: SliderBounds = {
  min: 5,
  max: 100,
  step: 5,
  defaultValue: 10,
};

/** Efficiency gain: 30% of annual revenue, never more than 50,000. */
export const EFFICIENCY_GAIN = { rate: 0.3, cap: 50_000 } as const;
/** Revenue growth: 25% of annual revenue, never more than 40,000. */
export const REVENUE_GROWTH = { rate: 0.25, cap: 40_000 } as const;

export interface RoiEstimate {
  efficiencyGain: number;
  revenueGrowth: number;
  total: number;
}

/** Snaps a value onto a slider's range and step grid. */
export function clampToSlider(value: number, bounds: SliderBounds): number {
  if (!Number.isFinite(value)) return bounds.defaultValue;
  const clamped = Math.min(bounds.max, Math.max(bounds.min, value));
  const steps = Math.round((clamped - bounds.min) / bounds.step);
  return Math.min(bounds.max, bounds.min + steps * bounds.step);
}

export function calculateRoi(annualRevenue: number): RoiEstimate {
  const revenue = Math.max(0, annualRevenue);
  const efficiencyGain = Math.round(Math.min(revenue * EFFICIENCY_GAIN.rate, EFFICIENCY_GAIN.cap));
  const revenueGrowth = Math.round(Math.min(revenue * REVENUE_GROWTH.rate, REVENUE_GROWTH.cap));
  return { efficiencyGain, revenueGrowth, total: efficiencyGain + revenueGrowth };
}

/** The estimate spread over the team, in whole dollars. */
export function roiPerTeamMember(total: number, teamSize: number): number {
  return teamSize > 0 ? Math.round(total / teamSize) : 0;
}
