/**
 * The website services, migration and redesign: their names and copy. Their figures (tiers of
 * prices per page, worked examples, the estimate's limit) are the owner's published item,
 * seeded from ./website-prices.ts: pages hand them to the islands.
 */

export type WebsiteServiceId = "migration" | "redesign";

export interface WebsiteService {
  id: WebsiteServiceId;
  name: string;
  summary: string;
  includes: readonly string[];
}

export const websiteServices: Record<WebsiteServiceId, WebsiteService> = {
  migration: {
    id: "migration",
    name: "Website Page Migration",
    summary:
      "Move your existing pages to your CRM's content platform exactly as they are: same design, same content, every link, form and redirect working on day one.",
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
