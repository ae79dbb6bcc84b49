/**
 * The AI trainer plans as a Book a Call request names them: plan ids, billing cycles and the
 * largest team priced on the page. A module of its own, without the plans themselves
 * (./ai-trainer-plans.ts), so that the request's schema, which every form loads, carries none.
 */

export const billingCycles = ["monthly", "annual"] as const;
export type BillingCycle = (typeof billingCycles)[number];

export const individualPlanIds = ["free", "basic", "premium"] as const;
export type IndividualPlanId = (typeof individualPlanIds)[number];

export const teamPlanIds = ["team-basic", "team-pro", "team-enterprise"] as const;
export type TeamPlanId = (typeof teamPlanIds)[number];

/** The plans' names, as the spec gives them: they stay in code, the figures are the owner's. */
export const planNames: Record<IndividualPlanId | TeamPlanId, string> = {
  free: "Free",
  basic: "Basic",
  premium: "Premium",
  "team-basic": "Team Basic",
  "team-pro": "Team Pro",
  "team-enterprise": "Team Enterprise",
};

export const addOnIds = ["specialized-support", "integration-discounts"] as const;
export type AddOnId = (typeof addOnIds)[number];

/**
 * The largest team priced on the page. The last band's price holds for any size; the page stops
 * here so that a mistyped size shows no absurd total, and the note beside the field offers a call
 * for a larger team.
 */
export const TEAM_SIZE_MAX = 10_000;

/**
 * What a Book a Call request refuses about the plan it carries (the plan card's choice, never
 * typed by the visitor, so only a request made some other way gets these).
 */
export const planRequestMessages = {
  plan: "Please choose one of the plans on the page.",
  billing: "An individual plan is requested with its billing: monthly or annual.",
  billingWithoutIndividualPlan: "Billing goes with an individual plan only.",
  teamSize: `A team plan is requested with its team size: a whole number from 1 to ${TEAM_SIZE_MAX.toLocaleString("en-US")}.`,
  teamSizeWithoutTeamPlan: "A team size goes with a team plan only.",
} as const;
