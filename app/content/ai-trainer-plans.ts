/**
 * AI trainer subscription plans: the individual and team plans' copy, the add-ons and the
 * savings examples. Their figures (prices, allowances, bands, discount, overage) are the
 * owner's published item, seeded from ./ai-trainer-prices.ts: pages hand them to the islands.
 */

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

export interface IndividualPlan {
  id: IndividualPlanId;
  name: string;
  description: string;
  features: readonly string[];
  support: string;
  popular?: boolean;
}

export const individualPlans: readonly IndividualPlan[] = [
  {
    id: "free",
    name: planNames["free"],
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
    name: planNames["basic"],
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
    name: planNames["premium"],
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

export interface AddOn {
  id: AddOnId;
  name: string;
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
    description: "An extra specialist agent for one more tool or topic, such as billing or CPQ.",
    plans: ["basic"],
    perUnit: true,
  },
  {
    id: "integration-discounts",
    name: "Integration Discount Portal",
    description: "Member discounts on popular integrations and apps for your stack.",
    plans: ["basic", "premium"],
  },
];

export interface TeamPlan {
  id: TeamPlanId;
  name: string;
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
    name: planNames["team-basic"],
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
    name: planNames["team-pro"],
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
    name: planNames["team-enterprise"],
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

/** The add-ons' names by id, as the editor's labels name them. */
export const addOnNames = Object.fromEntries(addOns.map(({ id, name }) => [id, name])) as Record<
  AddOnId,
  string
>;

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
