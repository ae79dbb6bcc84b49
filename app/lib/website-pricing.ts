import {
  MAX_ESTIMATE_PAGES,
  type PageTier,
  type WebsiteServiceId,
  websiteServices,
} from "~/content/website-pricing";

function assertPageCount(pages: number) {
  if (!Number.isInteger(pages) || pages < 1) {
    throw new RangeError(`Page count must be a whole number of at least 1, got ${pages}`);
  }
}

/** The tier a page count falls in; null above the largest tier (quoted individually). */
export function pageTier(service: WebsiteServiceId, pages: number): PageTier | null {
  assertPageCount(pages);
  if (pages > MAX_ESTIMATE_PAGES) return null;
  return (
    websiteServices[service].tiers.find(
      (tier) => pages >= tier.minPages && pages <= tier.maxPages,
    ) ?? null
  );
}

/** Total for a project: every page at its tier's per-page price; null means "contact us for a quote". */
export function websitePrice(service: WebsiteServiceId, pages: number): number | null {
  const tier = pageTier(service, pages);
  return tier ? tier.pricePerPage * pages : null;
}

export function websiteMigrationPrice(pages: number): number | null {
  return websitePrice("migration", pages);
}

export function websiteRedesignPrice(pages: number): number | null {
  return websitePrice("redesign", pages);
}

/** The cheapest per-page rate of a service: its "from" price. */
export function lowestPricePerPage(service: WebsiteServiceId): number {
  return Math.min(...websiteServices[service].tiers.map((tier) => tier.pricePerPage));
}
