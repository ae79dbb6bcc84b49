import {
  type BillingCycle,
  type IndividualPlanId,
  TEAM_SIZE_MAX,
  type TeamPlan,
  type TeamPlanId,
  planNames,
  teamPlans,
} from "~/content/ai-trainer-plans";

import type { AiTrainerPlans, PriceBand } from "./ai-trainer-plan-schema";
import { formatNumber } from "./format";
import type { PlanChoice, PlanId } from "./plan-choice";

/**
 * The AI trainer's prices, each computed from `plans`: the published figures, which the page
 * hands to its islands and the server reads live.
 */

/** Rounds to whole cents, so that 0.1 off 15 × 12 reads 162 and not 161.99999. */
function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function teamPlan(id: TeamPlanId): TeamPlan {
  const plan = teamPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown team plan: ${id}`);
  return plan;
}

export function planName(id: PlanId): string {
  return planNames[id];
}

/** "1 user", "12 users". */
export function userCount(users: number): string {
  return `${formatNumber(users)} ${users === 1 ? "user" : "users"}`;
}

/** The choice in words: "Basic, billed annually", "Team Pro for 12 users", "Free". */
export function describePlanChoice(plans: AiTrainerPlans, choice: PlanChoice): string {
  const name = planName(choice.plan);
  if ("teamSize" in choice) return `${name} for ${userCount(choice.teamSize)}`;
  if (plans.individual[choice.plan].monthlyPrice === 0) return name;
  return `${name}, billed ${choice.billing === "annual" ? "annually" : "monthly"}`;
}

/** The yearly price with the annual discount: Basic 15 × 12 − 10% = 162. */
export function annualPrice(plans: AiTrainerPlans, id: IndividualPlanId): number {
  return cents(plans.individual[id].monthlyPrice * 12 * (1 - plans.annualDiscountPercent / 100));
}

/** What the plan costs per month on the chosen billing cycle: Basic annual = 13.5. */
export function planPrice(plans: AiTrainerPlans, id: IndividualPlanId, billing: BillingCycle) {
  return billing === "annual"
    ? cents(annualPrice(plans, id) / 12)
    : plans.individual[id].monthlyPrice;
}

/** What annual billing saves over a year of monthly payments. */
export function annualSavings(plans: AiTrainerPlans, id: IndividualPlanId): number {
  return cents(plans.individual[id].monthlyPrice * 12 - annualPrice(plans, id));
}

/** The cost of the conversations beyond the plan's monthly allowance. */
export function overageCost(plans: AiTrainerPlans, id: IndividualPlanId, conversations: number) {
  const extra = Math.max(0, Math.ceil(conversations) - plans.individual[id].conversations);
  return cents(extra * plans.overagePerConversation);
}

/** Users billed for a team: whole users, never fewer than the plan's minimum. */
export function billableUsers(plans: AiTrainerPlans, id: TeamPlanId, users: number): number {
  const whole = Number.isFinite(users) ? Math.floor(users) : 0;
  return Math.max(plans.team[id].minUsers, whole);
}

/** Why a typed team size gets no price. */
export type TeamSizeProblem = "missing" | "too-small" | "not-whole" | "too-large";

/** A typed team size: the users it stands for, or why it stands for none. */
export type TeamSizeReading = { users: number } | { problem: TeamSizeProblem };

/**
 * Reads the team-size box: whole users from one up to the largest team priced on the page. An
 * empty box, zero or a size beyond that is priced at no size at all, so that no total is shown
 * for a team the visitor did not type.
 */
export function readTeamSize(input: string): TeamSizeReading {
  const typed = input.trim();
  if (typed === "") return { problem: "missing" };
  const users = Number(typed);
  if (Number.isNaN(users)) return { problem: "missing" };
  if (users > TEAM_SIZE_MAX) return { problem: "too-large" };
  if (users < 1) return { problem: "too-small" };
  if (!Number.isInteger(users)) return { problem: "not-whole" };
  return { users };
}

/** The price band that applies to a team of this size; null for custom-priced plans. */
export function teamPriceBand(
  plans: AiTrainerPlans,
  id: TeamPlanId,
  users: number,
): PriceBand | null {
  const { bands } = plans.team[id];
  if (!bands) return null;
  const billed = billableUsers(plans, id, users);
  return (
    bands.find(
      (band) => billed >= band.minUsers && (band.maxUsers === null || billed <= band.maxUsers),
    ) ?? null
  );
}

/** The per-user monthly price for a team of this size; null for custom-priced plans. */
export function teamPricePerUser(plans: AiTrainerPlans, id: TeamPlanId, users: number) {
  return teamPriceBand(plans, id, users)?.pricePerUser ?? null;
}

/**
 * The team's monthly total: billed users × the band's per-user price, plus each team add-on.
 * Null for custom-priced plans.
 */
export function teamMonthlyPrice(
  plans: AiTrainerPlans,
  id: TeamPlanId,
  users: number,
  addOnCount = 0,
): number | null {
  const perUser = teamPricePerUser(plans, id, users);
  if (perUser === null) return null;
  return cents(
    billableUsers(plans, id, users) * perUser + addOnCount * plans.teamAddOnMonthlyPrice,
  );
}

/** Conversations the whole team gets each month; null when agreed per contract. */
export function teamConversations(plans: AiTrainerPlans, id: TeamPlanId, users: number) {
  const { conversationsPerUser } = plans.team[id];
  return conversationsPerUser === null
    ? null
    : conversationsPerUser * billableUsers(plans, id, users);
}

/**
 * The saving per user, in percent, of a team plan against each user buying the comparable
 * individual plan: 5 Team Basic users at $12 against Basic at $15 save 20%.
 */
export function teamSavingsPercent(plans: AiTrainerPlans, id: TeamPlanId, users: number) {
  const plan = teamPlan(id);
  const perUser = teamPricePerUser(plans, id, users);
  if (perUser === null || plan.comparedTo === null) return null;
  const individual = plans.individual[plan.comparedTo].monthlyPrice;
  return cents((1 - perUser / individual) * 100);
}

/** "5-10 users", "21+ users". */
export function bandLabel(band: PriceBand): string {
  return band.maxUsers === null
    ? `${band.minUsers}+ users`
    : `${band.minUsers}-${band.maxUsers} users`;
}
