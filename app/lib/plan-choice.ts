import {
  type BillingCycle,
  type IndividualPlanId,
  type TeamPlanId,
  individualPlanIds,
  teamPlanIds,
} from "~/content/ai-trainer-plan-ids";

/**
 * The plan a Book a Call request comes from: an individual plan with the billing its card
 * showed, or a team plan with the team size typed above the team plans. Apart from the prices
 * (./ai-trainer-pricing.ts): the request's schema, which every form loads, reads these.
 */
export type PlanChoice =
  { plan: IndividualPlanId; billing: BillingCycle } | { plan: TeamPlanId; teamSize: number };

export type PlanId = IndividualPlanId | TeamPlanId;

export function isIndividualPlanId(value: unknown): value is IndividualPlanId {
  return individualPlanIds.some((id) => id === value);
}

export function isTeamPlanId(value: unknown): value is TeamPlanId {
  return teamPlanIds.some((id) => id === value);
}
