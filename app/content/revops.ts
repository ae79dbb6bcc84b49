import type { revopsPackageIds } from "~/lib/lead-options";

/** RevOps consulting: the monthly packages, the four pillars and the testimonial. */

export type RevopsPackageId = (typeof revopsPackageIds)[number];

export interface RevopsPackage {
  id: RevopsPackageId;
  name: string;
  price: number;
  period: string;
  isPopular: boolean;
  description: string;
  features: readonly string[];
  incentive: string;
}

export const DEFAULT_REVOPS_PACKAGE: RevopsPackageId = "accelerate";

export const revopsPackages: readonly RevopsPackage[] = [
  {
    id: "ignite",
    name: "Ignite",
    price: 2000,
    period: "/month",
    isPopular: false,
    description:
      "Strategic guidance to align marketing, sales and service around one revenue plan.",
    features: [
      "Two 1-hour strategy calls a month",
      "Funnel and pipeline health review",
      "CRM process recommendations",
      "Email support between calls",
    ],
    incentive: "Sign up for 6 months and get your first month free: save $2,000",
  },
  {
    id: "accelerate",
    name: "Accelerate",
    price: 4500,
    period: "/month",
    isPopular: true,
    description: "Hands-on optimisation of your funnel, tools and reporting with regular reviews.",
    features: [
      "Two 1-hour strategy calls a month",
      "Monthly group call with your revenue leaders",
      "Quarterly business reviews",
      "Dashboards and attribution reporting",
      "Automation and workflow build-outs",
    ],
    incentive: "Commit for a year and get a free strategy refresh worth $1,500",
  },
  {
    id: "dominate",
    name: "Dominate",
    price: 9000,
    period: "/month",
    isPopular: false,
    description: "A fractional RevOps team driving growth across every revenue function.",
    features: [
      "Weekly 1-hour strategy calls",
      "Monthly performance reviews",
      "Full tech-stack ownership and integrations",
      "Forecasting and revenue modelling",
      "Enablement and training for every team",
    ],
    incentive: "Pay a year upfront and get 3 months of premium support free: a $3,000 value",
  },
];

export const revopsPillars = [
  {
    icon: "silos",
    title: "Smash Silos",
    description:
      "Marketing, sales and service share one funnel, one set of definitions and one view of the customer.",
  },
  {
    icon: "tools",
    title: "Turbocharge Your Tools",
    description:
      "Get full value from the CRM and stack you already pay for, with clean data and automations that run themselves.",
  },
  {
    icon: "streamline",
    title: "Streamline Success",
    description:
      "Clear handoffs, documented processes and dashboards that show every team what to do next.",
  },
  {
    icon: "revenue",
    title: "Lock in Revenue",
    description:
      "Forecast with confidence, catch churn risks early and turn happy customers into expansion revenue.",
  },
] as const;

/** What the visitor is told once their request is stored (the toast and the thank-you page). */
export const REVOPS_DISCOVERY_SUCCESS = {
  title: "Discovery Call Request Submitted",
  description: "We'll be in touch within 24 hours!",
} as const;
