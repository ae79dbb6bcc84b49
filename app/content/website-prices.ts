/**
 * Today's website design prices: the seed of the owner-edited item (app/lib/content-kinds.ts).
 * Pages render the published item and hand it to their islands as props; islands import the
 * services' copy from ./website-pricing.ts, never these.
 */
import type { WebsitePrices } from "~/lib/website-price-schema";

/** Prices in US dollars per page: the more pages, the lower the price per page. */
export const websitePricesSeed: WebsitePrices = {
  services: {
    migration: {
      tiers: [
        { minPages: 0, maxPages: 11, pricePerPage: 150 },
        { minPages: 12, maxPages: 20, pricePerPage: 140 },
        { minPages: 21, maxPages: 40, pricePerPage: 130 },
        { minPages: 41, maxPages: 60, pricePerPage: 120 },
      ],
      examplePages: [11, 20, 40, 60],
    },
    redesign: {
      tiers: [
        { minPages: 0, maxPages: 11, pricePerPage: 800 },
        { minPages: 12, maxPages: 20, pricePerPage: 750 },
        { minPages: 21, maxPages: 40, pricePerPage: 700 },
        { minPages: 41, maxPages: 60, pricePerPage: 650 },
      ],
      examplePages: [11, 20, 40, 60],
    },
  },
  maxEstimatePages: 60,
};
