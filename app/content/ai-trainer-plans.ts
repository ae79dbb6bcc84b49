/**
 * AI trainer subscription plans: individual and team plans, add-ons, overage, the annual
 * discount and the savings examples. Prices are US dollars per month unless stated.
 */

import type { BillingCycle, IndividualPlanId, TeamPlanId } from "./ai-trainer-plan-ids";

export {
  type BillingCycle,
  type IndividualPlanId,
  type TeamPlanId,
  TEAM_SIZE_MAX,
  billingCycles,
  individualPlanIds,
  planRequestMessages,
  teamPlanIds,
} from "./ai-trainer-plan-ids";

export const billingCycleLabels: Record<BillingCycle, string> = {
  monthly: "Monthly",
  annual: "Annual",
};

/** Annual billing takes this share off twelve monthly payments. */
export const ANNUAL_DISCOUNT = 0.1;

/** Every plan, individual or team, bills each conversation beyond its allowance at this rate. */
export const OVERAGE_PER_CONVERSATION = 0.02;

/** Each team add-on costs this much per month for the whole team. */
export const TEAM_ADDON_MONTHLY_PRICE = 5;

export const LIMITED_OFFER_HOURS = 48;

/**
 * What a plan's button says. There is no self-service sign-up: the button opens the Book a Call
 * popup with the plan named, and the team sets the account up after the visitor's request.
 */
export const planActions = {
  request: (planName: string) => `Request ${planName} Access`,
  /** Plans priced per organisation. */
  custom: "Contact Sales",
} as const;

export interface IndividualPlan {
  id: IndividualPlanId;
  name: string;
  monthlyPrice: number;
  /** Conversations included each month. */
  conversations: number;
  description: string;
  features: readonly string[];
  support: string;
  popular?: boolean;
}

export const individualPlans: readonly IndividualPlan[] = [
  {
    id: "free",
    name: "Free",
    monthlyPrice: 0,
    conversations: 50,
    description: "Try the trainer on your own questions before you commit.",
    features: [
      "Instant answers on software features and best practices",
      "Step-by-step setup walkthroughs",
      "Learns from your thumbs-up and thumbs-down feedback",
    ],
    support: "Help-center and email support",
  },
  {
    id: "basic",
    name: "Basic",
    monthlyPrice: 15,
    conversations: 500,
    description: "For the everyday user who wants answers without searching help docs.",
    features: [
      "Everything in Free",
      "Onboarding agents for mapping, workflows, setup and integrations",
      "Saved conversation history",
      "Resource hub with guides and templates",
    ],
    support: "Priority email support",
    popular: true,
  },
  {
    id: "premium",
    name: "Premium",
    monthlyPrice: 40,
    conversations: 1000,
    description: "For power users, admins and consultants who live in their software.",
    features: [
      "Everything in Basic",
      "Advanced automation and reporting guidance",
      "Tool-integration playbooks",
      "Access to the talent marketplace for hands-on help",
    ],
    support: "Priority support with a 1-business-day response",
  },
];

export type AddOnId = "specialized-support" | "integration-discounts";

export interface AddOn {
  id: AddOnId;
  name: string;
  monthlyPrice: number;
  description: string;
  /** Individual plans that can add it. */
  plans: readonly IndividualPlanId[];
  /** Can be bought more than once. */
  perUnit?: boolean;
}

export const addOns: readonly AddOn[] = [
  {
    id: "specialized-support",
    name: "Additional Specialized Support",
    monthlyPrice: 5,
    description: "An extra specialist agent for one more tool or topic, such as billing or CPQ.",
    plans: ["basic"],
    perUnit: true,
  },
  {
    id: "integration-discounts",
    name: "Integration Discount Portal",
    monthlyPrice: 5,
    description: "Member discounts on popular integrations and apps for your stack.",
    plans: ["basic", "premium"],
  },
];

/** A per-user price for team sizes from `minUsers` to `maxUsers` (no upper limit when null). */
export interface PriceBand {
  minUsers: number;
  maxUsers: number | null;
  pricePerUser: number;
}

export interface TeamPlan {
  id: TeamPlanId;
  name: string;
  /** Fewer users are billed as this many. */
  minUsers: number;
  /** Conversations included per user each month; null when agreed per contract. */
  conversationsPerUser: number | null;
  /** Per-user price bands; null for custom pricing. */
  bands: readonly PriceBand[] | null;
  /** The individual plan a user would otherwise buy, for the savings comparison. */
  comparedTo: IndividualPlanId | null;
  description: string;
  features: readonly string[];
  support: string;
  popular?: boolean;
}

export const teamPlans: readonly TeamPlan[] = [
  {
    id: "team-basic",
    name: "Team Basic",
    minUsers: 5,
    conversationsPerUser: 500,
    bands: [
      { minUsers: 5, maxUsers: 10, pricePerUser: 12 },
      { minUsers: 11, maxUsers: 20, pricePerUser: 10 },
      { minUsers: 21, maxUsers: null, pricePerUser: 8 },
    ],
    comparedTo: "basic",
    description: "Get a whole team productive on the same tools, fast.",
    features: [
      "Everything in Basic for every user",
      "Shared team workspace and answer library",
      "Central billing for the team",
    ],
    support: "Priority email support",
  },
  {
    id: "team-pro",
    name: "Team Pro",
    minUsers: 1,
    conversationsPerUser: 1000,
    bands: [
      { minUsers: 1, maxUsers: 10, pricePerUser: 35 },
      { minUsers: 11, maxUsers: 20, pricePerUser: 30 },
      { minUsers: 21, maxUsers: null, pricePerUser: 25 },
    ],
    comparedTo: "premium",
    description: "For revenue teams that run their process inside their software.",
    features: [
      "Everything in Premium for every user",
      "Role-based access",
      "Team adoption insights",
      "Custom onboarding playbooks",
    ],
    support: "Priority support with a named success contact",
    popular: true,
  },
  {
    id: "team-enterprise",
    name: "Team Enterprise",
    minUsers: 1,
    conversationsPerUser: null,
    bands: null,
    comparedTo: null,
    description: "For larger organisations with their own processes, security reviews and scale.",
    features: [
      "Everything in Team Pro",
      "Agents trained on your own processes and documentation",
      "Security review and custom terms",
    ],
    support: "24/7 support",
  },
];

export interface TeamAddOn {
  name: string;
  description: string;
}

export const teamAddOns: readonly TeamAddOn[] = [
  {
    name: "Additional Specialized Support",
    description: "A specialist agent for one more tool or topic, for the whole team.",
  },
  {
    name: "Integration Discount Portal",
    description: "Member discounts on popular integrations and apps, for the whole team.",
  },
];

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
