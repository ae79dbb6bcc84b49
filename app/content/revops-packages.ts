/**
 * Today's RevOps consulting packages: the seed of the owner-edited item
 * (app/lib/content-kinds.ts). Pages render the published item and hand it to their islands as
 * props; islands import the page's other copy from ./revops.ts, never these.
 */
import type { RevopsPackages } from "~/lib/revops-package-schema";

/** Ignite, Accelerate and Dominate, priced per month, in the page's order. */
export const revopsPackagesSeed: RevopsPackages = {
  ignite: {
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
  accelerate: {
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
  dominate: {
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
};
