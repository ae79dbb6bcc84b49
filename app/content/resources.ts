import type { LucideIcon } from "lucide-react";
import AppWindow from "lucide-react/icons/app-window";
import BarChart3 from "lucide-react/icons/chart-column";
import GraduationCap from "lucide-react/icons/graduation-cap";
import LayoutTemplate from "lucide-react/icons/layout-template";
import Presentation from "lucide-react/icons/presentation";
import Rocket from "lucide-react/icons/rocket";
import Target from "lucide-react/icons/target";
import Users from "lucide-react/icons/users";
import Globe from "lucide-react/icons/globe";
import Tags from "lucide-react/icons/tags";

import { site } from "~/config/site";
import { orderedLeadLists } from "~/lib/lead-lists";
import type { LeadLists } from "~/lib/lead-lists-schema";
import { type RevopsPackages, packageList } from "~/lib/revops-package-schema";

import { canonicalPath } from "./page-paths";

/* Copy of the two index pages, /services and /pricing. */

/** "A, B and C" */
function names(items: readonly { name: string }[]) {
  const all = items.map((item) => item.name);
  return `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
}

export interface ServiceIndexCopy {
  icon: LucideIcon;
  summary: string;
  highlights: readonly string[];
  /** The service's price page, when it has one. */
  pricing?: { label: string; href: string };
}

/** The services index's copy of the services whose copy is all in code. */
const fixedServiceCopy: Record<string, ServiceIndexCopy> = {
  "/services/software-onboarding": {
    icon: Rocket,
    summary: `Basic, Advanced and IntellAGENT onboarding packages that get your team live on ${site.crm}, with optional monthly support.`,
    highlights: [
      "Setup, data migration and integrations",
      "Team training",
      "Bronze, Silver and Gold support",
    ],
    pricing: { label: "Onboarding prices", href: canonicalPath("software-onboarding-pricing") },
  },
  "/services/website-services": {
    icon: Globe,
    summary: `Website migration and redesign on your CRM's content platform, fast and search-ready, priced per page.`,
    highlights: [
      "Page-by-page migration",
      "Conversion-focused redesign",
      "Per-page pricing with volume tiers",
    ],
    pricing: { label: "Website prices", href: canonicalPath("website-design-pricing") },
  },
  "/services/custom-presentations": {
    icon: Presentation,
    summary: "Pitch decks and sales presentations designed around your story, priced per slide.",
    highlights: [
      "Investor and sales decks",
      "Brand-consistent templates",
      "Free quote within 24 hours",
    ],
    pricing: { label: "Presentation pricing", href: "/services/custom-presentations#pricing" },
  },
  "/services/lead-generation": {
    icon: Target,
    summary: "Lists of qualified leads with contact details, buyer-intent data and tech stacks.",
    highlights: ["Decision-maker contacts", "Buyer-intent signals", "Delivered in days, not weeks"],
    pricing: { label: "Lead list packages", href: "/services/lead-generation#packages" },
  },
  "/services/app-development": {
    icon: AppWindow,
    summary: "Mobile apps, web apps and enterprise solutions built around the way your team works.",
    highlights: [
      "Consultation to deployment",
      "Integrations with your CRM",
      "Support after launch",
    ],
  },
};

/**
 * The services index: richer copy for each entry of the Services menu, keyed by its link, the
 * RevOps packages named as `revops` (the published ones) names them.
 */
export function serviceIndexCopy(revops: RevopsPackages): Record<string, ServiceIndexCopy> {
  return {
    ...fixedServiceCopy,
    "/services/revops-consulting": {
      icon: BarChart3,
      summary: "Monthly revenue operations consulting that aligns marketing, sales and service.",
      highlights: [
        `${names(packageList(revops))} packages`,
        "Pipeline and data clean-up",
        "One revenue dashboard",
      ],
      pricing: { label: "RevOps packages", href: "/services/revops-consulting#packages" },
    },
  };
}

export interface PriceIndexEntry {
  title: string;
  href: string;
  description: string;
  icon: LucideIcon;
}

/** The price pages, with the names and summaries the index gives them. */
export const pricingPages: readonly PriceIndexEntry[] = [
  {
    title: "Software Onboarding Packages",
    href: canonicalPath("software-onboarding-pricing"),
    description:
      "Basic, Advanced and IntellAGENT onboarding packages and support tiers, with the full hub price tables.",
    icon: Rocket,
  },
  {
    title: "Website Design Pricing",
    href: canonicalPath("website-design-pricing"),
    description:
      "Per-page prices for website migration and redesign, with volume tiers and an instant estimate.",
    icon: LayoutTemplate,
  },
  {
    title: `${site.crm} Onboarding & Support Pricing`,
    href: canonicalPath("crm-pricing"),
    description: `Onboarding prices for every ${site.crm} hub and suite at Professional and Enterprise, add-ons, and monthly Bronze, Silver and Gold support plans.`,
    icon: Tags,
  },
];

/**
 * Price sections that live on other pages; the lead lists' and the RevOps packages' names are
 * those of `leadLists` and `revops`.
 */
export const pricingSections = (
  leadLists: LeadLists,
  revops: RevopsPackages,
): readonly PriceIndexEntry[] => [
  {
    title: `${site.brand} AI Trainer Plans`,
    href: `${canonicalPath("ai-trainer-support")}#pricing`,
    description:
      "Individual and team plans for the AI trainer: start free and upgrade when your team needs more.",
    icon: GraduationCap,
  },
  {
    title: "RevOps Consulting Packages",
    href: "/services/revops-consulting#packages",
    description: `${names(packageList(revops))}: monthly revenue operations packages, month to month.`,
    icon: BarChart3,
  },
  {
    title: "Lead Generation Packages",
    href: "/services/lead-generation#packages",
    description: `${names(orderedLeadLists(leadLists))} lists of qualified leads with contact details and buyer-intent data.`,
    icon: Users,
  },
  {
    title: "Presentation Design Pricing",
    href: "/services/custom-presentations#pricing",
    description: "Per-slide pricing for custom decks, with a live estimate and a free quote.",
    icon: Presentation,
  },
];

/** Every price page of the site, then the price sections of other pages. */
export const pricingIndex = (leadLists: LeadLists, revops: RevopsPackages) =>
  ({ pages: pricingPages, sections: pricingSections(leadLists, revops) }) as const;
