/**
 * Per-page website prices: migration and redesign, each with four volume tiers. The website
 * services page, the website design pricing page and the estimator all read these figures.
 */

export interface PageTier {
  /** First page count of the tier, as published. */
  minPages: number;
  /** Last page count of the tier. */
  maxPages: number;
  pricePerPage: number;
}

export type WebsiteServiceId = "migration" | "redesign";

export interface WebsiteService {
  id: WebsiteServiceId;
  name: string;
  summary: string;
  tiers: readonly [PageTier, ...PageTier[]];
  /** Page counts worked through as examples under the table. */
  examplePages: readonly number[];
  includes: readonly string[];
}

/** Above this many pages every project is quoted individually. */
export const MAX_ESTIMATE_PAGES = 60;

export const websiteServices: Record<WebsiteServiceId, WebsiteService> = {
  migration: {
    id: "migration",
    name: "Website Page Migration",
    summary:
      "Move your existing pages to your CRM's content platform exactly as they are: same design, same content, every link, form and redirect working on day one.",
    tiers: [
      { minPages: 0, maxPages: 11, pricePerPage: 150 },
      { minPages: 12, maxPages: 20, pricePerPage: 140 },
      { minPages: 21, maxPages: 40, pricePerPage: 130 },
      { minPages: 41, maxPages: 60, pricePerPage: 120 },
    ],
    examplePages: [11, 20, 40, 60],
    includes: [
      "Pixel-faithful rebuild of every page and template",
      "Forms connected to your CRM with lead routing",
      "301 redirects so no search ranking is lost",
      "Meta titles, descriptions and alt text carried over",
      "Mobile and cross-browser checks before launch",
    ],
  },
  redesign: {
    id: "redesign",
    name: "Website Redesign",
    summary:
      "A fresh, conversion-focused design built on your CRM's platform: new layouts, sharper messaging and pages your team can edit without a developer.",
    tiers: [
      { minPages: 0, maxPages: 11, pricePerPage: 800 },
      { minPages: 12, maxPages: 20, pricePerPage: 750 },
      { minPages: 21, maxPages: 40, pricePerPage: 700 },
      { minPages: 41, maxPages: 60, pricePerPage: 650 },
    ],
    examplePages: [11, 20, 40, 60],
    includes: [
      "Discovery workshop and sitemap planning",
      "Custom design in your brand, approved before build",
      "Conversion paths with CTAs, forms and smart content",
      "Editable modules your marketers can reuse",
      "On-page SEO, speed optimisation and analytics set-up",
    ],
  },
};

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
