import type { WebsiteServiceId } from "~/content/website-pricing";

import type { PageTier, WebsitePrices } from "./website-price-schema";

function assertPageCount(pages: number) {
  if (!Number.isInteger(pages) || pages < 1) {
    throw new RangeError(`Page count must be a whole number of at least 1, got ${pages}`);
  }
}

/**
 * The tier of `prices` (the published website prices) a page count falls in; null above the
 * estimate's limit (quoted individually).
 */
export function pageTier(
  prices: WebsitePrices,
  service: WebsiteServiceId,
  pages: number,
): PageTier | null {
  assertPageCount(pages);
  if (pages > prices.maxEstimatePages) return null;
  return (
    prices.services[service].tiers.find(
      (tier) => pages >= tier.minPages && pages <= tier.maxPages,
    ) ?? null
  );
}

/** Total for a project: every page at its tier's per-page price; null means "contact us for a quote". */
export function websitePrice(
  prices: WebsitePrices,
  service: WebsiteServiceId,
  pages: number,
): number | null {
  const tier = pageTier(prices, service, pages);
  return tier ? tier.pricePerPage * pages : null;
}

/** The cheapest per-page rate of a service: its "from" price. */
export function lowestPricePerPage(prices: WebsitePrices, service: WebsiteServiceId): number {
  return Math.min(...prices.services[service].tiers.map((tier) => tier.pricePerPage));
}

/** The dearest per-page rate of a service: the price of a small site's pages. */
export function highestPricePerPage(prices: WebsitePrices, service: WebsiteServiceId): number {
  return Math.max(...prices.services[service].tiers.map((tier) => tier.pricePerPage));
}
