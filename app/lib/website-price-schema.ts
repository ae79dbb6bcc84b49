/**
 * The owner-editable website design prices: per service, its page-count tiers with their price
 * per page and the page counts worked through as examples, and the page count above which every
 * project is quoted. Its zod schema (the editor, the server and the tests validate with it; the
 * types are derived from it) and the label that names each field, naming each service as the
 * website services' copy does (./website-service-schema.ts). The seed is
 * ~/content/website-prices.ts.
 */
import { z } from "zod";

import { type WebsiteServiceId, websiteServiceOrder } from "~/content/website-pricing";

import { websiteServiceTitle } from "./website-service-schema";

/** The most a price per page takes, in US dollars. */
const MAX_PRICE = 100_000;
/** The estimator's number field takes up to 999 pages: a larger limit could never be quoted. */
const MAX_PAGES = 500;
/** The most tiers and worked examples a service has. */
export const MAX_TIERS = 8;
export const MAX_EXAMPLES = 6;

const pageCount = z.number().int().min(0).max(MAX_PAGES);

const pageTier = z.strictObject({
  /** First page count of the tier, as published. */
  minPages: pageCount,
  /** Last page count of the tier. */
  maxPages: pageCount,
  pricePerPage: z.number().int().min(0).max(MAX_PRICE),
});

const serviceFigures = z.strictObject({
  tiers: z.array(pageTier).min(1).max(MAX_TIERS),
  /** Page counts worked through as examples under the table. */
  examplePages: z
    .array(z.number().int().min(1).max(MAX_PAGES))
    .min(1)
    .max(MAX_EXAMPLES)
    .refine((pages) => new Set(pages).size === pages.length, { error: "each page count once" }),
});

/** The website prices the pricing tables, the estimator and the service cards use. */
export const websitePricesSchema = z
  .strictObject({
    services: z.strictObject(
      Object.fromEntries(websiteServiceOrder.map((id) => [id, serviceFigures])) as Record<
        WebsiteServiceId,
        typeof serviceFigures
      >,
    ),
    /** Above this many pages every project is quoted individually: the tiers end there. */
    maxEstimatePages: z.number().int().min(1).max(MAX_PAGES),
  })
  .superRefine(({ services, maxEstimatePages }, context) => {
    // Every page count from 1 to the estimate's limit falls in exactly one tier of each service.
    for (const id of websiteServiceOrder) {
      const { tiers, examplePages } = services[id];
      const at = (path: PropertyKey[], message: string) =>
        context.addIssue({ code: "custom", path: ["services", id, ...path], message });
      tiers.forEach((tier, index) => {
        const previous = tiers[index - 1];
        if (previous === undefined && tier.minPages > 1) {
          at(["tiers", index, "minPages"], "starts at 1 page or fewer");
        }
        if (previous !== undefined && tier.minPages !== previous.maxPages + 1) {
          at(
            ["tiers", index, "minPages"],
            `starts at ${previous.maxPages + 1}, after tier ${index}`,
          );
        }
        if (tier.maxPages < tier.minPages) {
          at(["tiers", index, "maxPages"], `give at least ${tier.minPages}, the tier's first`);
        } else if (index === tiers.length - 1 && tier.maxPages !== maxEstimatePages) {
          at(
            ["tiers", index, "maxPages"],
            `the last tier ends at the estimate's limit, ${maxEstimatePages} pages`,
          );
        }
      });
      examplePages.forEach((pages, index) => {
        if (pages > maxEstimatePages) {
          at(["examplePages", index], `give at most ${maxEstimatePages}, the estimate's limit`);
        }
      });
    }
  });

export type WebsitePrices = z.infer<typeof websitePricesSchema>;
export type WebsiteServiceFigures = WebsitePrices["services"][WebsiteServiceId];
export type PageTier = WebsiteServiceFigures["tiers"][number];

const tierFields: Record<string, string> = {
  minPages: "from pages",
  maxPages: "to pages",
  pricePerPage: "price per page",
};

/**
 * The label that names a field of the website prices by its service: "Website Redesign · tier 2
 * · price per page", "Website Page Migration · example 3 · pages".
 */
export function websitePriceLabel(path: readonly PropertyKey[]): string {
  const [section, id, list, index, field] = path;
  if (section === "maxEstimatePages") return "Estimator · quote individually above pages";
  if (section !== "services") return "Website prices";
  if (typeof id !== "string" || !websiteServiceOrder.includes(id as WebsiteServiceId)) {
    return "Website services";
  }
  const service = websiteServiceTitle(id as WebsiteServiceId);
  if (list === "tiers") {
    if (typeof index !== "number") return `${service} · tiers`;
    const tier = `${service} · tier ${index + 1}`;
    return typeof field === "string" && field in tierFields
      ? `${tier} · ${tierFields[field]}`
      : tier;
  }
  if (list === "examplePages") {
    return typeof index === "number"
      ? `${service} · example ${index + 1} · pages`
      : `${service} · examples`;
  }
  return service;
}
