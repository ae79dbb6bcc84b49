/**
 * The website services, migration and redesign: their ids, in the order pages show them, and the
 * pages' fixed copy. Their names, summaries and "includes" lists are the owner's published item,
 * seeded from ./website-services.ts; their figures (tiers of prices per page, worked examples,
 * the estimate's limit) another, seeded from ./website-prices.ts: pages hand both to islands.
 */

export type WebsiteServiceId = "migration" | "redesign";

export const websiteServiceOrder: readonly WebsiteServiceId[] = ["migration", "redesign"];

export const whyPartnerPoints = [
  {
    title: "Built on your CRM",
    description:
      "Your site, forms, contacts and reports live in one platform, so every visit and form fill lands on the right record.",
  },
  {
    title: "Fast and search-ready",
    description:
      "Lean pages, compressed images and clean markup score well on Core Web Vitals and keep your rankings through the move.",
  },
  {
    title: "Designed to convert",
    description:
      "Clear messaging, strong calls to action and short forms turn more of your traffic into qualified conversations.",
  },
  {
    title: "Easy for your team",
    description:
      "Drag-and-drop modules and a short handover session mean marketing updates pages without opening a ticket.",
  },
] as const;

export const whyChoosePoints = [
  {
    title: "Transparent per-page pricing",
    description: "You know the cost before we start. The more pages, the lower the price per page.",
  },
  {
    title: "No lost traffic",
    description:
      "Redirect maps, metadata and structured URLs protect the search rankings you earned.",
  },
  {
    title: "Launch-ready quality",
    description: "Every page is tested on mobile, tablet and desktop and in every major browser.",
  },
  {
    title: "One partner for CRM and web",
    description:
      "The team that sets up your CRM builds your site, so forms and tracking just work.",
  },
] as const;
