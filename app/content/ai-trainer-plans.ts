/**
 * AI trainer subscription plans: the individual and team plans and the add-ons as the spec names
 * them, and the savings examples. Their figures (prices, allowances, bands, discount, overage)
 * and their copy (descriptions, features, support lines, badges) are the owner's published
 * items, seeded from ./ai-trainer-prices.ts and ./ai-trainer-plan-copy.ts: pages hand them to
 * the islands.
 */

import type { AiTrainerPlanCopy } from "~/lib/ai-trainer-plan-copy-schema";

import {
  type AddOnId,
  type BillingCycle,
  type IndividualPlanId,
  type TeamPlanId,
  planNames,
} from "./ai-trainer-plan-ids";

export {
  type AddOnId,
  type BillingCycle,
  type IndividualPlanId,
  type TeamPlanId,
  TEAM_SIZE_MAX,
  billingCycles,
  individualPlanIds,
  planNames,
  planRequestMessages,
  teamPlanIds,
} from "./ai-trainer-plan-ids";

export const billingCycleLabels: Record<BillingCycle, string> = {
  monthly: "Monthly",
  annual: "Annual",
};

/**
 * What a plan's button says. There is no self-service sign-up: the button opens the Book a Call
 * popup with the plan named, and the team sets the account up after the visitor's request.
 */
export const planActions = {
  request: (planName: string) => `Request ${planName} Access`,
  /** Plans priced per organisation. */
  custom: "Contact Sales",
} as const;

/** An individual plan as the spec names it; its copy is the owner's (./ai-trainer-plan-copy.ts). */
export interface IndividualPlan {
  id: IndividualPlanId;
  name: string;
}

export const individualPlans: readonly IndividualPlan[] = [
  { id: "free", name: planNames["free"] },
  { id: "basic", name: planNames["basic"] },
  { id: "premium", name: planNames["premium"] },
];

/**
 * An add-on as the spec names it, with the plans that can add it; its description is the
 * owner's. The team add-ons are the same add-ons bought for a whole team.
 */
export interface AddOn {
  id: AddOnId;
  name: string;
  /** Individual plans that can add it. */
  plans: readonly IndividualPlanId[];
  /** Can be bought more than once. */
  perUnit?: boolean;
}

export const addOns: readonly AddOn[] = [
  {
    id: "specialized-support",
    name: "Additional Specialized Support",
    plans: ["basic"],
    perUnit: true,
  },
  {
    id: "integration-discounts",
    name: "Integration Discount Portal",
    plans: ["basic", "premium"],
  },
];

/** A team plan as the spec names it; its copy is the owner's (./ai-trainer-plan-copy.ts). */
export interface TeamPlan {
  id: TeamPlanId;
  name: string;
  /** The individual plan a user would otherwise buy, for the savings comparison. */
  comparedTo: IndividualPlanId | null;
}

export const teamPlans: readonly TeamPlan[] = [
  { id: "team-basic", name: planNames["team-basic"], comparedTo: "basic" },
  { id: "team-pro", name: planNames["team-pro"], comparedTo: "premium" },
  { id: "team-enterprise", name: planNames["team-enterprise"], comparedTo: null },
];

/** Team Enterprise's support line, as the spec gives it ("custom pricing, 24/7 support"). */
export const TEAM_ENTERPRISE_SUPPORT = "24/7 support";

/**
 * A team plan's support line: the owner's, or the spec's for Team Enterprise. Here rather than
 * beside the copy's schema, so that the plans island loads no schema.
 */
export function teamSupportLine(copy: AiTrainerPlanCopy, id: TeamPlanId): string {
  const plan = copy.team[id];
  return "support" in plan ? plan.support : TEAM_ENTERPRISE_SUPPORT;
}

/** The add-ons' names by id, as the editor's labels name them. */
export const addOnNames = Object.fromEntries(addOns.map(({ id, name }) => [id, name])) as Record<
  AddOnId,
  string
>;

/** Team price against each user buying the individual plan: e.g. 5 Team Basic users. */
export interface SavingsExample {
  plan: TeamPlanId;
  users: number;
}

export const savingsExamples: readonly SavingsExample[] = [
  { plan: "team-basic", users: 5 },
  { plan: "team-pro", users: 11 },
  { plan: "team-pro", users: 21 },
];

/** Team-size input: its starting value (the largest is `TEAM_SIZE_MAX`). */
export const TEAM_SIZE_DEFAULT = 10;

/** The note under the team-size field: how far the page prices, and the call beyond. */
export const teamSizeNote = {
  limit: (max: string) => `Priced here for teams of up to ${max} users.`,
  larger: "Larger team?",
  action: "Book a Call",
} as const;

/** What the team-size field says instead of a price, by what is wrong with the size typed. */
export const teamSizeProblems = {
  missing: "Enter your team size to see the price.",
  "too-small": "A team has at least 1 user.",
  "not-whole": "Enter a whole number of users.",
  "too-large": (max: string) => `Teams of over ${max} users are priced on a call.`,
} as const;

/** A team total's place while the size typed has no price. */
export const TEAM_TOTAL_WITHOUT_SIZE = "No price";
