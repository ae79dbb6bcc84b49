import type { RevopsPackageId } from "~/lib/revops-package-schema";

/**
 * RevOps consulting: the default package, the four pillars, the testimonial and the discovery
 * form's success message. The packages are the owner's published item, seeded from
 * ./revops-packages.ts: pages hand them to the islands.
 */

/** The package the discovery form starts with (the spec's default). */
export const DEFAULT_REVOPS_PACKAGE: RevopsPackageId = "accelerate";

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
