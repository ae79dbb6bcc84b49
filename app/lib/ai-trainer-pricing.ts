import {
  ANNUAL_DISCOUNT,
  type BillingCycle,
  type IndividualPlan,
  type IndividualPlanId,
  OVERAGE_PER_CONVERSATION,
  type PriceBand,
  TEAM_ADDON_MONTHLY_PRICE,
  TEAM_SIZE_MAX,
  type TeamPlan,
  type TeamPlanId,
  individualPlans,
  teamPlans,
} from "~/content/ai-trainer-plans";

import { formatNumber } from "./format";
import { type PlanChoice, type PlanId, isTeamPlanId } from "./plan-choice";

/** Rounds to whole cents, so that 0.1 off 15 × 12 reads 162 and not 161.99999. */
function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function individualPlan(id: IndividualPlanId): IndividualPlan {
  const plan = individualPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

export function teamPlan(id: TeamPlanId): TeamPlan {
  const plan = teamPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown team plan: ${id}`);
  return plan;
}

export function planName(id: PlanId): string {
  return isTeamPlanId(id) ? teamPlan(id).name : individualPlan(id).name;
}

/** "1 user", "12 users". */
export function userCount(users: number): string {
  return `${formatNumber(users)} ${users === 1 ? "user" : "users"}`;
}

/** The choice in words: "Basic, billed annually", "Team Pro for 12 users", "Free". */
export function describePlanChoice(choice: PlanChoice): string {
  const name = planName(choice.plan);
  if ("teamSize" in choice) return `${name} for ${userCount(choice.teamSize)}`;
  if (individualPlan(choice.plan).monthlyPrice === 0) return name;
  return `${name}, billed ${choice.billing === "annual" ? "annually" : "monthly"}`;
}

/** The yearly price with the annual discount: Basic 15 × 12 − 10% = 162. */
export function annualPrice(id: IndividualPlanId): number {
  return cents(individualPlan(id).monthlyPrice * 12 * (1 - ANNUAL_DISCOUNT));
}

/** What the plan costs per month on the chosen billing cycle: Basic annual = 13.5. */
export function planPrice(id: IndividualPlanId, billing: BillingCycle): number {
  const plan = individualPlan(id);
  return billing === "annual" ? cents(annualPrice(id) / 12) : plan.monthlyPrice;
}

/** What annual billing saves over a year of monthly payments. */
export function annualSavings(id: IndividualPlanId): number {
  return cents(individualPlan(id).monthlyPrice * 12 - annualPrice(id));
}

/** The cost of the conversations beyond the plan's monthly allowance. */
export function overageCost(id: IndividualPlanId, conversations: number): number {
  const extra = Math.max(0, Math.ceil(conversations) - individualPlan(id).conversations);
  return cents(extra * OVERAGE_PER_CONVERSATION);
}

/** Users billed for a team: whole users, never fewer than the plan's minimum. */
export function billableUsers(id: TeamPlanId, users: number): number {
  const whole = Number.isFinite(users) ? Math.floor(users) : 0;
  return Math.max(teamPlan(id).minUsers, whole);
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
export function teamPriceBand(id: TeamPlanId, users: number): PriceBand | null {
  const { bands } = teamPlan(id);
  if (!bands) return null;
  const billed = billableUsers(id, users);
  return (
    bands.find(
      (band) => billed >= band.minUsers && (band.maxUsers === null || billed <= band.maxUsers),
    ) ?? null
  );
}

/** The per-user monthly price for a team of this size; null for custom-priced plans. */
export function teamPricePerUser(id: TeamPlanId, users: number): number | null {
  return teamPriceBand(id, users)?.pricePerUser ?? null;
}

/**
 * The team's monthly total: billed users × the band's per-user price, plus each team add-on.
 * Null for custom-priced plans.
 */
export function teamMonthlyPrice(id: TeamPlanId, users: number, addOnCount = 0): number | null {
  const perUser = teamPricePerUser(id, users);
  if (perUser === null) return null;
  return cents(billableUsers(id, users) * perUser + addOnCount * TEAM_ADDON_MONTHLY_PRICE);
}

/** Conversations the whole team gets each month; null when agreed per contract. */
export function teamConversations(id: TeamPlanId, users: number): number | null {
  const { conversationsPerUser } = teamPlan(id);
  return conversationsPerUser === null ? null : conversationsPerUser * billableUsers(id, users);
}

/**
 * The saving per user, in percent, of a team plan against each user buying the comparable
 * individual plan: 5 Team Basic users at $12 against Basic at $15 save 20%.
 */
export function teamSavingsPercent(id: TeamPlanId, users: number): number | null {
  const plan = teamPlan(id);
  const perUser = teamPricePerUser(id, users);
  if (perUser === null || plan.comparedTo === null) return null;
  const individual = individualPlan(plan.comparedTo).monthlyPrice;
  return cents((1 - perUser / individual) * 100);
}

/** "5-10 users", "21+ users". */
export function bandLabel(band: PriceBand): string {
  return band.maxUsers === null
    ? `${band.minUsers}+ users`
    : `${band.minUsers}-${band.maxUsers} users`;
}
