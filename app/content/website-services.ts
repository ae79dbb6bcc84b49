/**
 * Today's copy of the website services: the seed of the owner-edited item
 * (app/lib/content-kinds.ts). Pages render the published item and hand what islands show of it
 * to them as props; no island imports this.
 */
import type { WebsiteServices } from "~/lib/website-service-schema";

export const websiteServicesSeed: WebsiteServices = {
  services: {
    migration: {
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
  },
};
